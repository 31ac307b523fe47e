/**
 * A worker thread of the benchmark's pool: prices each request it is sent with `quote()` and
 * the default tables, and posts the response back (structured clone included, as a caller
 * of such a pool would pay it).
 */
import { parentPort } from "node:worker_threads";
import { quote } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";

if (parentPort === null) throw new Error("quoteWorker.ts runs as a worker thread");
const port = parentPort;
port.on("message", (request: unknown) => {
  try {
    port.postMessage({ ok: true, value: quote(request, defaultTables) });
  } catch (error) {
    port.postMessage({ ok: false, error: String(error) });
  }
});
port.postMessage("ready");
