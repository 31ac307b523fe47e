import cluster from "node:cluster";
import { errorLogFields } from "../errorLogFields.js";
import { startReferenceService, type ReferenceServiceOptions } from "../startReferenceService.js";
import { DRAINING_MESSAGE_TYPE, isShutdownMessage, LISTENING_MESSAGE_TYPE } from "./clusterMessages.js";

/** Beyond the service's own shutdown timeout, how long a draining worker may take to close its quote records before it exits anyway. */
const EXIT_GRACE_MS = 5_000;

/**
 * The worker side of `pmi-rating serve --workers`: starts the reference service in this
 * worker process (node:cluster shares the primary's port), with the test signing key the
 * primary handed down (PMI_TEST_SIGNING_KEY), and reports "listening" to the primary.
 *
 * It drains, then exits, when the primary asks, when the primary is gone, on SIGTERM (exit
 * code 0) and on an uncaught exception (logged as `uncaught-exception`, exit code 1): it stops
 * taking connections, answers every request in flight, closes its keep-alive connections after
 * their current answer (`Connection: close`), and tells the primary at once (`draining`), so
 * that a replacement starts while it finishes. After an uncaught exception the process is in
 * an unknown state, so it serves only what it already took; the service's shutdown timeout
 * bounds the drain. SIGINT is left to the primary (Ctrl-C reaches every process of the
 * terminal's group). See docs/reliability.md, "Killing one worker".
 *
 * @example
 * if (cluster.isWorker) await runClusterWorker({ port: 8080 });
 */
export async function runClusterWorker(options: Omit<ReferenceServiceOptions, "handleSignals">): Promise<void> {
  if (!cluster.isWorker) throw new Error("pmi-rating: runClusterWorker runs in a cluster worker only");
  let service: Awaited<ReturnType<typeof startReferenceService>>;
  try {
    service = await startReferenceService({
      ...options,
      handleSignals: false,
    });
  } catch (error) {
    // The IPC channel would keep this process alive after the error is reported: close it, so
    // the worker exits and the primary learns that it could not start.
    process.disconnect?.();
    throw error;
  }
  const writeLine = options.log ?? ((line: string) => process.stdout.write(line + "\n"));
  let closing = false;
  const drainAndExit = (reason: string, exitCode: number) => {
    if (closing) return;
    closing = true;
    if (process.connected) process.send?.({ type: DRAINING_MESSAGE_TYPE, reason });
    // service.close() ends within its shutdown timeout; closing the quote records may not.
    setTimeout(() => process.exit(exitCode), (options.shutdownTimeoutMs ?? 10_000) + EXIT_GRACE_MS).unref();
    void service.close().then(
      () => process.exit(exitCode),
      () => process.exit(exitCode || 1),
    );
  };
  process.on("message", (message: unknown) => {
    if (isShutdownMessage(message)) drainAndExit("shutdown", 0);
  });
  process.on("disconnect", () => drainAndExit("disconnect", 0));
  process.on("SIGTERM", () => drainAndExit("signal", 0));
  process.on("SIGINT", () => {
    // The primary received it too, and asks each worker in turn.
  });
  process.on("uncaughtException", (error: unknown) => {
    writeLine(JSON.stringify({ time: new Date().toISOString(), level: "error", event: "uncaught-exception", pid: process.pid, ...errorLogFields(error) }));
    // A second one while draining ends the process at once.
    if (closing) process.exit(1);
    drainAndExit("uncaught-exception", 1);
  });
  process.send?.({ type: LISTENING_MESSAGE_TYPE, url: service.url });
}
