import { duplicateKeysOfParsedJson } from "pmi-rating/http";
import type { Issue } from "pmi-rating";
import { safeQuote } from "pmi-rating";
import type { RatingTables } from "pmi-rating";
import type { PolicyPricing, PricedSide } from "./policyPricing.js";
import type { SegmentDimension } from "./segments/segmentDimensions.js";
import { segmentOfQuote } from "./segments/segmentOfQuote.js";

/**
 * Prices one line of a book (one JSON request) with both sets of tables. Never throws: a line
 * that is not JSON, or a request either tables refuse, comes back as a failed side with the
 * reason (the first problem's code, pointer and message). A line that gives a key twice in one
 * object fails with DUPLICATE_JSON_KEY, as the service refuses it, rather than being priced
 * with whichever value `JSON.parse` kept.
 *
 * @example
 * pricePolicyLine('{"individualHealthCarePolicy":{...}}', 12, fromTables, toTables);
 * // { line: 12, policyId: "Q-12", from: { ok: true, net: "512.30", ... }, to: { ... } }
 */
export function pricePolicyLine(text: string, line: number, from: RatingTables, to: RatingTables, segmentBy: readonly SegmentDimension[] = []): PolicyPricing {
  let request: unknown;
  try {
    request = JSON.parse(text) as unknown;
  } catch (error) {
    const failed: PricedSide = { ok: false, reason: `not valid JSON: ${(error as Error).message}` };
    return { line, policyId: `line ${line}`, from: failed, to: failed };
  }
  const duplicates = duplicateKeysOfParsedJson(text, request, 1);
  if (duplicates.count > 0) {
    const more = duplicates.count > 1 ? ` (and ${duplicates.count - 1} more)` : "";
    const failed: PricedSide = { ok: false, reason: `DUPLICATE_JSON_KEY at ${duplicates.pointers[0]}: a key is given more than once in the same object${more}` };
    return { line, policyId: policyIdOf(request) ?? `line ${line}`, from: failed, to: failed };
  }
  const segment: string[][] = [];
  const priced = { line, policyId: policyIdOf(request) ?? `line ${line}`, from: priceWith(request, from, segmentBy, segment), to: priceWith(request, to, [], []) };
  return segment[0] === undefined ? priced : { ...priced, segment: segment[0] };
}

// The segment is read from the --from quote (the policy as it is today), into `segment`.
function priceWith(request: unknown, tables: RatingTables, segmentBy: readonly SegmentDimension[], segment: string[][]): PricedSide {
  try {
    const result = safeQuote(request, tables, { allowDraft: true });
    if (!result.success) return { ok: false, reason: describeIssues(result.issues) };
    const version = tables.versions.find((entry) => entry.manifest.version === result.data.tables.version);
    if (segmentBy.length > 0 && version !== undefined) segment.push(segmentOfQuote(request, result.data, version, segmentBy));
    return { ok: true, version: result.data.tables.version, net: result.data.netPrice.toFixed(2), gross: result.data.grossPrice.toFixed(2) };
  } catch (error) {
    return { ok: false, reason: `the engine failed: ${(error as Error).message}` };
  }
}

function describeIssues(issues: readonly Issue[]): string {
  const [first] = issues;
  if (first === undefined) return "refused without a reason";
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return `${first.code} at ${first.path === "" ? "(request)" : first.path}: ${first.message}${more}`;
}

/** The request's quote reference, when it has a non-blank one. */
function policyIdOf(request: unknown): string | undefined {
  const id = (request as { individualHealthCarePolicy?: { quote?: { id?: unknown } } } | null)?.individualHealthCarePolicy?.quote?.id;
  return typeof id === "string" && id.trim() !== "" ? id.trim() : undefined;
}
