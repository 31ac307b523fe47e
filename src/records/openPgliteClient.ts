import { mkdir } from "node:fs/promises";
import type { SqlClient } from "./sqlClient.js";

/**
 * A `SqlClient` on PGlite (PostgreSQL built to WebAssembly, in this process) keeping its
 * database in `dataDir`, created when missing: the quote store of `npm start` with nothing to
 * install or run beside it. One process at a time may open a folder. PGlite is loaded only here,
 * so a service on PostgreSQL never loads it.
 *
 * @example
 * const client = await openPgliteClient("data/quotes");
 * await client.query("select 1 as one"); // [{ one: 1 }]
 */
export async function openPgliteClient(dataDir: string): Promise<SqlClient> {
  await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const database = await PGlite.create(dataDir);
  return {
    query: async (text, parameters = []) => (await database.query<Record<string, unknown>>(text, [...parameters])).rows,
    transaction: (work) =>
      database.transaction((transaction) =>
        work({ query: async (text, parameters = []) => (await transaction.query<Record<string, unknown>>(text, [...parameters])).rows }),
      ),
    close: () => database.close(),
  };
}
