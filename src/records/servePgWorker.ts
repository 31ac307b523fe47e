import type { MessagePort } from "node:worker_threads";
import type { PoolClient } from "pg";
import { failedAnswerOf } from "./failedAnswerOf.js";
import type { SqlRow } from "./sqlClient.js";
import type { PgWorkerData, SqlWorkerAnswer, SqlWorkerRequest } from "./sqlWorkerMessages.js";

/**
 * Answers the main thread's statements (sqlClientOverWorker.ts) from a `pg` pool in this thread,
 * so that encoding each statement, writing it to the socket and parsing the answer leave the
 * service's event loop. A transaction's statements, marked with its id, run on one connection
 * checked out at its first and given back after its last.
 *
 * @example
 * // In the thread (pgWorker.ts):
 * await servePgWorker(parentPort, workerData as PgWorkerData);
 */
export async function servePgWorker(port: MessagePort, data: PgWorkerData): Promise<void> {
  const post = (answer: SqlWorkerAnswer) => port.postMessage(answer);
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: data.connectionString,
    max: data.maxConnections,
    // A database that does not answer fails the write in seconds, so that the service can answer 503
    // (or journal) instead of holding the client's request until its own timeout.
    connectionTimeoutMillis: 3_000,
    query_timeout: 10_000,
  });
  // An idle connection the server dropped (a restart) must not end the thread: the pool replaces it.
  pool.on("error", () => {});
  const transactions = new Map<number, Promise<PoolClient>>();

  async function inTransaction(request: Extract<SqlWorkerRequest, { kind: "query" }> & { readonly transaction: number }): Promise<SqlRow[]> {
    const pinned = transactions.get(request.transaction) ?? pool.connect();
    transactions.set(request.transaction, pinned);
    if (request.endsTransaction === true) transactions.delete(request.transaction);
    const connection = await pinned;
    try {
      const rows = (await connection.query(request.text, request.parameters)).rows as SqlRow[];
      if (request.endsTransaction === true) connection.release();
      return rows;
    } catch (error) {
      // A connection whose commit or rollback failed is in no known state: the pool drops it.
      if (request.endsTransaction === true) connection.release(error instanceof Error ? error : true);
      throw error;
    }
  }

  port.on("message", (request: SqlWorkerRequest) => {
    if (request.kind === "close") {
      pool.end().then(
        () => post({ kind: "closed" }),
        (error: unknown) => post({ kind: "closed", error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    }
    const { transaction } = request;
    const rows =
      transaction === undefined
        ? pool
            .query({ text: request.text, values: request.parameters, ...(request.prepareAs === undefined ? {} : { name: request.prepareAs }) })
            .then((result) => result.rows as SqlRow[])
        : inTransaction({ ...request, transaction });
    rows.then(
      (rows) => post({ kind: "rows", id: request.id, rows }),
      (error: unknown) => post(failedAnswerOf(request.id, error)),
    );
  });
  post({ kind: "ready" });
}
