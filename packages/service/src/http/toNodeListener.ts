import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { adapterResponseClass } from "./adapterResponseClass.js";
import type { FetchHandler } from "pmi-rating/http";
import { INTERNAL_ERROR_PROBLEM } from "pmi-rating/http";
import { problemAnswer } from "pmi-rating/http";
import type { ProblemInit } from "pmi-rating/http";
import { DEFAULT_PROBLEM_TYPE_BASE } from "pmi-rating/http";
import { refusalBeforeHandler } from "./refusalBeforeHandler.js";
import { usableCorrelationId } from "pmi-rating/http";

/** A `node:http` request listener. */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Options of `toNodeListener`, the bridge from a fetch handler to `node:http`. */
export interface NodeListenerOptions {
  /** Called when the handler itself throws (a fetch handler should answer, not throw). */
  readonly onError?: (error: unknown) => void;
  /** Called when the bridge answers a request itself (a method or target no `Request` can carry), for the log. */
  readonly onRefused?: (event: { readonly status: number; readonly code: string }) => void;
  /**
   * Let the adapter replace this process's global `Request` and `Response` with its lightweight
   * subclasses (`@hono/node-server`'s own default; here default false: the embedder's globals are
   * left alone). Either way the handler is offered the adapter's `Response` class
   * (`ConnectionInfo.Response`), with which this library's handlers answer: a string answer then
   * reaches the socket in one write, without a Web stream built and read back (docs/performance.md,
   * "The service's own cost"). Replacing the globals also makes every other `new Response` of the
   * process lightweight; for a process that is only this server, such as the reference service.
   * Both behave alike, and both are standard `Request`/`Response` objects to the handler.
   */
  readonly overrideGlobalObjects?: boolean;
}

const UNUSABLE_TARGET: ProblemInit = { status: 400, code: "INVALID_REQUEST_TARGET", detail: "The request target is not a usable path or URL." };

/** Writes a problem on a response nothing has been sent on yet, and closes the connection after it. */
function writeProblem(response: ServerResponse, init: ProblemInit, correlationId: string | undefined): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const answer = problemAnswer(init, { correlationId, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE });
  response.writeHead(answer.status, { ...answer.headers, connection: "close" });
  response.end(answer.body);
}

/** A Web `Response` of a problem, for the adapter's error hook. */
function problemWebResponse(init: ProblemInit, correlationId: string | undefined): Response {
  const answer = problemAnswer(init, { correlationId, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE });
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** Calls a hook; one that throws must not keep the client from its answer. */
function notifyQuietly<T>(hook: ((value: T) => void) | undefined, value: T): void {
  try {
    hook?.(value);
  } catch {
    // Nothing sensible can be done with a failing hook from inside a request.
  }
}

/**
 * Serves a Web-standard fetch handler (such as `createQuoteHandler`'s) on `node:http`, through
 * `@hono/node-server`'s request listener, with the global `Request`/`Response` left alone unless
 * `overrideGlobalObjects` asks otherwise: its `Request` is built lazily from the node:http request
 * (the body is streamed with back-pressure, the `signal` aborts when the client disconnects
 * before the answer is complete), and the answer is written back with its status and headers.
 *
 * What no `Request` can carry is answered here with an RFC 9457 problem, without calling the
 * handler: TRACE and TRACK (501), the asterisk target (404), a target that is no URL or a
 * missing Host (400). A handler that throws gets the client a 500 problem (told to `onError`).
 *
 * @example
 * import { createServer } from "node:http";
 * createServer(toNodeListener(createQuoteHandler({ tables: defaultTables, authenticate: createJwtVerifier({ jwksUrl, issuer, audience }) }))).listen(8080);
 */
export function toNodeListener(handler: FetchHandler, options: NodeListenerOptions = {}): NodeListener {
  // Read once per listener: the handler answers with the adapter's own class, which it writes in one go.
  const lightweight = adapterResponseClass();
  // A handler that throws: its 500 carries the caller's Correlation-ID, as every other answer does.
  const guarded = async (request: Request, bindings?: { incoming?: { socket: { remoteAddress?: string | undefined } } }): Promise<Response> => {
    try {
      // The peer's address is what a Request cannot carry: the key of the per-address rate limits.
      const remoteAddress = bindings?.incoming?.socket.remoteAddress;
      return await handler(request, { remoteAddress, Response: lightweight });
    } catch (error) {
      notifyQuietly(options.onError, error);
      return problemWebResponse(INTERNAL_ERROR_PROBLEM, usableCorrelationId(request.headers));
    }
  };
  const adapted = getRequestListener(guarded, {
    overrideGlobalObjects: options.overrideGlobalObjects ?? false,
    hostname: "localhost",
    errorHandler: (error) => {
      // The adapter's own RequestError: a target or Host no URL can be made of.
      if (error instanceof Error && error.name === "RequestError") {
        notifyQuietly(options.onRefused, { status: 400, code: UNUSABLE_TARGET.code });
        return problemWebResponse({ ...UNUSABLE_TARGET, headers: { connection: "close" } }, undefined);
      }
      notifyQuietly(options.onError, error);
      return problemWebResponse({ ...INTERNAL_ERROR_PROBLEM, headers: { connection: "close" } }, undefined);
    },
  });
  return (request, response) => {
    const refusal = refusalBeforeHandler(request);
    if (refusal === undefined) {
      void adapted(request, response);
      return;
    }
    notifyQuietly(options.onRefused, { status: refusal.status, code: refusal.code });
    writeProblem(response, refusal, usableCorrelationId({ get: (name) => headerOf(request, name) }));
  };
}

/** One request header as `Headers.get` reads it, from node:http's parsed headers. */
function headerOf(request: IncomingMessage, name: string): string | null {
  const value = request.headers[name];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}
