/**
 * How many hidden classes the validator's normalised objects come in over a varied lenient
 * book: members, family units, categories, options, incentives and policies, counted both by
 * their key order and by V8's own map (`%HaveSameMap`). Several layouts of one kind make the
 * engine's loads and copies of it generic (docs/performance.md, "One field layout").
 *
 *   node --allow-natives-syntax --import tsx bench/validator/countNormalLayouts.ts [--requests 3000] [--seed 3]
 */
import { generateBookRequests } from "../../rate-change/src/book/generateBook.js";
import type { NormalizedQuoteRequest } from "../../../src/model/normalized.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { validateQuoteRequest } from "../../../src/validate/validateQuoteRequest.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, { options: { requests: { type: "string", default: "3000" }, seed: { type: "string", default: "3" } } });

// Natives syntax is not TypeScript (esbuild would refuse it): built at run time, under --allow-natives-syntax.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the only way to reach %HaveSameMap from a .ts file
const haveSameMap = new Function("a", "b", "return %HaveSameMap(a, b)") as (a: object, b: object) => boolean;

/** The layouts of one kind of object: one representative per distinct map, and the key orders seen. */
interface Layouts {
  readonly maps: object[];
  readonly keyOrders: Set<string>;
  count: number;
}

const kinds = new Map<string, Layouts>();
function see(kind: string, value: object): void {
  let layouts = kinds.get(kind);
  if (layouts === undefined) kinds.set(kind, (layouts = { maps: [], keyOrders: new Set(), count: 0 }));
  layouts.count++;
  layouts.keyOrders.add(Object.keys(value).join(","));
  if (!layouts.maps.some((seen) => haveSameMap(seen, value))) layouts.maps.push(value);
}

let priced = 0;
for (const request of generateBookRequests(Number(values.requests), Number(values.seed), defaultTables, { lenient: true })) {
  const result = validateQuoteRequest(JSON.parse(JSON.stringify(request)), { tables: defaultTables });
  if (!result.success) continue;
  priced++;
  const policy: NormalizedQuoteRequest = result.data;
  see("policy", policy);
  for (const incentive of policy.incentive ?? []) see("incentive", incentive);
  for (const category of policy.memberCategory) {
    see("category", category);
    for (const option of category.option ?? []) see("option", option);
    for (const unit of category.familyUnit) {
      see("familyUnit", unit);
      for (const member of unit.member) see("member", member);
    }
  }
}

console.log(`${priced} sound requests of ${values.requests} (seed ${values.seed}, lenient)`);
for (const [kind, layouts] of kinds) console.log(`${kind}: ${layouts.count} objects, ${layouts.maps.length} maps, ${layouts.keyOrders.size} key orders`);
