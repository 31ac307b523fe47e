import type { QuoteRecord } from "./quoteRecord.js";
import { valuesOf } from "./insertStatement.js";

/** A record the database refused for its own content, set aside so that the records of others go on. */
export interface SetAsideRecord {
  readonly record: QuoteRecord;
  /** The database's reason, e.g. `invalid byte sequence for encoding "UTF8": 0x00`. */
  readonly reason: string;
}

/** What a recorder rejects with for a quotation that can never be recorded: the quote handler answers `unrecordable` (a 4xx), never the price. */
export class QuotationNotRecordableError extends Error {
  constructor(readonly unrecordable: { readonly status: 400 | 413; readonly code: "RECORD_NOT_STORABLE" | "RECORD_TOO_LARGE"; readonly detail: string }) {
    super(unrecordable.detail);
    this.name = "QuotationNotRecordableError";
  }
}

/**
 * Whether the database refused a statement for the content of its rows rather than for being
 * unreachable or busy: SQLSTATE class 22 (data exception, e.g. 22021 for a NUL character, which
 * PostgreSQL's text cannot hold), 23 (integrity constraint) or 54 (program limit exceeded).
 * Writing the same rows again can never succeed; writing the others without them can.
 */
export function isRefusedForContent(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^(22|23|54)[0-9A-Z]{3}$/.test(code);
}

/** The message of an error, for a log line. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The texts of a record, as the database stores them: its column values that are text. */
function textsOf(record: QuoteRecord): (string | null)[] {
  return valuesOf(record).filter((value): value is string | null => typeof value === "string" || value === null);
}

/**
 * Why a record cannot be kept, before it is written anywhere, or undefined when it can: a text
 * holding the NUL character (U+0000, which PostgreSQL's text cannot store: the write would fail
 * at the database after the journal had taken it), or texts weighing more than `mostBytes` in
 * UTF-8 (the ceiling on one record: docs/records.md).
 *
 * @example
 * unrecordableProblemOf({ ...record, callerQuoteId: "a\u0000b" }, 1_048_576)?.code; // "RECORD_NOT_STORABLE"
 */
export function unrecordableProblemOf(record: QuoteRecord, mostBytes: number): QuotationNotRecordableError["unrecordable"] | undefined {
  let bytes = 0;
  for (const text of textsOf(record)) {
    if (text === null) continue;
    if (text.includes("\u0000")) {
      return {
        status: 400,
        code: "RECORD_NOT_STORABLE",
        detail: "The request holds the NUL character (U+0000) in a text, which cannot be kept on record; a quotation not on record is not given.",
      };
    }
    bytes += Buffer.byteLength(text, "utf8");
  }
  if (bytes > mostBytes) {
    return {
      status: 413,
      code: "RECORD_TOO_LARGE",
      detail: `The record of this quotation would weigh ${bytes} bytes, more than the ${mostBytes} one record may weigh; send a smaller request (a shorter id, fewer members, or without explain).`,
    };
  }
  return undefined;
}
