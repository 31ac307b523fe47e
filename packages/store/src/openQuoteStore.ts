import { dirname, join } from "node:path";
import { applyMigrations } from "./applyMigrations.js";
import { createQuoteJournal } from "./createQuoteJournal.js";
import { createSqlQuoteStore } from "./createSqlQuoteStore.js";
import { ensureWritableFolder } from "./ensureWritableFolder.js";
import { holdStoreLock, type StoreLockHolder } from "./holdStoreLock.js";
import { openPgliteClient } from "./openPgliteClient.js";
import { openPostgresClient } from "./openPostgresClient.js";
import type { QuoteStore } from "./quoteRecord.js";

/**
 * Where the store lives: a PostgreSQL server, or an embedded PGlite database in a folder, with
 * its journal (default: `journal` beside the database's folder, as PMI_DATA_DIR lays them out).
 */
export type QuoteStoreLocation = { readonly databaseUrl: string } | { readonly pgliteDir: string; readonly journalDir?: string };

/**
 * Inserts under way at once on PostgreSQL. It commits on several connections at once and
 * shares their log flushes, so a third insert under way shortens each answer's wait for its
 * commit (higher requests/s in eight paired rounds of nine, most where the cores were busiest).
 * docs/performance.md, "Quote store", 2026-11-28, later.
 */
const POSTGRES_INSERTS_IN_FLIGHT = 3;
/** One connection more than the inserts, so that a read (a record asked for, a purge) need not wait for a commit. */
const POSTGRES_CONNECTIONS = POSTGRES_INSERTS_IN_FLIGHT + 1;

/**
 * PGlite writes behind its journal, one insert at a time (it runs one statement at a time),
 * 128 records an insert: its thread's CPU a record was 156 to 283 µs at 4 records a statement,
 * 39 to 83 µs at 128 (bench/records/measureBatchCost.ts, docs/performance.md "Quote store",
 * ninth part). One size keeps one statement prepared; a record waits at most 100 ms for
 * company, unless a read asks for it first.
 */
const PGLITE_RECORDS_PER_INSERT = 128;
const PGLITE_LONGEST_HOLD_MS = 100;
/** Past this many records waiting for PGlite (some 10 MB), an answer waits for its own record's insert too. */
const PGLITE_MOST_WAITING = 2_000;

/**
 * Opens the quote store at a location and brings its schema up to date: PostgreSQL for a
 * connection string, PGlite (embedded, nothing to install) for a folder. Both run the same SQL.
 * The embedded store writes every record to its journal first and to PGlite behind it; a
 * journal left by a killed process is copied to PGlite here (docs/records.md). The embedded
 * store is one process's at a time: its lock file (`holdStoreLock`) is taken before anything is
 * read, and removed by `close`; while another process holds it, this rejects with
 * `QuoteStoreHeldError`, which names that process.
 *
 * @example
 * const store = await openQuoteStore({ databaseUrl: process.env.DATABASE_URL! });
 * const store2 = await openQuoteStore({ pgliteDir: "data/quotes" });
 */
export async function openQuoteStore(
  location: QuoteStoreLocation,
  options: {
    readonly onInsertFailed?: (error: unknown) => void;
    /** Told of every record of the embedded store's journal that the database refused for its content, moved aside (`QuoteJournal.setAside`). */
    readonly onSetAside?: (quoteId: string, reason: string, path: string) => void;
    /** The embedded store: what opens it, written in its lock file for a process refused meanwhile (default "a process"). */
    readonly holder?: string;
    /** The embedded store: told when the lock left by a process that no longer runs was taken over. */
    readonly onStaleLockTakenOver?: (stale: StoreLockHolder | undefined, lockPath: string) => void;
  } = {},
): Promise<QuoteStore> {
  if ("databaseUrl" in location) {
    const client = await openPostgresClient(location.databaseUrl, { maxConnections: POSTGRES_CONNECTIONS });
    try {
      await applyMigrations(client);
      return createSqlQuoteStore(client, { insertsInFlight: POSTGRES_INSERTS_IN_FLIGHT });
    } catch (error) {
      await client.close().catch(() => {});
      throw error;
    }
  }
  // A folder the process may not write is said as such (naming PMI_DATA_DIR), before the lock beside it is tried.
  await ensureWritableFolder(location.pgliteDir, "PMI_DATA_DIR");
  // One process at a time: the database's folder and its journal are this process's until it closes the store.
  const lock = await holdStoreLock(location.pgliteDir, {
    holder: options.holder ?? "a process",
    ...(options.onStaleLockTakenOver === undefined ? {} : { onStaleTakenOver: options.onStaleLockTakenOver }),
  });
  try {
    const store = await openPglite(location, options);
    return {
      ...store,
      async close() {
        try {
          await store.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** The embedded store, its lock held: PGlite with its journal first. */
async function openPglite(
  location: { readonly pgliteDir: string; readonly journalDir?: string },
  options: { readonly onInsertFailed?: (error: unknown) => void; readonly onSetAside?: (quoteId: string, reason: string, path: string) => void },
): Promise<QuoteStore> {
  const client = await openPgliteClient(location.pgliteDir);
  try {
    await applyMigrations(client);
    // As durable as PGlite's own commits (fsync off): a killed process loses nothing written, a
    // machine losing power may lose the last records. A flush to disk before every answer made
    // the service wait for the disk, not the CPU (docs/performance.md, "Quote store", ninth part).
    const journal = await createQuoteJournal(location.journalDir ?? join(dirname(location.pgliteDir), "journal"), {
      flushToDisk: false,
      ...(options.onSetAside === undefined ? {} : { onSetAside: options.onSetAside }),
    });
    const store = createSqlQuoteStore(client, {
      insertsInFlight: 1,
      journalFirst: {
        journal,
        recordsPerInsert: PGLITE_RECORDS_PER_INSERT,
        longestHoldMs: PGLITE_LONGEST_HOLD_MS,
        mostWaiting: PGLITE_MOST_WAITING,
        ...(options.onInsertFailed === undefined ? {} : { onInsertFailed: options.onInsertFailed }),
      },
    });
    await journal.drainTo(store);
    return store;
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
}
