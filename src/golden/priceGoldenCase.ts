import type { QuoteOptions } from "../engine/quoteOptions.js";
import { safeQuote } from "../quote/safeQuote.js";
import type { RatingTables } from "../engine/types.js";
import type { GoldenCaseOptions, JsonValue } from "./types.js";

/**
 * Returns what the engine answers to a golden case's request, as the plain JSON a golden
 * file holds: the `quoteResponse` (`safeQuote(...).data`), or `{ issues }` when refused.
 * The case's own options win over the runner's (a case about registries brings its registry).
 *
 * @example
 * priceGoldenCase(goldenCase.request, defaultTables, { explain: true });
 * // { productName: "HrSol", netPrice: 1234.56, ... } or { issues: [...] }
 */
export function priceGoldenCase(request: unknown, tables: RatingTables, runnerOptions: GoldenCaseOptions = {}, caseOptions: GoldenCaseOptions = {}): JsonValue {
  const registry = caseOptions.registry ?? runnerOptions.registry;
  const explain = caseOptions.explain ?? runnerOptions.explain;
  const movement = caseOptions.movement ?? runnerOptions.movement;
  const options: QuoteOptions = {
    ...(registry === undefined ? {} : { registry }),
    ...(movement === undefined ? {} : { movement }),
    ...(explain === undefined ? {} : { explain }),
  };
  const result = safeQuote(request, tables, options);
  // Round-trip through JSON so that the comparison sees exactly what a file can hold
  // (no undefined members, no Decimal objects).
  const answer = result.success ? result.data : { issues: result.issues };
  return JSON.parse(JSON.stringify(answer)) as JsonValue;
}
