import { StringDecoder } from "node:string_decoder";
import type { RatingTables } from "pmi-rating";
import { bookLinesOf } from "./bookLinesOf.js";
import type { ImpactBatch } from "./ImpactBatch.js";
import { ImpactBatchCollector, type ImpactBatchOptions } from "./ImpactBatchCollector.js";
import { policyOutcomeOf } from "./policyOutcomeOf.js";
import type { PolicyPricing } from "./policyPricing.js";
import { pricePolicyLine } from "./pricePolicyLine.js";
import type { OverlongLine } from "./readBookBatches.js";

/**
 * Prices a batch of a book's bytes (whole lines, `readBookBatches`) with both sets of tables and
 * summarises it for the report: what a pricing thread does with each batch. Blank lines are
 * skipped but counted, so line numbers are the book's. Decoding happens here, on the pricing
 * thread, not on the main thread that reads the book. A line the reader found over the
 * maximum line length (it stands as a blank line in the bytes) is a failed line with its number.
 *
 * @example
 * priceBookBatch(batch.bytes, batch.firstLine, { from, to }, { basis: "gross", largest: 10, failureSamples: 5, csvRecords: false });
 */
export function priceBookBatch(
  bytes: Uint8Array,
  firstLine: number,
  tables: { readonly from: RatingTables; readonly to: RatingTables },
  options: ImpactBatchOptions,
  overlongLines: readonly OverlongLine[] = [],
): ImpactBatch {
  const collector = new ImpactBatchCollector(options);
  const lines = bookLinesOf(decodedAsReadline(bytes));
  const overlongByLine = new Map(overlongLines.map((overlong) => [overlong.line, overlong]));
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index] as string;
    const line = firstLine + index;
    const overlong = overlongByLine.get(line);
    if (overlong !== undefined) {
      const pricing = overlongPricing(overlong);
      collector.add(pricing, policyOutcomeOf(pricing, options.basis));
      continue;
    }
    if (text.trim() === "") continue;
    const pricing = pricePolicyLine(text, line, tables.from, tables.to, options.segmentBy);
    collector.add(pricing, policyOutcomeOf(pricing, options.basis));
  }
  return collector.batch(lines.length);
}

/**
 * The text node:readline read from these bytes: its StringDecoder holds back an incomplete
 * UTF-8 character at the end and is never ended, so broken bytes ending a book without a
 * final newline are dropped rather than read as U+FFFD. Elsewhere it is plain UTF-8 decoding.
 */
function decodedAsReadline(bytes: Uint8Array): string {
  return new StringDecoder("utf8").write(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

/** A line over the maximum length, failed on both sides: it was never read. */
function overlongPricing({ line, bytes, limit }: OverlongLine): PolicyPricing {
  const failed = {
    ok: false as const,
    reason: `LINE_TOO_LONG: the line is ${bytes} bytes, over the maximum of ${limit} bytes (--max-line-bytes); it was skipped unread`,
  };
  return { line, policyId: `line ${line}`, from: failed, to: failed };
}
