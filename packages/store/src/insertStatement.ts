import type { QuoteRecord } from "./quoteRecord.js";

/** The columns of `quote_records`, in the order of `QuoteRecord`'s fields below. */
const COLUMNS = [
  "quote_id",
  "caller_quote_id",
  "correlation_id",
  "requesting_system",
  "calling_system",
  "client_id",
  "received_at",
  "tables_version",
  "tables_version_hash",
  "tables_hash",
  "explain",
  "request",
  "status",
  "outcome",
  "response",
  "warnings",
  "unapproved_tables_allowed",
] as const;

/** The record's values in the order of `quote_records`' columns above. */
export function valuesOf(record: QuoteRecord): unknown[] {
  return [
    record.quoteId,
    record.callerQuoteId,
    record.correlationId,
    record.requestingSystem,
    record.callingSystem,
    record.clientId,
    record.receivedAt,
    record.tablesVersion,
    record.tablesVersionHash,
    record.tablesHash,
    record.explain,
    record.request,
    record.status,
    record.outcome,
    record.response,
    record.warnings,
    record.unapprovedTablesAllowed === true,
  ];
}

/**
 * One insert of several records into `quote_records`, its text and parameters. `skipStored`: a
 * record already stored (same quote id) is left as it is, for records that may have been
 * written before (a journal copied again); without it such a record fails the insert. Skipping
 * is PostgreSQL's speculative insertion, an extra lock and log record a row, which new records
 * (a quote id made for each request) need not pay.
 *
 * @example
 * const { text, parameters } = insertStatement([record], false);
 * await client.query(text, parameters); // insert into quote_records (quote_id, ...) values ($1, ...)
 */
export function insertStatement(records: readonly QuoteRecord[], skipStored: boolean): { text: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const rows = records.map((record) => {
    const placeholders = valuesOf(record).map((value) => {
      parameters.push(value);
      return `$${parameters.length}`;
    });
    return `(${placeholders.join(", ")})`;
  });
  return { text: `insert into quote_records (${COLUMNS.join(", ")}) values ${rows.join(", ")}${skipStored ? " on conflict (quote_id) do nothing" : ""}`, parameters };
}
