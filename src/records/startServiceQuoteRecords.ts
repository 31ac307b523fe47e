import type { RecordQuotation } from "../http/answeredQuotation.js";
import type { TokenVerifier } from "../http/authentication.js";
import type { FetchHandler } from "../http/createQuoteHandler.js";
import type { RequestLogger } from "../http/requestLog.js";
import type { RatingTables } from "../tables/types.js";
import { readQuoteStoreConfig } from "./readQuoteStoreConfig.js";
import { startQuoteRecords, type QuoteRecordsLog } from "./startQuoteRecords.js";

/** The quote records as the reference service uses them, whether the store is on or off. */
export interface ServiceQuoteRecords {
  /** On: the quote handler's `recordQuotation` (every quotation on record before it is answered). Off: absent. */
  readonly recordQuotation?: RecordQuotation;
  /** Off: the operations unchanged. On: `GET .../quote/{quoteId}` added. */
  wrap(
    operations: FetchHandler,
    options: { readonly authenticate?: TokenVerifier; readonly logger?: RequestLogger; readonly onError?: (error: unknown) => void },
  ): FetchHandler;
  close(): Promise<void>;
}

/** The configuration of the quote store cannot be used; every problem is listed. */
export class QuoteStoreConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`pmi-rating: the quote store configuration is not usable:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "QuoteStoreConfigError";
  }
}

/**
 * The reference service's quote records from its environment (docs/records.md): off, or the
 * store opened, migrated and holding the tables served. Throws `QuoteStoreConfigError` for a
 * configuration that cannot be used, and the database's error when it cannot be opened: a
 * service told to keep its quotes does not start without somewhere to keep them.
 *
 * @example
 * const records = await startServiceQuoteRecords(process.env, true, tables, log);
 * const quote = createQuoteHandler({ tables, authenticate, ...(records.recordQuotation === undefined ? {} : { recordQuotation: records.recordQuotation }) });
 * const handler = records.wrap(quote, { authenticate });
 */
export async function startServiceQuoteRecords(
  env: Readonly<Record<string, string | undefined>>,
  defaultEnabled: boolean,
  tables: RatingTables,
  log: QuoteRecordsLog,
): Promise<ServiceQuoteRecords> {
  const read = readQuoteStoreConfig(env, { defaultEnabled });
  if (!read.ok) throw new QuoteStoreConfigError(read.problems);
  if (!read.config.enabled) return { wrap: (operations) => operations, close: async () => {} };
  const config = read.config;
  const records = await startQuoteRecords(config, tables, log);
  log("info", "quote-store", {
    database: config.databaseUrl === undefined ? `PGlite in ${config.pgliteDir}` : "PostgreSQL (DATABASE_URL)",
    retentionDays: config.retentionDays,
    whenUnavailable: config.whenUnavailable,
  });
  return {
    recordQuotation: records.recordQuotation,
    wrap: (operations, options) => records.wrap(operations, options),
    close: () => records.close().catch((error: unknown) => log("warn", "quote-store-close-failed", { reason: error instanceof Error ? error.message : String(error) })),
  };
}
