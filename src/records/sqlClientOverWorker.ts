import type { Worker } from "node:worker_threads";
import type { SqlClient, SqlRow } from "./sqlClient.js";
import type { SqlWorkerAnswer, SqlWorkerRequest } from "./sqlWorkerMessages.js";

interface Pending {
  readonly resolve: (rows: SqlRow[]) => void;
  readonly reject: (error: unknown) => void;
}

/** The database's error as the thread reported it: its message and, when it has one, its code (PostgreSQL's SQLSTATE). */
function errorOf(answer: { readonly message: string; readonly code?: string }): Error {
  return Object.assign(new Error(answer.message), answer.code === undefined ? {} : { code: answer.code });
}

/**
 * The main thread's half of a database that runs in a worker thread (pgliteWorker.ts,
 * pgWorker.ts): statements are posted as messages and their rows or errors come back, so that
 * encoding, writing and parsing run off the service's event loop. Resolves once the thread says
 * it is ready (`where`, when given, names the database in the error if it cannot open). When the thread ends, every statement waiting fails, and so does every later one.
 * `oneConnection`: the thread has a single connection (PGlite), so a transaction holds it and
 * other statements wait until it ends; else (a pool) a transaction's statements carry its id and
 * the thread keeps them on one connection while the others go on beside it.
 *
 * @example
 * const client = await sqlClientOverWorker(new Worker(new URL("./pgWorker.js", import.meta.url), { workerData }), {
 *   name: "PostgreSQL",
 *   oneConnection: false,
 * });
 * await client.query("select 1 as one"); // [{ one: 1 }]
 */
export async function sqlClientOverWorker(
  worker: Worker,
  options: { readonly name: string; readonly where?: string; readonly oneConnection: boolean },
): Promise<SqlClient> {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;
  let onClosed: ((error?: string) => void) | undefined;

  const opened = new Promise<void>((resolve, reject) => {
    worker.on("message", (answer: SqlWorkerAnswer) => {
      if (answer.kind === "ready") resolve();
      else if (answer.kind === "failed-to-open")
        reject(new Error(`${options.name}${options.where === undefined ? "" : ` in ${options.where}`} could not be opened: ${answer.message}`));
      else if (answer.kind === "closed") onClosed?.(answer.error);
      else {
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if (answer.kind === "rows") waiting?.resolve(answer.rows);
        else waiting?.reject(errorOf(answer));
      }
    });
    const ended = (error: Error) => {
      failure ??= error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      onClosed?.();
    };
    worker.on("error", ended);
    worker.on("exit", (code) => ended(new Error(`${options.name}'s thread ended (exit code ${code}).`)));
  });
  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  function send(
    text: string,
    parameters: readonly unknown[] = [],
    extra: { readonly prepareAs?: string; readonly transaction?: number; readonly endsTransaction?: boolean } = {},
  ): Promise<SqlRow[]> {
    if (failure !== undefined) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ kind: "query", id, text, parameters: [...parameters], ...extra } satisfies SqlWorkerRequest);
    });
  }

  // With one connection, held by a transaction from its begin to its end: other statements wait, so that none runs inside it.
  let held: Promise<void> | undefined;
  let nextTransaction = 1;

  return {
    async query(text, parameters, queryOptions) {
      while (held !== undefined) await held;
      return send(text, parameters, queryOptions?.prepareAs === undefined ? {} : { prepareAs: queryOptions.prepareAs });
    },
    async transaction(work) {
      while (held !== undefined) await held;
      let release = () => {};
      if (options.oneConnection) held = new Promise((resolve) => (release = resolve));
      const transaction = nextTransaction++;
      try {
        // A begin that failed is ended too, so that a pool's thread gives its connection back.
        try {
          await send("begin", [], { transaction });
          const result = await work({ query: (text, parameters) => send(text, parameters, { transaction }) });
          await send("commit", [], { transaction, endsTransaction: true });
          return result;
        } catch (error) {
          await send("rollback", [], { transaction, endsTransaction: true }).catch(() => {});
          throw error;
        }
      } finally {
        if (options.oneConnection) held = undefined;
        release();
      }
    },
    async close() {
      if (failure === undefined) {
        const closed = new Promise<string | undefined>((resolve) => (onClosed = resolve));
        worker.postMessage({ kind: "close" } satisfies SqlWorkerRequest);
        const error = await closed;
        failure = new Error(`${options.name} is closed.`);
        await worker.terminate();
        if (error !== undefined) throw new Error(`${options.name} did not close cleanly: ${error}`);
      }
    },
  };
}
