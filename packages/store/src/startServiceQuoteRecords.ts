import type { IdempotencyKeys, RecordQuotation } from "pmi-rating/http";
import type { TokenVerifier } from "pmi-rating/http";
import type { FailureLimiter } from "pmi-rating/http";
import type { FetchHandler } from "pmi-rating/http";
import { pathAndSearchOfUrl } from "pmi-rating/http";
import type { Tarpit } from "pmi-rating/http";
import { QUOTE_PATH } from "pmi-rating/http";
import type { RequestLogger } from "pmi-rating/http";
import type { RatingTables } from "pmi-rating";
import { createQuoteRecordHandler } from "./createQuoteRecordHandler.js";
import { createStoredIdempotencyKeys } from "./createStoredIdempotencyKeys.js";
import type { IdempotencyKeyTable } from "./idempotencyKeyTable.js";
import { readQuoteStoreConfig, type QuoteStoreConfig } from "./readQuoteStoreConfig.js";
import { startQuoteRecords, type QuoteRecords, type QuoteRecordsLog, type QuoteRecordsOptions } from "./startQuoteRecords.js";
import { trackOpening } from "./trackOpening.js";

/** The quote records as the reference service uses them, whether the store is on or off. */
export interface ServiceQuoteRecords {
  /** On: the quote handler's `recordQuotation` (every quotation on record before it is answered). Off: absent. */
  readonly recordQuotation?: RecordQuotation;
  /**
   * On: the quote handler's `idempotencyKeys`, kept in the store (shared by every process on one
   * PostgreSQL; a key is reserved there before its request is priced). Off: absent.
   */
  readonly idempotencyKeys?: IdempotencyKeys;
  /** Off: the operations unchanged. On: `GET .../quote/{quoteId}` added. */
  wrap(
    operations: FetchHandler,
    options: {
      readonly authenticate?: TokenVerifier;
      readonly logger?: RequestLogger;
      readonly onError?: (error: unknown) => void;
      /** The quotation's refused-token limiter, so that reading records counts against the same limit. */
      readonly failedAuthenticationLimit?: FailureLimiter;
      readonly tarpit?: Tarpit;
    },
  ): FetchHandler;
  /** Resolves once the store is open (at once when off); rejects with `QuoteStoreOpenError` when it cannot be opened. */
  readonly opened: Promise<void>;
  /** Whether the store is open (always, when off): the service is ready. */
  isOpen(): boolean;
  /** Closes the store once its opening has settled. */
  close(): Promise<void>;
}

