/** What a worker of `pmi-rating serve --workers` tells its primary: it is answering requests. */
export interface WorkerListeningMessage {
  readonly type: "pmi-rating:listening";
  readonly url: string;
}

/** What the primary tells a worker: finish the requests in flight, then exit. */
export interface WorkerShutdownMessage {
  readonly type: "pmi-rating:shutdown";
}

/** What a worker tells its primary when it stops taking connections (SIGTERM, shutdown, a crash): replace me now. */
export interface WorkerDrainingMessage {
  readonly type: "pmi-rating:draining";
  /** Why: `signal` (SIGTERM), `shutdown` (the primary asked), `disconnect` (the primary is gone) or `uncaught-exception`. */
  readonly reason: string;
}

export const LISTENING_MESSAGE_TYPE = "pmi-rating:listening";
export const SHUTDOWN_MESSAGE_TYPE = "pmi-rating:shutdown";
export const DRAINING_MESSAGE_TYPE = "pmi-rating:draining";

/**
 * Whether an IPC message is a worker's "listening" report (other modules may use the same
 * channel, so anything else is ignored).
 *
 * @example
 * isListeningMessage({ type: "pmi-rating:listening", url: "http://localhost:8080" }); // true
 */
export function isListeningMessage(message: unknown): message is WorkerListeningMessage {
  const candidate = message as Partial<WorkerListeningMessage> | null;
  return typeof candidate === "object" && candidate !== null && candidate.type === LISTENING_MESSAGE_TYPE && typeof candidate.url === "string";
}

/**
 * Whether an IPC message is the primary's request to shut down.
 *
 * @example
 * isShutdownMessage({ type: "pmi-rating:shutdown" }); // true
 */
export function isShutdownMessage(message: unknown): message is WorkerShutdownMessage {
  const candidate = message as Partial<WorkerShutdownMessage> | null;
  return typeof candidate === "object" && candidate !== null && candidate.type === SHUTDOWN_MESSAGE_TYPE;
}

/**
 * Whether an IPC message is a worker's report that it has stopped taking connections and is
 * finishing those it has.
 *
 * @example
 * isDrainingMessage({ type: "pmi-rating:draining", reason: "signal" }); // true
 */
export function isDrainingMessage(message: unknown): message is WorkerDrainingMessage {
  const candidate = message as Partial<WorkerDrainingMessage> | null;
  return typeof candidate === "object" && candidate !== null && candidate.type === DRAINING_MESSAGE_TYPE && typeof candidate.reason === "string";
}
