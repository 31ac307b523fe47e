import type { SqlRow } from "./sqlClient.js";

/** What the PGlite thread is started with. */
export interface PgliteWorkerData {
  /** The database's folder (created when missing). */
  readonly dataDir: string;
  /** A new database's files to unpack into a folder that has none (pgliteTemplate.ts), when there is one. */
  readonly templatePath?: string;
}

/** A message to the PGlite thread: a statement to run, or the order to close. */
export type PgliteWorkerRequest =
  | {
      readonly kind: "query";
      readonly id: number;
      readonly text: string;
      readonly parameters: unknown[];
      /** The name to keep the statement prepared under (`SqlClient.query`'s `prepareAs`). */
      readonly prepareAs?: string;
    }
  | { readonly kind: "close" };

/** A message from the PGlite thread. */
export type PgliteWorkerAnswer =
  | { readonly kind: "ready" }
  | { readonly kind: "failed-to-open"; readonly message: string }
  | { readonly kind: "rows"; readonly id: number; readonly rows: SqlRow[] }
  | { readonly kind: "failed"; readonly id: number; readonly message: string; readonly code?: string }
  | { readonly kind: "closed"; readonly error?: string };
