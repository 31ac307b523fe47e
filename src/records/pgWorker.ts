// The thread of the quote store on PostgreSQL: the `pg` pool runs here, so that the service's
// event loop prices and answers while statements are encoded, written and their answers parsed.
// Started by openPostgresClient; built to dist/cli-pg-worker.js.
import { parentPort, workerData } from "node:worker_threads";
import { servePgWorker } from "./servePgWorker.js";
import type { PgWorkerData } from "./sqlWorkerMessages.js";

if (parentPort === null) throw new Error("pgWorker runs as a worker thread (openPostgresClient starts it)");
try {
  await servePgWorker(parentPort, workerData as PgWorkerData);
} catch (error) {
  parentPort.postMessage({ kind: "failed-to-open", message: error instanceof Error ? error.message : String(error) });
}
