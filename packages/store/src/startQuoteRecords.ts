import type { RecordQuotation } from "pmi-rating/http";
import type { RatingTables } from "pmi-rating";
import { createQuoteJournal, type QuoteJournal } from "./createQuoteJournal.js";
import { createTablesByHash, type TablesByHash } from "./createTablesByHash.js";
import { openQuoteStore } from "./openQuoteStore.js";
import type { QuoteRecord, QuoteStore } from "./quoteRecord.js";
import type { QuoteStoreConfig } from "./readQuoteStoreConfig.js";
import { saveServedTables } from "./saveServedTables.js";
import { createQuotationRecorder } from "./createQuotationRecorder.js";
import { isRefusedForContent } from "./unwritableRecords.js";

/** Log of the quote store's own events: ids and counts only, never a request's content. */
export type QuoteRecordsLog = (level: "info" | "warn" | "error", event: string, fields?: object) => void;

/** The service's open quote records: the store, the quote handler's recorder, the tables by content hash, and how to close them. */
export interface QuoteRecords {
  readonly store: QuoteStore;
  /** The quote handler's `recordQuotation`: every quotation on record before it is answered. */
  readonly recordQuotation: RecordQuotation;
  /** The tables of a content hash on record (the service's own at hand), for `GET {quote path}/{quoteId}?explain=true`. */
  readonly tablesByHash: TablesByHash;
  /** Stops the scheduled purge and catch-up, copies the journal if it can, and closes the database. */
  close(): Promise<void>;
}

/** What the service's records say beyond each quotation. */
export interface QuoteRecordsOptions {
  /** The service prices under PMI_ALLOW_UNAPPROVED_TABLES: every record says so. */
  readonly unapprovedTablesAllowed?: boolean;
}

/** How often a service with a journal tries to copy it to the database. */
const CATCH_UP_INTERVAL_MS = 1_000;

/**
 * The reference service's quote records: opens the store (PostgreSQL at `databaseUrl`, else
 * PGlite in its folder), keeps the tables served, copies a journal left by an earlier run,
 * and schedules the purge of records older than the retention period. With `whenUnavailable:
 * "journal"` a record the database cannot take goes to the local journal (and the quotation is
 * answered), copied to the database as soon as it answers again; with `refuse` the quotation is
 * answered 503. See docs/records.md.
 *
 * @example
 * const records = await startQuoteRecords(config, tables, log);
 * const quote = createQuoteHandler({ tables, authenticate, recordQuotation: records.recordQuotation });
 * const reads = createQuoteRecordHandler({ store: records.store, tablesByHash: records.tablesByHash, authenticate });
 */
export async function startQuoteRecords(
  config: Extract<QuoteStoreConfig, { enabled: true }>,
  tables: RatingTables,
  log: QuoteRecordsLog,
  options: QuoteRecordsOptions = {},
): Promise<QuoteRecords> {
  // A record the database refuses for its content never blocks the journal: moved aside, and said with its quote id.
  const onSetAside = (quoteId: string, reason: string, path: string): void =>
    log("error", "quote-record-set-aside", { quoteId, reason, detail: `the database refuses this record; kept in ${path}, never copied again` });
  const store = await openQuoteStore(
    config.databaseUrl === undefined ? { pgliteDir: config.pgliteDir, journalDir: config.journalDir } : { databaseUrl: config.databaseUrl },
    {
      onInsertFailed: (error) =>
        log("error", "quote-journal-waiting", {
          reason: error instanceof Error ? error.message : String(error),
          detail: "kept in the journal, copied at the next start",
        }),
      onSetAside,
      holder: "a service keeping quote records",
      onStaleLockTakenOver: (stale, lockPath) =>
        log("warn", "quote-store-lock-taken-over", {
          lockPath,
          ...(stale === undefined ? {} : { pid: stale.pid, hostname: stale.hostname, since: stale.since }),
          detail: "the embedded store's lock was left by a process that no longer runs (killed, or its host gone): taken over",
        }),
    },
  );
  for (const changed of await saveServedTables(store, tables)) {
    log("warn", "tables-version-changed", {
      version: changed.version,
      hashes: changed.contents.map((content) => content.hash),
      detail: "this tables version label has been served with different contents: a file changed without a new version",
    });
  }
  // The embedded store writes through its own journal first (openQuoteStore), in the same folder.
  const journal: QuoteJournal | undefined =
    config.whenUnavailable === "journal" && config.databaseUrl !== undefined ? await createQuoteJournal(config.journalDir, { onSetAside }) : undefined;
  let databaseDown = false;
  let catchingUp: Promise<void> | undefined;

  function catchUp(): Promise<void> {
    catchingUp ??= (async () => {
      if (journal === undefined || !journal.hasWaiting) return;
      try {
        const copied = await journal.drainTo(store);
        databaseDown = false;
        if (copied > 0) log("info", "quote-journal-copied", { records: copied });
      } catch (error) {
        log("warn", "quote-journal-waiting", { reason: error instanceof Error ? error.message : String(error) });
      }
    })().finally(() => {
      catchingUp = undefined;
    });
    return catchingUp;
  }

  async function record(quoteRecord: QuoteRecord): Promise<void> {
    if (journal === undefined) return store.record(quoteRecord);
    // While the database is down every record goes straight to the journal, in order.
    if (!databaseDown) {
      try {
        return await store.record(quoteRecord);
      } catch (error) {
        // Refused for its own content: the database is up, and the journal could never hand it on.
        if (isRefusedForContent(error)) throw error;
        if (!databaseDown) log("warn", "quote-store-unavailable", { reason: error instanceof Error ? error.message : String(error), journal: "on" });
        databaseDown = true;
      }
    }
    await journal.append(quoteRecord);
  }

  async function purge(): Promise<void> {
    try {
      const before = new Date(Date.now() - config.retentionDays * 86_400_000).toISOString();
      const deleted = await store.purge(before);
      if (deleted > 0) log("info", "quotes-purged", { deleted, before });
      // Idempotency keys whose window has ended: each row says when its own ends.
      const keysDeleted = await store.purgeIdempotencyKeys(new Date().toISOString());
      if (keysDeleted > 0) log("info", "idempotency-keys-purged", { deleted: keysDeleted });
    } catch (error) {
      log("warn", "quote-purge-failed", { reason: error instanceof Error ? error.message : String(error) });
    }
  }

  await catchUp();
  void purge();
  const purgeTimer = setInterval(() => void purge(), config.purgeIntervalMinutes * 60_000);
  purgeTimer.unref();
  const catchUpTimer = journal === undefined ? undefined : setInterval(() => void catchUp(), CATCH_UP_INTERVAL_MS);
  catchUpTimer?.unref();
  const tablesByHash = createTablesByHash(store, [tables]);

  const recordQuotation = createQuotationRecorder({
    record,
    tablesHash: tables.hash,
    ...(options.unapprovedTablesAllowed === true ? { unapprovedTablesAllowed: true } : {}),
    onRecordFailed: (quoteId, error) => log("error", "quote-not-recorded", { quoteId, reason: error instanceof Error ? error.message : String(error) }),
    onRecordRefused: (quoteId, problem) => log("warn", "quote-record-refused", { quoteId, status: problem.status, code: problem.code }),
    mostRecordBytes: config.mostRecordBytes,
  });

  return {
    store,
    recordQuotation,
    tablesByHash,
    async close() {
      clearInterval(purgeTimer);
      if (catchUpTimer !== undefined) clearInterval(catchUpTimer);
      await catchUp();
      await journal?.close();
      await store.close();
    },
  };
}
