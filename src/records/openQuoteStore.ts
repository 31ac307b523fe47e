import { applyMigrations } from "./applyMigrations.js";
import { createSqlQuoteStore } from "./createSqlQuoteStore.js";
import { openPgliteClient } from "./openPgliteClient.js";
import { openPostgresClient } from "./openPostgresClient.js";
import type { QuoteStore } from "./quoteRecord.js";

/** Where the store lives: a PostgreSQL server, or an embedded PGlite database in a folder. */
export type QuoteStoreLocation = { readonly databaseUrl: string } | { readonly pgliteDir: string };

/**
 * Opens the quote store at a location and brings its schema up to date: PostgreSQL for a
 * connection string, PGlite (embedded, nothing to install) for a folder. Both run the same SQL.
 *
 * @example
 * const store = await openQuoteStore({ databaseUrl: process.env.DATABASE_URL! });
 * const store2 = await openQuoteStore({ pgliteDir: "data/quotes" });
 */
export async function openQuoteStore(location: QuoteStoreLocation): Promise<QuoteStore> {
  const client = "databaseUrl" in location ? await openPostgresClient(location.databaseUrl) : await openPgliteClient(location.pgliteDir);
  try {
    await applyMigrations(client);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return createSqlQuoteStore(client);
}
