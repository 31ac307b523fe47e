import type { IdempotencyKeyTable } from "./idempotencyKeyTable.js";
import type { SetAsideRecord } from "./unwritableRecords.js";
import type { ErasureReport, ErasureSelection } from "./erasureSelection.js";

/** How a recorded quotation request ended. */
export type QuoteOutcome =
  /** Priced: answered 200 with a quotation. */
  | "quoted"
  /** Refused: answered with the problems of the request (400, 403, 413, 415). */
  | "refused";

/**
 * One quotation request on record, as the service received and answered it. Everything needed
 * to show, years later, what was quoted and why: the request as received, the answer as sent
 * and the tables (by content hash) that priced it.
 */
export interface QuoteRecord {
  /** The service's id of the quote, a UUIDv7: unique, and sortable by time of receipt. */
  readonly quoteId: string;
  /** The caller's own `id` of the request, when it sent one. */
  readonly callerQuoteId: string | null;
  readonly correlationId: string | null;
  /** The `Requesting-System` header. */
  readonly requestingSystem: string | null;
  /** The request's `callingSystem`. */
  readonly callingSystem: string | null;
  /** The authenticated client (token `client_id`, `azp` or `sub`); "" behind a gateway that authenticated. */
  readonly clientId: string;
  /** When the service received the request (ISO 8601, UTC). */
  readonly receivedAt: string;
  /** Label of the tables version that priced the quote (absent for a refusal). */
  readonly tablesVersion: string | null;
  /** Content hash of that version (the response's `tables.hash`). */
  readonly tablesVersionHash: string | null;
  /** Content hash of the whole tables set the service priced with: the key of the stored tables. */
  readonly tablesHash: string;
  /** Whether the worksheet was asked for (`?explain=true`). */
  readonly explain: boolean;
  /** The request body exactly as received (text). */
  readonly request: string;
  /** The HTTP status answered. */
  readonly status: number;
  readonly outcome: QuoteOutcome;
  /** The response body as answered (the quotation, or the problem document). */
  readonly response: string;
  /** The quotation's warnings (JSON array text), "[]" for a refusal. */
  readonly warnings: string;
  /**
   * True when the service priced under PMI_ALLOW_UNAPPROVED_TABLES: its tables need not have been
   * signed off as they were (which versions were not is in the tables on record). Absent: the
   * service priced only tables approved as they are.
   */
  readonly unapprovedTablesAllowed?: true;
}

/** Which records `list` returns, newest first. */
export interface QuoteListFilter {
  /** Only quotes of this calling system. */
  readonly callingSystem?: string;
  /** Only quotes received at or after this instant (ISO 8601). */
  readonly since?: string;
  /** Only quotes received before this instant (ISO 8601). */
  readonly until?: string;
  /** Only quotes of this authenticated client. */
  readonly clientId?: string;
  /** At most this many (default 100). */
  readonly limit?: number;
}

/** A tables set the service has served, kept so that its quotes can be re-priced. */
export interface StoredTables {
  /** The set's content hash (`RatingTables.hash`). */
  readonly hash: string;
  /** Its versions: label and content hash. */
  readonly versions: readonly { readonly version: string; readonly hash: string }[];
  /** When a service first served it (ISO 8601). */
  readonly firstServedAt: string;
}

/** A tables version label served with more than one content: a file changed without a new version. */
export interface ChangedTablesVersion {
  readonly version: string;
  /** Every content hash served under that label, oldest first, with when it was first served. */
  readonly contents: readonly { readonly hash: string; readonly tablesHash: string; readonly firstServedAt: string }[];
}

/**
 * The quote store: where the service keeps every quotation request and answer, every tables
 * set it priced with, and the clients' idempotency keys (`IdempotencyKeyTable`). Backed by
 * PostgreSQL, or by PGlite (the same database built to WebAssembly) in a local folder.
 */
export interface QuoteStore extends IdempotencyKeyTable {
  /**
   * Keeps one new record; resolves once it is durable in the database (records of one moment are
   * written together), or, on the embedded store, in its journal, the database following behind.
   * A quote id already stored fails the write (behind the embedded store's journal it is not
   * stored): a record that may be stored already goes through `recordAll`.
   */
  record(record: QuoteRecord): Promise<void>;
  /**
   * Keeps records that may already be stored (a journal flushed again): each id is stored once.
   * A record the database refuses for its content (a NUL character in a text, say) is not
   * stored and does not keep the others out: it resolves to those records, with the reason.
   */
  recordAll(records: readonly QuoteRecord[]): Promise<readonly SetAsideRecord[]>;
  /** The record of a quote id, or undefined. */
  find(quoteId: string): Promise<QuoteRecord | undefined>;
  /** Records by calling system, client and date, newest first. */
  list(filter?: QuoteListFilter): Promise<QuoteRecord[]>;
  /** Every record received at or after `since` (all when absent), oldest first (by time received, then quote id), a page at a time. */
  replay(options?: { readonly since?: string; readonly pageSize?: number }): AsyncIterable<QuoteRecord>;
  /** How many records were received before `before` (ISO 8601): what `purge(before)` would delete now. */
  countBefore(before: string): Promise<number>;
  /** Deletes every record received before `before` (ISO 8601); resolves to how many. */
  purge(before: string): Promise<number>;
  /** The quote ids an erasure of `selection` would delete (`eraseQuotes`), deleting nothing. */
  findQuotesToErase(selection: ErasureSelection): Promise<ErasureReport>;
  /**
   * Erases a person's records (UK GDPR, the right to erasure): every record of the quote ids
   * given, or with a member of the date of birth and postcode given, deleted whole from the
   * database and from the records set aside beside the embedded store's journal, whose files
   * are emptied into the database first. Resolves to the quote ids erased; rejects with
   * `ErasureSelectionError` for a selection that cannot be used (docs/records.md, "Erasure").
   */
  eraseQuotes(selection: ErasureSelection): Promise<ErasureReport>;
  /** Keeps a tables set by its content hash (once), with its snapshot text; idempotent. */
  saveTables(hash: string, versions: readonly { readonly version: string; readonly hash: string }[], snapshotText: string): Promise<void>;
  /** The snapshot text of a tables set, or undefined. */
  loadTablesSnapshot(hash: string): Promise<string | undefined>;
  /** Every tables set on record, oldest first. */
  listTables(): Promise<StoredTables[]>;
  /** Every version label served with more than one content hash. */
  findChangedTablesVersions(): Promise<ChangedTablesVersion[]>;
  /** Answers when the database answers; rejects when it cannot be reached. */
  ping(): Promise<void>;
  /** Waits for pending writes, then closes the connection. */
  close(): Promise<void>;
}
