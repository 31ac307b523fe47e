import { getRequestListener } from "@hono/node-server";

/**
 * The adapter's lightweight `Response` class, without leaving it in the process's globals.
 * `@hono/node-server` writes a `Response` of its own class straight to the socket (status,
 * headers and string body in one write), while a standard `Response` is read back through a Web
 * stream (its construction alone, the stream and its transfer set-up, is most of the adapter's
 * cost per small JSON answer: docs/performance.md). The class is not exported; the adapter
 * installs it as the global `Response` when asked to, so it is read from there and the globals
 * are put back at once, synchronously. When the adapter installs nothing (the globals are its
 * classes already, it no longer works that way, or the globals cannot be redefined) the global
 * `Response` is the answer, as before.
 *
 * @example
 * const Lightweight = adapterResponseClass();
 * new Lightweight("{}", { status: 200 }) instanceof Response; // true
 */
export function adapterResponseClass(): typeof Response {
  const request = Object.getOwnPropertyDescriptor(globalThis, "Request");
  const response = Object.getOwnPropertyDescriptor(globalThis, "Response");
  if (request === undefined || response === undefined) return Response;
  try {
    getRequestListener(() => undefined, { overrideGlobalObjects: true });
    return globalThis.Response;
  } catch {
    // Globals that cannot be redefined (a locked-down realm): the standard class serves, as before.
    return response.value as typeof Response;
  } finally {
    Object.defineProperty(globalThis, "Request", request);
    Object.defineProperty(globalThis, "Response", response);
  }
}