/** The configuration of the quote store cannot be used; every problem is listed. */
export class QuoteStoreConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`pmi-rating: the quote store configuration is not usable:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "QuoteStoreConfigError";
  }
}

/** The quote store could not be opened: a service told to keep its quotes does not run without it. */
export class QuoteStoreOpenError extends Error {
  constructor(where: string, cause: unknown) {
    super(
      `pmi-rating: the quote store, ${where}, could not be opened: ${cause instanceof Error ? cause.message : String(cause)}\n` +
        "The service does not run without somewhere to keep its quotes (docs/records.md); PMI_QUOTE_STORE=off keeps none.",
      { cause },
    );
    this.name = "QuoteStoreOpenError";
  }
}

/** How the service opens its records; a test gives one that opens when it says. */
export type StartQuoteRecords = (
  config: Extract<QuoteStoreConfig, { enabled: true }>,
  tables: RatingTables,
  log: QuoteRecordsLog,
  options?: QuoteRecordsOptions,
) => Promise<QuoteRecords>;

/** How long a request waits for the store to open, and how the store is opened. */
export interface ServiceQuoteRecordsOptions {
  /**
   * Longest time a request waits for a store still opening (the service's request timeout):
   * a quotation is then answered 503 `QUOTE_NOT_RECORDED`, never priced unrecorded.
   */
  readonly waitMs: number;
  /** Default: `startQuoteRecords`. */
  readonly start?: StartQuoteRecords;
  /** How long an idempotency key's first answer is given again (default 24 hours; the service's `PMI_IDEMPOTENCY_WINDOW_HOURS`). */
  readonly idempotencyWindowMs?: number;
  /** The idempotency keys' clock (default the system's): a test moves it past the window. */
  readonly now?: () => Date;
  /** The service prices under PMI_ALLOW_UNAPPROVED_TABLES: every record says so. */
  readonly unapprovedTablesAllowed?: boolean;
}

/**
 * The reference service's quote records from its environment (docs/records.md): off, or the
 * store being opened, migrated and given the tables served, in the background, so that the
 * service listens meanwhile. Until it is open a quotation is priced and waits for its record,
 * and a record read waits for the store, each for at most `waitMs`. Throws
 * `QuoteStoreConfigError` at once for a configuration that cannot be used; `opened` rejects
 * with `QuoteStoreOpenError` when the database cannot be opened, and the service then stops:
 * a service told to keep its quotes does not run without somewhere to keep them.
 *
 * @example
 * const records = startServiceQuoteRecords(process.env, true, tables, log, { waitMs: 30_000 });
 * const quote = createQuoteHandler({ tables, authenticate, ...(records.recordQuotation === undefined ? {} : { recordQuotation: records.recordQuotation }) });
 * const handler = records.wrap(quote, { authenticate });
 * await records.opened; // ready
 */
export function startServiceQuoteRecords(
  env: Readonly<Record<string, string | undefined>>,
  defaultEnabled: boolean,
  tables: RatingTables,
  log: QuoteRecordsLog,
  options: ServiceQuoteRecordsOptions,
): ServiceQuoteRecords {
  const read = readQuoteStoreConfig(env, { defaultEnabled });
  if (!read.ok) throw new QuoteStoreConfigError(read.problems);
  if (!read.config.enabled) return { wrap: (operations) => operations, opened: Promise.resolve(), isOpen: () => true, close: async () => {} };
  const config = read.config;
  const database = config.databaseUrl === undefined ? `PGlite in ${config.pgliteDir}` : "PostgreSQL (DATABASE_URL)";
  const started = performance.now();
  const opening = trackOpening(
    (options.start ?? startQuoteRecords)(config, tables, log, { unapprovedTablesAllowed: options.unapprovedTablesAllowed === true }).then(
      (records) => {
        log("info", "quote-store", {
          database,
          retentionDays: config.retentionDays,
          whenUnavailable: config.whenUnavailable,
          openedInMs: Math.round(performance.now() - started),
        });
        return records;
      },
      (error: unknown) => {
        log("error", "quote-store-failed", { database, reason: error instanceof Error ? error.message : String(error) });
        throw new QuoteStoreOpenError(database, error);
      },
    ),
  );
  const stillOpening = () => new Error(`The quote store (${database}) is still opening.`);
  const records = () => opening.within(options.waitMs, stillOpening);
  const recordPrefix = `${QUOTE_PATH}/`;
  const opened = opening.opened.then(() => undefined);
  // Awaited by the service, which stops on it; marked handled for any other holder.
  opened.catch(() => {});

  const openRecords = async () => opening.current() ?? records();
  // The store's keys, each statement waiting for the store to open as a record does.
  const keysOfStore: IdempotencyKeyTable = {
    reserveIdempotencyKey: async (claim) => (await openRecords()).store.reserveIdempotencyKey(claim),
    completeIdempotencyKey: async (...args) => (await openRecords()).store.completeIdempotencyKey(...args),
    releaseIdempotencyKey: async (...args) => (await openRecords()).store.releaseIdempotencyKey(...args),
    purgeIdempotencyKeys: async (before) => (await openRecords()).store.purgeIdempotencyKeys(before),
  };
  const idempotencyKeys = createStoredIdempotencyKeys({
    table: keysOfStore,
    ...(options.idempotencyWindowMs === undefined ? {} : { windowMs: options.idempotencyWindowMs }),
    ...(options.now === undefined ? {} : { now: options.now }),
    onFailed: (action, error) => log("warn", "idempotency-key-failed", { action, reason: error instanceof Error ? error.message : String(error) }),
  });

  return {
    idempotencyKeys,
    async recordQuotation(quotation) {
      let open = opening.current();
      if (open === undefined) {
        try {
          open = await records();
        } catch (error) {
          // No quote id yet: the price is not given (503), and the log says why.
          log("warn", "quote-not-recorded", { reason: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      }
      return open.recordQuotation(quotation);
    },
    wrap(operations, handlerOptions) {
      // Built at once: a record read before the store is open waits for it, as a quotation does.
      const recordHandler = createQuoteRecordHandler({
        store: { find: async (quoteId) => (await records()).store.find(quoteId) },
        tablesByHash: async (hash) => (await records()).tablesByHash(hash),
        ...(handlerOptions.authenticate === undefined ? {} : { authenticate: handlerOptions.authenticate }),
        ...(handlerOptions.logger === undefined ? {} : { logger: handlerOptions.logger }),
        ...(handlerOptions.onError === undefined ? {} : { onError: handlerOptions.onError }),
        ...(handlerOptions.failedAuthenticationLimit === undefined ? {} : { failedAuthenticationLimit: handlerOptions.failedAuthenticationLimit }),
        ...(handlerOptions.tarpit === undefined ? {} : { tarpit: handlerOptions.tarpit }),
      });
      return (request, connection) =>
        pathAndSearchOfUrl(request.url).path.startsWith(recordPrefix) ? recordHandler(request, connection) : operations(request, connection);
    },
    opened,
    isOpen: () => opening.current() !== undefined,
    async close() {
      const open = await opening.opened.catch(() => undefined);
      await open?.close().catch((error: unknown) => log("warn", "quote-store-close-failed", { reason: error instanceof Error ? error.message : String(error) }));
    },
  };
}
