import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QuoteResponseSchema } from "../model/response.js";
import { defaultTables } from "../plans/defaultTables.js";
import { safeQuote } from "./safeQuote.js";

const folder = join(import.meta.dirname, "../../examples/requests");
const examples: unknown[] = readdirSync(folder)
  .filter((file) => file.endsWith(".json"))
  .map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")) as unknown);

/** Every path to a value inside a JSON document. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return [prefix];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, item]) => pathsOf(item, [...prefix, key]))];
}

function replaceAt(document: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(document) ? [...document] : { ...(document as object) }) as Record<string | number, unknown>;
  copy[head!] = replaceAt(copy[head!], rest, replacement);
  return copy;
}

/** Values an integrator might plausibly send by mistake, and some they should not. */
const oddValues = fc.oneof(
  fc.constantFrom("", " ", "Yes", "No", "0", "1", "-1", "7.5", "SW1A 1AA", "ZZ99 9ZZ", "2026-02-30", "1900-01-01", "2099-12-31", "FSA123456", "*", "NaN"),
  fc.constantFrom(0, 1, -1, 12, 13, 99, 100, 1e9, -0.5, 0.005, 2.5),
  fc.constantFrom(null, true, false, [], {}),
  fc.jsonValue({ maxDepth: 2 }),
);

describe("safeQuote on mutated example requests", () => {
  it("never throws, and either prices to a valid response or reports issues with paths", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...examples).chain((example) => fc.tuple(fc.constant(example), fc.constantFrom(...pathsOf(example)), oddValues)),
        ([example, path, value]) => {
          const result = safeQuote(replaceAt(example, path, value), defaultTables, { explain: true });
          if (result.success) {
            expect(QuoteResponseSchema.safeParse(result.data).success).toBe(true);
          } else {
            expect(result.issues.length).toBeGreaterThan(0);
            for (const issue of result.issues) expect(issue.path === "" || issue.path.startsWith("/")).toBe(true);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
