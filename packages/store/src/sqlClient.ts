/** A row of a query's result, by column name. */
export type SqlRow = Record<string, unknown>;

/**
 * The little the quote store needs of a database connection: a parameterised query and a
 * transaction. Two implementations: PostgreSQL through `pg`, and PGlite in a local folder; both
 * speak PostgreSQL's SQL, so the store has one dialect and one set of migrations.
 */
export interface SqlClient {
  /**
   * Runs one statement with `$1`-style parameters; resolves to its rows. `prepareAs` names a
   * statement run again and again with the same text: a server that can keeps it parsed and
   * planned under that name (per connection) instead of planning it on every call.
   */
  query(text: string, parameters?: readonly unknown[], options?: { readonly prepareAs?: string }): Promise<SqlRow[]>;
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (client: Pick<SqlClient, "query">) => Promise<T>): Promise<T>;
  /** Closes the connection (or pool). */
  close(): Promise<void>;
}
