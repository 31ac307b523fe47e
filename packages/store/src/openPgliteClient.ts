import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { ensureWritableFolder } from "./ensureWritableFolder.js";
import { installedPgliteVersion, pgliteTemplateName } from "./pgliteTemplate.js";
import type { PgliteWorkerAnswer, PgliteWorkerData, PgliteWorkerRequest } from "./pgliteWorkerMessages.js";
import type { SqlClient, SqlRow } from "./sqlClient.js";

interface Pending {
  readonly resolve: (rows: SqlRow[]) => void;
  readonly reject: (error: unknown) => void;
}

/** The database's error as thrown by PGlite: its message and, when it has one, PostgreSQL's SQLSTATE code. */
function errorOf(answer: { readonly message: string; readonly code?: string }): Error {
  return Object.assign(new Error(answer.message), answer.code === undefined ? {} : { code: answer.code });
}

/**
 * A `SqlClient` on PGlite (PostgreSQL built to WebAssembly) keeping its database in `dataDir`,
 * created when missing: the quote store of `npm start` with nothing to install or run beside
 * it. PGlite runs in a worker thread of its own (pgliteWorker.ts): its queries, commits and
 * disk flushes would otherwise run on the service's event loop, between the quotations it
 * prices. Like a single PostgreSQL connection, statements run in the order sent; a transaction
 * holds the connection until it ends. One process at a time may open a folder. A folder with
 * no database yet is unpacked from `templatePath` (default: the template the build puts beside
 * the built worker, pgliteTemplate.ts) when there is one, else made by PGlite's initdb.
 *
 * @example
 * const client = await openPgliteClient("data/quotes");
 * await client.query("select 1 as one"); // [{ one: 1 }]
 * await client.close();
 */
export async function openPgliteClient(dataDir: string, options: { readonly templatePath?: string } = {}): Promise<SqlClient> {
  await ensureWritableFolder(dataDir, "PMI_DATA_DIR");
  // The built package has a new database's files beside its worker; the sources have none.
  const templatePath =
    options.templatePath ?? (import.meta.url.endsWith(".ts") ? undefined : fileURLToPath(new URL(`./${pgliteTemplateName(installedPgliteVersion())}`, import.meta.url)));
  const workerData: PgliteWorkerData = { dataDir, ...(templatePath === undefined ? {} : { templatePath }) };
  // From the built package the thread is dist/pglite-worker.js; from the sources (tsx,
  // vitest) the TypeScript file, loaded through tsx's loader registered in the thread itself.
  const worker = import.meta.url.endsWith(".ts")
    ? new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./pgliteWorker.ts", import.meta.url).href)}); })`, {
        eval: true,
        workerData,
      })
    : new Worker(new URL("./pglite-worker.js", import.meta.url), { workerData });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;
  let onClosed: ((error?: string) => void) | undefined;

  const opened = new Promise<void>((resolve, reject) => {
    worker.on("message", (answer: PgliteWorkerAnswer) => {
      if (answer.kind === "ready") resolve();
      else if (answer.kind === "failed-to-open") reject(new Error(`The embedded quote store in ${dataDir} could not be opened: ${answer.message}`));
      else if (answer.kind === "closed") onClosed?.(answer.error);
      else {
        const waiting = pending.get(answer.id);
        pending.delete(answer.id);
        if (answer.kind === "rows") waiting?.resolve(answer.rows);
        else waiting?.reject(errorOf(answer));
      }
    });
    // The thread failed or ended: every statement waiting fails, and so does every later one.
    const ended = (error: Error) => {
      failure ??= error;
      reject(error);
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      onClosed?.();
    };
    worker.on("error", ended);
    worker.on("exit", (code) => ended(new Error(`The embedded quote store's thread ended (exit code ${code}).`)));
  });
  try {
    await opened;
  } catch (error) {
    await worker.terminate();
    throw error;
  }

  function send(text: string, parameters: readonly unknown[] = [], options: { readonly prepareAs?: string } = {}): Promise<SqlRow[]> {
    if (failure !== undefined) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({
        kind: "query",
        id,
        text,
        parameters: [...parameters],
        ...(options.prepareAs === undefined ? {} : { prepareAs: options.prepareAs }),
      } satisfies PgliteWorkerRequest);
    });
  }

  // Held by a transaction from its begin to its end: other statements wait, so that none runs inside it.
  let held: Promise<void> | undefined;

  return {
    async query(text, parameters, options) {
      while (held !== undefined) await held;
      return send(text, parameters, options);
    },
    async transaction(work) {
      while (held !== undefined) await held;
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      try {
        await send("begin");
        try {
          const result = await work({ query: send });
          await send("commit");
          return result;
        } catch (error) {
          await send("rollback").catch(() => {});
          throw error;
        }
      } finally {
        held = undefined;
        release();
      }
    },
    async close() {
      if (failure === undefined) {
        const closed = new Promise<string | undefined>((resolve) => (onClosed = resolve));
        worker.postMessage({ kind: "close" } satisfies PgliteWorkerRequest);
        const error = await closed;
        failure = new Error("The embedded quote store is closed.");
        await worker.terminate();
        if (error !== undefined) throw new Error(`The embedded quote store did not close cleanly: ${error}`);
      }
    },
  };
}
