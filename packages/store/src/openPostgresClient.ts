import type { SqlClient } from "./sqlClient.js";

/**
 * A `SqlClient` on a PostgreSQL server through a `pg` connection pool (pure JavaScript, no
 * native build). `pg` is loaded only here, so a service on PGlite never loads it.
 *
 * @example
 * const client = await openPostgresClient("postgres://rating@db.internal/rating");
 * await client.query("select $1::int as n", [2]); // [{ n: 2 }]
 */
export async function openPostgresClient(connectionString: string, options: { readonly maxConnections?: number } = {}): Promise<SqlClient> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 4,
    // A database that does not answer fails the write in seconds, so that the service can answer 503
    // (or journal) instead of holding the client's request until its own timeout.
    connectionTimeoutMillis: 3_000,
    query_timeout: 10_000,
  });
  // An idle connection the server dropped (a restart) must not crash the process: the pool replaces it.
  pool.on("error", () => {});
  return {
    query: async (text, parameters = [], options = {}) =>
      (await pool.query({ text, values: [...parameters], ...(options.prepareAs === undefined ? {} : { name: options.prepareAs }) })).rows as Record<string, unknown>[],
    transaction: async (work) => {
      const connection = await pool.connect();
      try {
        await connection.query("begin");
        const result = await work({ query: async (text, parameters = []) => (await connection.query(text, [...parameters])).rows as Record<string, unknown>[] });
        await connection.query("commit");
        return result;
      } catch (error) {
        await connection.query("rollback").catch(() => {});
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
