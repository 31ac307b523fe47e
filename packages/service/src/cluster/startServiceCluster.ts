import cluster, { type Worker } from "node:cluster";
import { isDrainingMessage, isListeningMessage, SHUTDOWN_MESSAGE_TYPE } from "./clusterMessages.js";

/** How many workers `startServiceCluster` runs, how it logs, restarts and stops them, and how connections reach them. */
export interface ServiceClusterOptions {
  /** How many worker processes answer requests (at least 1). */
  readonly workers: number;
  /** Given in the test environment: every worker signs and checks tokens with this key (PKCS#8 PEM, handed down as PMI_TEST_SIGNING_KEY). */
  readonly testSigningKey?: string;
  /** Where log lines go, one JSON object per line (default: standard output). */
  readonly log?: (line: string) => void;
  /** Stop gracefully on SIGTERM and SIGINT (default true). */
  readonly handleSignals?: boolean;
  /** A worker that dies sooner than this after it started is replaced only after this delay, so a crash loop cannot spin (default 1 000 ms). */
  readonly restartDelayMs?: number;
  /** How long every worker may take to listen at start before the cluster gives up (default 60 000 ms). */
  readonly startTimeoutMs?: number;
  /**
   * How connections reach the workers: `"os"` (default) lets the workers accept from the one
   * shared socket; `"round-robin"` has this process accept every connection and pass it on.
   * NODE_CLUSTER_SCHED_POLICY (`none` or `rr`), when set, wins, as Node documents it.
   */
  readonly distribution?: "os" | "round-robin";
}

/** A running cluster of the reference service: its URL, its workers, and how to stop it. */
export interface ServiceCluster {
  /** The service's base URL, as the first worker reported it. */
  readonly url: string;
  /** The process ids of the workers now running. */
  workerPids(): number[];
  /** Asks every worker to finish its requests in flight and exit; resolves once all have. */
  stop(): Promise<void>;
}

/**
 * Starts the reference service on `workers` processes with node:cluster (this process is the
 * primary; each worker runs the same program and must call `runClusterWorker`). Resolves once
 * every worker listens; rejects, stopping the others, if one exits before it listens (a
 * configuration error would fail every replacement too). After that, a worker that dies is
 * logged (`worker-exited`) and replaced (`worker-started` with `replaces`); one that reports it
 * is draining (SIGTERM, an uncaught exception) is replaced at once, while it finishes its
 * requests in flight, so the cluster's capacity does not dip for the length of the drain.
 *
 * @example
 * const service = await startServiceCluster({ workers: os.availableParallelism() });
 * // ... later
 * await service.stop();
 */
