/**
 * The differential of this engine against the engine at a reference commit (by default
 * acf0a14, the last commit with the fused pass and the module-level caches): both price the
 * same varied requests, on the default tables and on generated table variants compiled
 * through each engine's public `compileTables`, and `safeQuote`'s results must be the same
 * JSON text (prices, codes, messages, worksheets with `explain`).
 *
 *   npx tsx bench/differential/compareWithReference.ts [--requests 1000000] [--variants 20] [--ref acf0a14] [--seed 1]
 *
 * The reference is built in a temporary folder (see buildReferenceEngine) and removed after.
 * Exits 1 on the first differences (up to 5 shown), 0 when every result agrees.
 */
import { join } from "node:path";
import { createRandom, type Random } from "../../rate-change/src/book/createRandom.js";
import { generateBookRequests } from "../../rate-change/src/book/generateBook.js";
import { compileTables, safeQuote } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import type { RatingTables } from "../../../src/engine/types.js";
import { buildReferenceEngine } from "./buildReferenceEngine.js";
import { tableVariant } from "./tableVariant.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    requests: { type: "string", default: "20000" },
    variants: { type: "string", default: "20" },
    ref: { type: "string", default: "acf0a14" },
    seed: { type: "string", default: "1" },
  },
});
const totalRequests = Number(values.requests);
const variantCount = Number(values.variants);
const seed = Number(values.seed);
const root = join(import.meta.dirname, "../../..");

type Json = Record<string, any>;

/** Changes with digits and edge values the book itself rarely sends, sound or not. */
function mutate(request: Json, random: Random): Json {
  const quote = request["individualHealthCarePolicy"]["quote"] as Json;
  const members = (quote["memberCategory"] as Json[]).flatMap((category) => (category["familyUnit"] as Json[]).flatMap((unit) => unit["member"] as Json[]));
  const member = random.pick(members);
  const roll = random.integer(0, 9);
  const twoPlaces = (min: number, max: number) => Number((min + random.next() * (max - min)).toFixed(2));
  if (roll === 0) member["wellnessDiscount"] = twoPlaces(0, 30);
  if (roll === 1) quote["commercialAdjustment"] = twoPlaces(-30, 30);
  if (roll === 2) quote["experienceAdjustment"] = twoPlaces(-20, 20);
  if (roll === 3) {
    quote["transactionType"] = "Renewal";
    quote["originalEffectiveDate"] ??= "2020-01-01";
    for (const each of members) each["previousnetPremium"] = twoPlaces(50, 4000);
  }
  if (roll === 4) {
    quote["transactionType"] = "MTC";
    quote["originalEffectiveDate"] ??= "2020-01-01";
    member["cncFactor"] = Number((0.5 + random.next()).toFixed(random.integer(1, 6)));
  }
  if (roll === 5) quote["incentive"] = [{ incentiveType: "monthsFree", incentiveParameter: String(random.integer(1, 3)) }];
  if (roll === 6) quote["incentive"] = [{ incentiveType: "psDiscount", incentiveParameter: String(twoPlaces(-5, 15)) }];
  if (roll === 7) {
    quote["incentive"] = [{ incentiveType: "Price Beater", incentiveParameter: random.pick(["Yes", "No", "1"]) }];
    quote["competitorPrice"] = twoPlaces(100, 6000);
  }
  if (roll === 8) member["isMemberNeeded"] = random.pick(["n", "0", "N"]);
  if (roll === 9) member["ncdLevel"] = random.integer(-1, 14);
  return request;
}

interface TablesPair {
  readonly name: string;
  readonly current: RatingTables;
  readonly reference: unknown;
}

const started = performance.now();
const reference = await buildReferenceEngine(root, values.ref);
try {
  const pairs: TablesPair[] = [{ name: "default", current: defaultTables, reference: reference.defaultTables }];
  let variantSeed = seed * 1000;
  let refused = 0;
  while (pairs.length < variantCount + 1) {
    variantSeed += 1;
    const data = tableVariant(variantSeed);
    const current = compileTables(data);
    const old = reference.compileTables(structuredClone(data));
    if (current.success !== old.success) throw new Error(`Variant ${variantSeed}: compileTables disagrees (${current.success} against ${old.success}).`);
    if (!current.success) {
      if (JSON.stringify(current.problems) !== JSON.stringify(old.problems)) throw new Error(`Variant ${variantSeed}: different table problems.`);
      refused += 1;
      continue;
    }
    pairs.push({ name: `variant ${variantSeed}`, current: current.tables, reference: old.tables });
  }
  const perTables = Math.ceil(totalRequests / pairs.length);
  let compared = 0;
  let priced = 0;
  let explained = 0;
  const differences: string[] = [];
  for (const [index, pair] of pairs.entries()) {
    const random = createRandom(seed * 7919 + index);
    for (const generated of generateBookRequests(perTables, seed * 100 + index, pair.current, { lenient: index % 2 === 1 })) {
      const request = random.chance(0.3) ? mutate(generated, random) : generated;
      const explain = random.chance(0.25);
      const ours = JSON.stringify(safeQuote(request, pair.current, { explain }));
      const theirs = JSON.stringify(reference.safeQuote(request, pair.reference, { explain }));
      compared += 1;
      if (ours.startsWith('{"success":true')) priced += 1;
      if (explain) explained += 1;
      if (ours !== theirs && differences.length < 5)
        differences.push(`${pair.name}\n  request ${JSON.stringify(request)}\n  ours   ${ours.slice(0, 600)}\n  theirs ${theirs.slice(0, 600)}`);
      if (compared % 10_000 === 0) process.stderr.write(`${compared} compared, ${differences.length} differ (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `${compared} requests compared against ${values.ref} on the default tables and ${pairs.length - 1} generated variants (${refused} variants refused by both compilers alike): ` +
      `${priced} priced, ${compared - priced} refused, ${explained} with explain; ${differences.length === 0 ? "no difference" : "DIFFERENCES"} (${seconds} s).`,
  );
  for (const difference of differences) console.log(difference);
  process.exitCode = differences.length === 0 ? 0 : 1;
} finally {
  reference.dispose();
}
