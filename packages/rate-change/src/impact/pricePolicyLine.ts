import { parseRequestJson, type ParsedJson } from "pmi-rating/http";
import type { Issue } from "pmi-rating";
import { safeQuote } from "pmi-rating";
import type { RatingTables } from "pmi-rating";
import type { PolicyPricing, PricedSide } from "./policyPricing.js";
import type { SegmentDimension } from "./segments/segmentDimensions.js";
import { segmentOfQuote } from "./segments/segmentOfQuote.js";

/**
 * Prices one line of a book (one JSON request) with both sets of tables. Never throws: a line
 * that is not JSON, or a request either tables refuse, comes back as a failed side with the
 * reason (the first problem's code, pointer and message). The line is read as the service reads
 * a request body (`parseRequestJson`): a line the service refuses (MALFORMED_JSON, a
 * `__proto__` or `constructor.prototype` key, FORBIDDEN_JSON_KEY, or a key given twice in one
 * object, DUPLICATE_JSON_KEY) fails with the service's code and message rather than being priced.
 *
 * @example
 * pricePolicyLine('{"individualHealthCarePolicy":{...}}', 12, fromTables, toTables);
 * // { line: 12, policyId: "Q-12", from: { ok: true, net: "512.30", ... }, to: { ... } }
 */
export function pricePolicyLine(text: string, line: number, from: RatingTables, to: RatingTables, segmentBy: readonly SegmentDimension[] = []): PolicyPricing {
  const parsed = parseRequestJson(text);
  if (!parsed.ok) {
    const failed: PricedSide = { ok: false, reason: reasonOfRefusal(parsed) };
    return { line, policyId: parsed.code === "MALFORMED_JSON" ? `line ${line}` : (policyIdOf(JSON.parse(text)) ?? `line ${line}`), from: failed, to: failed };
  }
  const request = parsed.value;
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

/** A refused line's reason: the code, then the first key's pointer and message, as the service names them. */
function reasonOfRefusal(refused: Extract<ParsedJson, { ok: false }>): string {
  const named = (refused.errors ?? []).filter((error) => error.pointer !== "");
  const [first] = named;
  if (first === undefined) return `${refused.code}: ${refused.detail}`;
  const more = named.length > 1 ? ` (and ${named.length - 1} more)` : "";
  return `${refused.code} at ${first.pointer}: ${first.message}${more}`;
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
