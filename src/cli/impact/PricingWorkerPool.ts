import { Worker } from "node:worker_threads";
import { CliError } from "../CliError.js";
import type { ImpactBatch } from "./ImpactBatch.js";
import type { ImpactWorkerData, ImpactWorkerMessage, PriceBatchMessage } from "./impactMessages.js";
import type { BookBatch } from "./readBookBatches.js";

interface Pending {
  readonly resolve: (batch: ImpactBatch) => void;
  readonly reject: (error: Error) => void;
}

interface PoolWorker {
  readonly worker: Worker;
  /** Batches sent and not yet answered, oldest first (a worker answers in order). */
  readonly pending: Pending[];
}

/**
 * A fixed pool of pricing worker threads (node:worker_threads). Each batch goes to the worker
 * with the fewest batches outstanding; the caller bounds how many are in flight. Works from the
 * built `dist/cli.js` (worker `dist/cli-impact-worker.js` beside it) and from the TypeScript
 * sources under tsx (the worker is started through tsx's loader).
 *
 * @example
 * const pool = await PricingWorkerPool.start(os.availableParallelism(), { from, to });
 * const summary = await pool.price(batch); // a BookBatch of readBookBatches
 * await pool.close();
 */
export class PricingWorkerPool {
  private constructor(private readonly workers: readonly PoolWorker[]) {}

  /** Starts `size` workers and waits until each has loaded its tables; a failure stops them all. */
  static async start(size: number, data: ImpactWorkerData): Promise<PricingWorkerPool> {
    const workers = Array.from({ length: size }, () => ({ worker: startWorker(data), pending: [] as Pending[] }));
    try {
      await Promise.all(workers.map(({ worker }) => ready(worker)));
    } catch (error) {
      await Promise.all(workers.map(({ worker }) => worker.terminate()));
      throw error;
    }
    const pool = new PricingWorkerPool(workers);
    for (const entry of workers) pool.listen(entry);
    return pool;
  }

  get size(): number {
    return this.workers.length;
  }

  /**
   * Prices a batch of the book on the least busy worker. The batch's bytes are transferred,
   * not copied: the batch cannot be read afterwards.
   */
  price(batch: BookBatch): Promise<ImpactBatch> {
    const entry = this.workers.reduce((best, candidate) => (candidate.pending.length < best.pending.length ? candidate : best));
    return new Promise((resolve, reject) => {
      entry.pending.push({ resolve, reject });
      const message: PriceBatchMessage = { bytes: batch.bytes, firstLine: batch.firstLine, overlongLines: batch.overlongLines };
      entry.worker.postMessage(message, [batch.bytes.buffer as ArrayBuffer]);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }

  private listen(entry: PoolWorker): void {
    entry.worker.on("message", (message: ImpactWorkerMessage) => {
      if (message.type === "priced") entry.pending.shift()?.resolve(message.batch);
    });
    const failAll = (error: Error) => {
      for (const pending of entry.pending.splice(0)) pending.reject(error);
    };
    entry.worker.on("error", (error) => failAll(new CliError(`A pricing worker failed: ${error.message}`)));
    entry.worker.on("exit", (code) => failAll(new CliError(`A pricing worker stopped (exit code ${code}) with batches outstanding`)));
  }
}

function ready(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ImpactWorkerMessage) => {
      if (message.type === "ready") {
        cleanUp();
        resolve();
      } else if (message.type === "failed") {
        cleanUp();
        reject(new CliError(message.message, 1, message.details));
      }
    };
    const onError = (error: Error) => {
      cleanUp();
      reject(new CliError(`A pricing worker could not start: ${error.message}`));
    };
    const cleanUp = () => {
      worker.off("message", onMessage);
      worker.off("error", onError);
    };
    worker.on("message", onMessage);
    worker.on("error", onError);
  });
}

/**
 * The worker file sits beside this module's bundle: `dist/cli-impact-worker.js` next to
 * `dist/cli.js`, or `impactWorker.ts` next to this file when run from source.
 */
function startWorker(data: ImpactWorkerData): Worker {
  const fromSource = import.meta.url.endsWith(".ts");
  const workerUrl = new URL(fromSource ? "./impactWorker.ts" : "./cli-impact-worker.js", import.meta.url);
  if (!fromSource) return new Worker(workerUrl, { workerData: data });
  // Under tsx a worker does not inherit the TypeScript loader: register it first, then load the worker.
  const tsx = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(workerUrl.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}
