import { Worker } from "node:worker_threads";

/** A fixed pool of worker threads, each answering one message with one reply. */
export interface WorkerPool<Input, Output> {
  readonly size: number;
  /** Sends one input to the next free worker (or queues it) and resolves with its reply. */
  run(input: Input): Promise<Output>;
  close(): Promise<void>;
}

/**
 * Starts `size` workers running `script` (a TypeScript module, loaded through tsx) with
 * `workerData`, and dispatches inputs to whichever is idle. A worker answers each message with
 * `{ ok: true, value }` or `{ ok: false, error }`.
 *
 * @example
 * const pool = await createWorkerPool<Request, number[]>(new URL("./quoteWorker.ts", import.meta.url), 2, {});
 * await pool.run(request);
 */
export async function createWorkerPool<Input, Output>(script: URL, size: number, workerData: unknown): Promise<WorkerPool<Input, Output>> {
  type Job = { input: Input; resolve: (output: Output) => void; reject: (error: Error) => void };
  const idle: Worker[] = [];
  const queue: Job[] = [];
  const current = new Map<Worker, Job>();

  const dispatch = (worker: Worker): void => {
    const job = queue.shift();
    if (job === undefined) {
      idle.push(worker);
      return;
    }
    current.set(worker, job);
    worker.postMessage(job.input);
  };

  const workers = await Promise.all(
    Array.from({ length: size }, async () => {
      // Node 20 does not apply `--import tsx` to workers: register tsx inside the worker first.
      const bootstrap = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(script.href)}); });`;
      const worker = new Worker(bootstrap, { eval: true, workerData });
      await new Promise<void>((resolve, reject) => {
        worker.once("message", () => resolve());
        worker.once("error", reject);
      });
      worker.on("message", (reply: { ok: true; value: Output } | { ok: false; error: string }) => {
        const job = current.get(worker);
        current.delete(worker);
        if (job !== undefined) {
          if (reply.ok) job.resolve(reply.value);
          else job.reject(new Error(reply.error));
        }
        dispatch(worker);
      });
      idle.push(worker);
      return worker;
    }),
  );

  return {
    size,
    run(input) {
      return new Promise<Output>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        const worker = idle.pop();
        if (worker !== undefined) dispatch(worker);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}

/**
 * Keeps `inFlight` calls of `call` outstanding until `count` have completed; resolves when all
 * have.
 *
 * @example
 * await runWithConcurrency(1000, 8, (index) => zen.quote(book[index % book.length]));
 */
export async function runWithConcurrency(count: number, inFlight: number, call: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      await call(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, count) }, lane));
}
