import { parentPort, workerData } from "node:worker_threads";
import { CliError } from "../CliError.js";
import type { ImpactWorkerData, ImpactWorkerMessage, PriceBatchMessage } from "./impactMessages.js";
import { pricePolicyLine } from "./pricePolicyLine.js";
import { resolveImpactTables } from "./resolveImpactTables.js";

// A pricing worker of `pmi-rating impact` (built as dist/cli-impact-worker.js): loads both
// sets of tables once, then prices each batch of book lines it is sent, in order.
const port = parentPort;
if (port === null) throw new Error("impactWorker must run as a worker thread");
const post = (message: ImpactWorkerMessage) => port.postMessage(message);

const data = workerData as ImpactWorkerData;
try {
  const [from, to] = await Promise.all([resolveImpactTables(data.from), resolveImpactTables(data.to)]);
  port.on("message", (message: PriceBatchMessage) => {
    post({ type: "priced", results: message.lines.map(({ line, text }) => pricePolicyLine(text, line, from, to)) });
  });
  post({ type: "ready" });
} catch (error) {
  post({
    type: "failed",
    message: error instanceof Error ? error.message : String(error),
    ...(error instanceof CliError && error.details !== undefined ? { details: error.details } : {}),
  });
}
