import type { SqlRow } from "./sqlClient.js";

/** What the PGlite thread is started with. */
export interface PgliteWorkerData {
  /** The database's folder (created when missing). */
  readonly dataDir: string;
  /** A new database's files to unpack into a folder that has none (pgliteTemplate.ts), when there is one. */
  readonly templatePath?: string;
}

/** What the `pg` thread is started with. */
export interface PgWorkerData {
  readonly connectionString: string;
  readonly maxConnections: number;
}

/** A message to a database thread (PGlite's or `pg`'s): a statement to run, or the order to close. */
export type SqlWorkerRequest =
  | {
      readonly kind: "query";
      readonly id: number;
      readonly text: string;
      readonly parameters: unknown[];
      /** The name to keep the statement prepared under (`SqlClient.query`'s `prepareAs`). */
      readonly prepareAs?: string;
      /** The transaction the statement belongs to: a pool runs all of one transaction's statements on one connection. */
      readonly transaction?: number;
      /** The transaction's last statement (its commit or rollback): its connection goes back to the pool after it. */
      readonly endsTransaction?: boolean;
    }
  | { readonly kind: "close" };

/** A message from a database thread. */
export type SqlWorkerAnswer =
  | { readonly kind: "ready" }
  | { readonly kind: "failed-to-open"; readonly message: string }
  | { readonly kind: "rows"; readonly id: number; readonly rows: SqlRow[] }
  | { readonly kind: "failed"; readonly id: number; readonly message: string; readonly code?: string }
  | { readonly kind: "closed"; readonly error?: string };
