import cluster from "node:cluster";
import { startReferenceService, type ReferenceServiceOptions } from "../startReferenceService.js";
import { isShutdownMessage, LISTENING_MESSAGE_TYPE } from "./clusterMessages.js";

/**
 * The worker side of `pmi-rating serve --workers`: starts the reference service in this
 * worker process (node:cluster shares the primary's port), with the test signing key the
 * primary handed down (PMI_TEST_SIGNING_KEY), reports "listening" to the primary, and finishes its requests in
 * flight then exits when the primary asks, when the primary is gone, or on SIGTERM. SIGINT is
 * left to the primary (Ctrl-C reaches every process of the terminal's group).
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
  let closing = false;
  const closeAndExit = () => {
    if (closing) return;
    closing = true;
    void service.close().then(() => process.exit(0));
  };
  process.on("message", (message: unknown) => {
    if (isShutdownMessage(message)) closeAndExit();
  });
  process.on("disconnect", closeAndExit);
  process.on("SIGTERM", closeAndExit);
  process.on("SIGINT", () => {
    // The primary received it too, and asks each worker in turn.
  });
  process.send?.({ type: LISTENING_MESSAGE_TYPE, url: service.url });
}
