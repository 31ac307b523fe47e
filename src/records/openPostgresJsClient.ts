import type { SqlClient } from "./sqlClient.js";

/**
 * A `SqlClient` on a PostgreSQL server through `postgres` (porsager), trial beside `pg`.
 *
 * @example
 * const client = await openPostgresJsClient("postgres://rating@db.internal/rating");
 * await client.query("select $1::int as n", [2]); // [{ n: 2 }]
 */
export async function openPostgresJsClient(connectionString: string, options: { readonly maxConnections?: number } = {}): Promise<SqlClient> {
  const { default: postgres } = await import("postgres");
  const sql = postgres(connectionString, {
    max: options.maxConnections ?? 4,
    connect_timeout: 3,
    fetch_types: false,
    onnotice: () => {},
  });
  type Values = Parameters<typeof sql.unsafe>[1];
  return {
    query: async (text, parameters = [], queryOptions = {}) => await sql.unsafe(text, parameters as Values, { prepare: queryOptions.prepareAs !== undefined }),
    transaction: async (work) =>
      (await sql.begin((transaction) => work({ query: async (text, parameters = []) => await transaction.unsafe(text, parameters as Values) }))) as Awaited<
        ReturnType<typeof work>
      >,
    close: () => sql.end({ timeout: 5 }),
  };
}
