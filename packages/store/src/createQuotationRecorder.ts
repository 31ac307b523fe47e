import { v7 as uuidv7 } from "uuid";
import type { AnsweredQuotation, RecordQuotation } from "pmi-rating/http";
import type { QuoteRecord } from "./quoteRecord.js";
import { recordOfQuotation } from "./recordOfQuotation.js";
import { DEFAULT_MOST_RECORD_BYTES } from "./readQuoteStoreConfig.js";
import { isRefusedForContent, QuotationNotRecordableError, unrecordableProblemOf } from "./unwritableRecords.js";

/** Keeps a record; resolves once it is durable, rejects when it could not be kept. */
export type QuoteRecorder = (record: QuoteRecord) => Promise<void>;

/** Where `createQuotationRecorder` keeps its records, the tables they were priced with, and whom it tells of a record it could not keep. */
export interface QuotationRecorderOptions {
  /** Where records go (the store, or the store with a local journal behind it). */
  readonly record: QuoteRecorder;
  /** Content hash of the tables set the quote handler prices with. */
  readonly tablesHash: string;
  /** The service prices under PMI_ALLOW_UNAPPROVED_TABLES: every record says so (`unapprovedTablesAllowed`). */
  readonly unapprovedTablesAllowed?: boolean;
  /** Told of every record that could not be kept (with its quote id, never its content). */
  readonly onRecordFailed?: (quoteId: string, error: unknown) => void;
  /** New quote ids (default: UUIDv7). */
  readonly newQuoteId?: () => string;
  /** The most one record may weigh, in bytes (UTF-8) of its texts (default `DEFAULT_MOST_RECORD_BYTES`, 1 MiB). */
  readonly mostRecordBytes?: number;
  /** Told of every quotation refused because its record can never be kept (a client's error, not the store's). */
  readonly onRecordRefused?: (quoteId: string, problem: QuotationNotRecordableError["unrecordable"]) => void;
}

/**
 * The quote handler's `recordQuotation`: gives each answered quotation a quote id (UUIDv7,
 * sortable by time of receipt), keeps its record (the request as received and the answer as
 * given, with the client, the caller's headers and the tables' content hash) and resolves to
 * the id once the record is durable. A record that cannot be kept is told to `onRecordFailed`
 * and rejects, so that the handler does not give the price (503). A record that can never be
 * kept (a NUL character in a text, texts over `mostRecordBytes`, content the database refuses)
 * rejects with `QuotationNotRecordableError` before it is written anywhere: the handler answers
 * its problem (400 `RECORD_NOT_STORABLE`, 413 `RECORD_TOO_LARGE`), never a 503 to retry.
 *
 * @example
 * const handler = createQuoteHandler({ tables, authenticate, recordQuotation: createQuotationRecorder({ record: store.record, tablesHash: tables.hash }) });
 */
export function createQuotationRecorder(options: QuotationRecorderOptions): RecordQuotation {
  const newQuoteId = options.newQuoteId ?? uuidv7;
  return async function recordQuotation(quotation: AnsweredQuotation): Promise<string> {
    const quoteId = newQuoteId();
    const recorded = recordOfQuotation(quotation, quoteId, options.tablesHash);
    const record: QuoteRecord = options.unapprovedTablesAllowed === true ? { ...recorded, unapprovedTablesAllowed: true } : recorded;
    // Refused before it is written anywhere: a journal that took it could never hand it on.
    const unrecordable = unrecordableProblemOf(record, options.mostRecordBytes ?? DEFAULT_MOST_RECORD_BYTES);
    if (unrecordable !== undefined) {
      options.onRecordRefused?.(quoteId, unrecordable);
      throw new QuotationNotRecordableError(unrecordable);
    }
    try {
      await options.record(record);
    } catch (error) {
      // The database refused this record for its content: trying again can never succeed.
      if (isRefusedForContent(error)) {
        const refused = {
          status: 400,
          code: "RECORD_NOT_STORABLE",
          detail: "The request cannot be kept on record as sent; a quotation not on record is not given.",
        } as const;
        options.onRecordRefused?.(quoteId, refused);
        throw new QuotationNotRecordableError(refused);
      }
      options.onRecordFailed?.(quoteId, error);
      throw error;
    }
    return quoteId;
  };
}
