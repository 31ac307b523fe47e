import { workerData } from "node:worker_threads";
import type { ImpactBatch } from "@pmi-rating/rate-change";
import type { ImpactWorkerData, PriceBatchMessage } from "@pmi-rating/rate-change";
import { priceBookBatch } from "@pmi-rating/rate-change/node";
import { resolveImpactTables } from "./resolveImpactTables.js";

// A pricing thread of `pmi-rating impact` (built as dist/cli-impact-worker.js), run by piscina:
// starts loading both sets of tables as the module loads, then prices each batch of book bytes
// it is given and answers with the batch's summary. No top-level await: under tsx, piscina
// loads the TypeScript source through require, which cannot wait.

const data = workerData as ImpactWorkerData;
const tables = Promise.all([resolveImpactTables(data.from), resolveImpactTables(data.to)]);
// A failure is reported by the first batch that awaits the tables, not as an unhandled rejection.
tables.catch(() => undefined);

/**
 * Prices one batch of the book with both sets of tables (the task piscina runs).
 *
 * @example
 * await pool.run({ bytes, firstLine: 1, overlongLines: [] }, { transferList: [bytes.buffer] });
 */
export default async function priceBatch(message: PriceBatchMessage): Promise<ImpactBatch> {
  const [from, to] = await tables;
  return priceBookBatch(message.bytes, message.firstLine, { from, to }, data.batch, message.overlongLines);
}
