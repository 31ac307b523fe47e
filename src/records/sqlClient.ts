/** A row of a query's result, by column name. */
export type SqlRow = Record<string, unknown>;

/**
 * The little the quote store needs of a database connection: a parameterised query and a
 * transaction. Two implementations: PostgreSQL through `pg`, and PGlite in a local folder; both
 * speak PostgreSQL's SQL, so the store has one dialect and one set of migrations.
 */
export interface SqlClient {
  /** Runs one statement with `$1`-style parameters; resolves to its rows. */
  query(text: string, parameters?: readonly unknown[]): Promise<SqlRow[]>;
  /** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (client: Pick<SqlClient, "query">) => Promise<T>): Promise<T>;
  /** Closes the connection (or pool). */
  close(): Promise<void>;
}
