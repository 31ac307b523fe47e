import type { QuoteResponse } from "pmi-rating";
import { safeQuote } from "pmi-rating";
import type { RatingTables } from "pmi-rating";
import { differencesOf } from "./differencesOf.js";
import type { QuoteRecord } from "./quoteRecord.js";

/** A recorded quotation priced again: the new answer, and where it differs from the one given. */
export type RepricedRecord =
  | { readonly reproduced: true; readonly quoteResponse: QuoteResponse }
  | { readonly reproduced: false; readonly reason: string; readonly differences: readonly string[]; readonly quoteResponse?: QuoteResponse };

function withoutWorksheet(quoteResponse: unknown): unknown {
  if (quoteResponse === null || typeof quoteResponse !== "object") return quoteResponse;
  const { worksheet: _worksheet, ...rest } = quoteResponse as Record<string, unknown>;
  return rest;
}

/**
 * Prices a recorded quotation again, from the request as received, with the tables that priced
 * it (the caller finds them by the record's tables hash), with the worksheet unless `explain` is
 * false; and compares
 * every figure of the new quotation with the one answered that day (the worksheet aside, which
 * the day's answer has only when it was asked for). Not reproduced: the pointers that differ.
 *
 * @example
 * const repriced = repriceRecord(record, tables);
 * if (!repriced.reproduced) console.log(record.quoteId, repriced.differences); // ["/grossPrice"]
 */
export function repriceRecord(record: QuoteRecord, tables: RatingTables, options: { readonly explain?: boolean } = {}): RepricedRecord {
  if (record.outcome !== "quoted") return { reproduced: false, reason: "The request was refused; there is no quotation to reproduce.", differences: [] };
  let request: unknown;
  let answered: unknown;
  try {
    request = JSON.parse(record.request);
    answered = (JSON.parse(record.response) as { quoteResponse?: unknown }).quoteResponse;
  } catch {
    return { reproduced: false, reason: "The stored request or response is not JSON.", differences: [] };
  }
  // The movement was asked for (?movement=true) when the answer holds one: price it again too, so that it is compared.
  const movement = answered !== null && typeof answered === "object" && "movement" in answered;
  const result = safeQuote(request, tables, { explain: options.explain ?? true, ...(movement ? { movement: true } : {}) });
  if (!result.success) {
    return { reproduced: false, reason: `The request is now refused: ${result.issues.map((issue) => issue.code).join(", ")}.`, differences: [] };
  }
  // A JSON round trip, so that the new quotation is compared as the client received the old one.
  const repriced = JSON.parse(JSON.stringify(result.data)) as QuoteResponse;
  const differences = differencesOf(withoutWorksheet(answered), withoutWorksheet(repriced));
  if (differences.length > 0) return { reproduced: false, reason: "The quotation differs from the one answered.", differences, quoteResponse: repriced };
  return { reproduced: true, quoteResponse: repriced };
}
