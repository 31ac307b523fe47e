import { parentPort, workerData } from "node:worker_threads";
import { CliError } from "../CliError.js";
import type { ImpactWorkerData, ImpactWorkerMessage, PriceBatchMessage } from "./impactMessages.js";
import { priceBookBatch } from "./priceBookBatch.js";
import { resolveImpactTables } from "./resolveImpactTables.js";

// A pricing worker of `pmi-rating impact` (built as dist/cli-impact-worker.js): loads both
// sets of tables once, then prices each batch of book bytes it is sent, in order, and answers
// with the batch's summary (the percentages in a transferred typed array).
const port = parentPort;
if (port === null) throw new Error("impactWorker must run as a worker thread");
const post = (message: ImpactWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const data = workerData as ImpactWorkerData;
try {
  const [from, to] = await Promise.all([resolveImpactTables(data.from), resolveImpactTables(data.to)]);
  port.on("message", (message: PriceBatchMessage) => {
    const batch = priceBookBatch(message.bytes, message.firstLine, { from, to }, data.batch, message.overlongLines);
    post({ type: "priced", batch }, [batch.percents.buffer as ArrayBuffer]);
  });
  post({ type: "ready" });
} catch (error) {
  post({
    type: "failed",
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof CliError && error.details !== undefined ? { details: error.details } : {}),
  });
}
