import { Piscina } from "piscina";
import { CliError } from "../CliError.js";
import type { ImpactBatch } from "@pmi-rating/rate-change";
import type { ImpactWorkerData, PriceBatchMessage } from "@pmi-rating/rate-change";
import type { BookBatch } from "@pmi-rating/rate-change";

/** Whether this Node has the flag that turns require() of ES modules off (Node 20.19 and later, 22.12 and later). */
const NODE_HAS_REQUIRE_MODULE_FLAG = process.allowedNodeEnvironmentFlags.has("--no-experimental-require-module");

/**
 * The pricing threads of `pmi-rating impact`: a piscina pool of `size` worker threads, each
 * loading both sets of tables once and then pricing the batches it is given. Piscina queues the
 * batches and hands each to a free thread; the caller bounds how many are in flight. Works from
 * the built `dist/cli.js` (worker `dist/cli-impact-worker.js` beside it) and from the
 * TypeScript sources under tsx (worker threads inherit tsx's `--import` loader).
 *
 * @example
 * const pool = await PricingWorkerPool.start(os.availableParallelism(), { from, to, batch });
 * const summary = await pool.price(batch); // a BookBatch of readBookBatches
 * await pool.close();
 */
export class PricingWorkerPool {
  private constructor(
    private readonly pool: Piscina<PriceBatchMessage, ImpactBatch>,
    readonly size: number,
  ) {}

  /** Starts `size` threads; the tables are checked on the main thread before (runImpact). */
  static async start(size: number, data: ImpactWorkerData): Promise<PricingWorkerPool> {
    const fromSource = import.meta.url.endsWith(".ts");
    const filename = new URL(fromSource ? "./impactWorker.ts" : "./cli-impact-worker.js", import.meta.url).href;
    // piscina loads a thread's module with require() first; Node 20's require() of an ES module
    // aborts the process now and then (V8 "IsGraphAsync must be used on an instantiated module").
    // Without require(esm) in the threads, require() refuses the module and piscina imports it.
    const execArgv = [...process.execArgv, ...(NODE_HAS_REQUIRE_MODULE_FLAG ? ["--no-experimental-require-module"] : [])];
    const pool = new Piscina<PriceBatchMessage, ImpactBatch>({
      filename,
      workerData: data,
      minThreads: size,
      maxThreads: size,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv,
    });
    // A thread that fails is also an 'error' event of the pool, which would end the process unheard:
    // the batches it held reject, and price() reports that as a CliError.
    pool.on("error", () => undefined);
    return new PricingWorkerPool(pool, size);
  }

  /**
   * Prices a batch of the book on the next free thread. The batch's bytes are transferred,
   * not copied: the batch cannot be read afterwards.
   */
  async price(batch: BookBatch): Promise<ImpactBatch> {
    const message: PriceBatchMessage = { bytes: batch.bytes, firstLine: batch.firstLine, overlongLines: batch.overlongLines };
    try {
      return await this.pool.run(message, { transferList: [batch.bytes.buffer as ArrayBuffer] });
    } catch (error) {
      throw new CliError(`A pricing worker failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
