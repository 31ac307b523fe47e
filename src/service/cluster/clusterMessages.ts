/** What a worker of `pmi-rating serve --workers` tells its primary: it is answering requests. */
export interface WorkerListeningMessage {
  readonly type: "pmi-rating:listening";
  readonly url: string;
}

/** What the primary tells a worker: finish the requests in flight, then exit. */
export interface WorkerShutdownMessage {
  readonly type: "pmi-rating:shutdown";
}

export const LISTENING_MESSAGE_TYPE = "pmi-rating:listening";
export const SHUTDOWN_MESSAGE_TYPE = "pmi-rating:shutdown";

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
