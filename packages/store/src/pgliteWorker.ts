// The thread of the embedded quote store: PGlite (PostgreSQL built to WebAssembly) runs its
// queries, commits and disk flushes here, so that the service's event loop prices and answers
// meanwhile. Started by openPgliteClient; built to dist/pglite-worker.js.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { createPreparedQuery } from "./createPreparedQuery.js";
import { readCheckpointThresholds } from "./readCheckpointThresholds.js";
import { startPgliteCheckpoints } from "./startPgliteCheckpoints.js";
import type { PgliteWorkerAnswer, PgliteWorkerData, PgliteWorkerRequest } from "./pgliteWorkerMessages.js";

const port = parentPort;
if (port === null) throw new Error("pgliteWorker runs as a worker thread (openPgliteClient starts it)");
const { dataDir, templatePath } = workerData as PgliteWorkerData;

function post(answer: PgliteWorkerAnswer): void {
  port!.postMessage(answer);
}

try {
  // A folder without a database is unpacked from the template (a second) rather than made by
  // PGlite's initdb (5 to 15 s); without a template, as from the sources, initdb it is.
  const isNew = !existsSync(join(dataDir, "PG_VERSION"));
  const template = isNew && templatePath !== undefined && existsSync(templatePath) ? readFileSync(templatePath) : undefined;
  const database = await PGlite.create(dataDir, template === undefined ? {} : { loadDataDir: new Blob([template]) });
  const runPrepared = createPreparedQuery(database);
  const checkpoints = startPgliteCheckpoints(database, await readCheckpointThresholds(database));
  // PGlite runs one statement at a time, in the order asked: a transaction's statements, sent by
  // the one caller that holds it, follow each other as on a single PostgreSQL connection.
  port.on("message", (request: PgliteWorkerRequest) => {
    if (request.kind === "close") {
      void checkpoints
        .stop()
        .then(() => database.close())
        .then(
          () => post({ kind: "closed" }),
          (error: unknown) => post({ kind: "closed", error: error instanceof Error ? error.message : String(error) }),
        );
      return;
    }
    const name = request.prepareAs;
    const rows =
      (name === undefined ? undefined : runPrepared(request.text, request.parameters, name)) ??
      database.query<Record<string, unknown>>(request.text, request.parameters).then((result) => result.rows);
    rows.then(
      (rows) => post({ kind: "rows", id: request.id, rows }),
      (error: unknown) => {
        const code = (error as { code?: unknown }).code;
        post({ kind: "failed", id: request.id, message: error instanceof Error ? error.message : String(error), ...(typeof code === "string" ? { code } : {}) });
      },
    );
  });
  post({ kind: "ready" });
} catch (error) {
  post({ kind: "failed-to-open", message: error instanceof Error ? error.message : String(error) });
}