export function startServiceCluster(options: ServiceClusterOptions): Promise<ServiceCluster> {
  if (!cluster.isPrimary) throw new Error("pmi-rating: startServiceCluster runs in the primary process only");
  const writeLine = options.log ?? ((line: string) => process.stdout.write(line + "\n"));
  const log = (level: "info" | "warn" | "error", event: string, fields: object = {}) =>
    writeLine(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
  const restartDelayMs = options.restartDelayMs ?? 1_000;
  // Measured on the reference service (docs/performance-tuning.md): with round-robin the
  // workers answered about a third of the requests that the same workers answered when they
  // accepted connections themselves. Node reads its variable at load; an explicit one is kept.
  if (process.env.NODE_CLUSTER_SCHED_POLICY === undefined) {
    cluster.schedulingPolicy = options.distribution === "round-robin" ? cluster.SCHED_RR : cluster.SCHED_NONE;
  }
  const workerEnv = options.testSigningKey === undefined ? {} : { PMI_TEST_SIGNING_KEY: options.testSigningKey };

  // `replaced`: a replacement was started when the worker began draining; none more at its exit.
  const running = new Map<number, { worker: Worker; startedAt: number; listening: boolean; replaced: boolean }>();
  let url: string | undefined;
  let stopping: Promise<void> | undefined;
  let started = false;

  return new Promise<ServiceCluster>((resolve, reject) => {
    const fork = (replaces?: number) => {
      const worker = cluster.fork(workerEnv);
      const pid = worker.process.pid ?? 0;
      running.set(worker.id, { worker, startedAt: Date.now(), listening: false, replaced: false });
      log("info", "worker-started", { worker: worker.id, pid, ...(replaces === undefined ? {} : { replaces }) });
      worker.on("message", (message: unknown) => {
        if (isDrainingMessage(message)) {
          onDraining(worker, pid, message.reason);
          return;
        }
        if (!isListeningMessage(message)) return;
        const entry = running.get(worker.id);
        if (entry !== undefined) entry.listening = true;
        url ??= message.url;
        if (!started && [...running.values()].every((candidate) => candidate.listening)) {
          started = true;
          log("info", "cluster-listening", { url, workers: running.size });
          resolve(service);
        }
      });
      worker.on("exit", (code: number | null, signal: string | null) => onExit(worker, pid, code, signal));
    };

    /** Starts a replacement for `pid`, after the restart delay if it lived too briefly (a crash loop must not spin). */
    const replace = (startedAt: number, pid: number) => {
      const delay = Date.now() - startedAt < restartDelayMs ? restartDelayMs : 0;
      setTimeout(() => {
        if (stopping === undefined) fork(pid);
      }, delay).unref();
    };

    const onDraining = (worker: Worker, pid: number, reason: string) => {
      const entry = running.get(worker.id);
      log(reason === "uncaught-exception" ? "error" : "info", "worker-draining", { worker: worker.id, pid, reason });
      // While the cluster stops, or before it has started, nothing is replaced.
      if (entry === undefined || entry.replaced || stopping !== undefined || !started) return;
      entry.replaced = true;
      replace(entry.startedAt, pid);
    };

    const onExit = (worker: Worker, pid: number, code: number | null, signal: string | null) => {
      const entry = running.get(worker.id);
      running.delete(worker.id);
      if (stopping !== undefined) {
        log(code === 0 ? "info" : "warn", "worker-exited", { worker: worker.id, pid, code, signal });
        return;
      }
      if (entry?.replaced === true) {
        log(code === 0 ? "info" : "warn", "worker-exited", { worker: worker.id, pid, code, signal, replaced: true });
        return;
      }
      log("warn", "worker-exited", { worker: worker.id, pid, code, signal, replacing: started });
      if (!started) {
        log("error", "cluster-start-failed", { reason: `worker ${worker.id} exited before it listened` });
        void stop().then(() => reject(new Error(`a worker exited (code ${code}, signal ${signal}) before it listened; its error is above`)));
        return;
      }
      replace(entry?.startedAt ?? 0, pid);
    };

    const stop = (): Promise<void> => {
      stopping ??= new Promise<void>((done) => {
        removeSignalHandlers();
        log("info", "cluster-stopping", { workers: running.size });
        const finish = () => {
          if (running.size > 0) return;
          cluster.off("exit", finish);
          log("info", "cluster-stopped");
          done();
        };
        cluster.on("exit", finish);
        for (const { worker, listening } of running.values()) {
          // A worker still starting has no request in flight and may not listen for the message
          // yet; one whose IPC channel is gone cannot be asked. Either is ended by signal.
          if (listening && worker.isConnected()) worker.send({ type: SHUTDOWN_MESSAGE_TYPE });
          else worker.process.kill("SIGTERM");
        }
        // The exit listeners registered before this one have already removed workers that are gone.
        setImmediate(finish);
      });
      return stopping;
    };

    const service: ServiceCluster = {
      get url() {
        return url ?? "";
      },
      workerPids: () => [...running.values()].map(({ worker }) => worker.process.pid ?? 0),
      stop,
    };

    const onSignal = (signal: NodeJS.Signals) => {
      if (stopping !== undefined) {
        // A second signal means: stop now.
        for (const { worker } of running.values()) worker.process.kill("SIGKILL");
        return;
      }
      log("info", "signal", { signal });
      void stop();
    };
    function removeSignalHandlers() {
      process.off("SIGTERM", onSignal);
      process.off("SIGINT", onSignal);
    }
    if (options.handleSignals ?? true) {
      process.on("SIGTERM", onSignal);
      process.on("SIGINT", onSignal);
    }

    const startTimer = setTimeout(() => {
      if (started || stopping !== undefined) return;
      log("error", "cluster-start-failed", { reason: "the workers did not all listen in time" });
      void stop().then(() => reject(new Error(`the workers did not all listen within ${options.startTimeoutMs ?? 60_000} ms`)));
    }, options.startTimeoutMs ?? 60_000);
    startTimer.unref();

    log("info", "cluster-starting", { workers: options.workers });
    for (let index = 0; index < Math.max(1, options.workers); index += 1) fork();
  });
}
