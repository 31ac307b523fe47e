import { applyMigrations } from "./applyMigrations.js";
import { createSqlQuoteStore } from "./createSqlQuoteStore.js";
import { openPgliteClient } from "./openPgliteClient.js";
import { openPostgresClient } from "./openPostgresClient.js";
import type { QuoteStore } from "./quoteRecord.js";

/** Where the store lives: a PostgreSQL server, or an embedded PGlite database in a folder. */
export type QuoteStoreLocation = { readonly databaseUrl: string } | { readonly pgliteDir: string };

/**
 * Inserts under way at once, by database. PostgreSQL commits on several connections at once and
 * shares their log flushes, so a third insert under way shortens each answer's wait for its
 * commit (higher requests/s in eight paired rounds of nine, most where the cores were busiest). PGlite runs one statement at a time in
 * its thread: a second insert waits there, ready the moment the first commits, but a third only
 * splits the records into smaller commits, and PGlite's cost is mostly per commit (lower in
 * three of three). docs/performance.md, "Quote store", 2026-11-28, later.
 */
const POSTGRES_INSERTS_IN_FLIGHT = 3;
const PGLITE_INSERTS_IN_FLIGHT = 2;
/** One connection more than the inserts, so that a read (a record asked for, a purge) need not wait for a commit. */
const POSTGRES_CONNECTIONS = POSTGRES_INSERTS_IN_FLIGHT + 1;

/**
 * Opens the quote store at a location and brings its schema up to date: PostgreSQL for a
 * connection string, PGlite (embedded, nothing to install) for a folder. Both run the same SQL.
 *
 * @example
 * const store = await openQuoteStore({ databaseUrl: process.env.DATABASE_URL! });
 * const store2 = await openQuoteStore({ pgliteDir: "data/quotes" });
 */
export async function openQuoteStore(location: QuoteStoreLocation): Promise<QuoteStore> {
  const onPostgres = "databaseUrl" in location;
  const client = onPostgres ? await openPostgresClient(location.databaseUrl, { maxConnections: POSTGRES_CONNECTIONS }) : await openPgliteClient(location.pgliteDir);
  try {
    await applyMigrations(client);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return createSqlQuoteStore(client, { insertsInFlight: onPostgres ? POSTGRES_INSERTS_IN_FLIGHT : PGLITE_INSERTS_IN_FLIGHT });
}
