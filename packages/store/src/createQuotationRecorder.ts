import { v7 as uuidv7 } from "uuid";
import type { AnsweredQuotation, RecordQuotation } from "pmi-rating/http";
import type { QuoteRecord } from "./quoteRecord.js";
import { recordOfQuotation } from "./recordOfQuotation.js";

/** Keeps a record; resolves once it is durable, rejects when it could not be kept. */
export type QuoteRecorder = (record: QuoteRecord) => Promise<void>;

/** Where `createQuotationRecorder` keeps its records, the tables they were priced with, and whom it tells of a record it could not keep. */
export interface QuotationRecorderOptions {
  /** Where records go (the store, or the store with a local journal behind it). */
  readonly record: QuoteRecorder;
  /** Content hash of the tables set the quote handler prices with. */
  readonly tablesHash: string;
  /** Told of every record that could not be kept (with its quote id, never its content). */
  readonly onRecordFailed?: (quoteId: string, error: unknown) => void;
  /** New quote ids (default: UUIDv7). */
  readonly newQuoteId?: () => string;
}

/**
 * The quote handler's `recordQuotation`: gives each answered quotation a quote id (UUIDv7,
 * sortable by time of receipt), keeps its record (the request as received and the answer as
 * given, with the client, the caller's headers and the tables' content hash) and resolves to
 * the id once the record is durable. A record that cannot be kept is told to `onRecordFailed`
 * and rejects, so that the handler does not give the price.
 *
 * @example
 * const handler = createQuoteHandler({ tables, authenticate, recordQuotation: createQuotationRecorder({ record: store.record, tablesHash: tables.hash }) });
 */
export function createQuotationRecorder(options: QuotationRecorderOptions): RecordQuotation {
  const newQuoteId = options.newQuoteId ?? uuidv7;
  return async function recordQuotation(quotation: AnsweredQuotation): Promise<string> {
    const quoteId = newQuoteId();
    try {
      await options.record(recordOfQuotation(quotation, quoteId, options.tablesHash));
    } catch (error) {
      options.onRecordFailed?.(quoteId, error);
      throw error;
    }
    return quoteId;
  };
}
