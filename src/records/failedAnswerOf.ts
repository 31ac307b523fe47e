import type { SqlWorkerAnswer } from "./sqlWorkerMessages.js";

/**
 * A database thread's answer to a statement that failed: the error's message and, when it has
 * one, its `code` (PostgreSQL's SQLSTATE, or Node's for a connection that failed, such as
 * ECONNREFUSED), which the store's callers read across the thread's boundary.
 *
 * @example
 * failedAnswerOf(7, Object.assign(new Error("duplicate key"), { code: "23505" }));
 * // { kind: "failed", id: 7, message: "duplicate key", code: "23505" }
 */
export function failedAnswerOf(id: number, error: unknown): SqlWorkerAnswer {
  const code = (error as { code?: unknown } | undefined)?.code;
  return { kind: "failed", id, message: error instanceof Error ? error.message : String(error), ...(typeof code === "string" ? { code } : {}) };
}
