import type { IncomingMessage, ServerResponse } from "node:http";
import type { FetchHandler } from "./createQuoteHandler.js";
import { PROBLEM_CONTENT_TYPE } from "./problemDetails.js";
import { createProblemDetails, type ProblemInit } from "./problemResponse.js";
import { DEFAULT_PROBLEM_TYPE_BASE } from "./quoteHandlerOptions.js";
import type { ExchangeAnswer } from "./httpExchange.js";
import { nodeHeaderReader } from "./nodeHeaderReader.js";
import { rawExchangeOf } from "./rawExchange.js";
import { readNodeBodyWithinLimit } from "./readNodeBodyWithinLimit.js";
import { usableCorrelationId } from "./readCallerHeaders.js";

/** A `node:http` request listener. */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Options of `toNodeListener`, the bridge from a fetch handler to `node:http`. */
export interface NodeListenerOptions {
  /** Called when the handler itself throws (a fetch handler should answer, not throw). */
  readonly onError?: (error: unknown) => void;
  /** Called when the bridge answers a request itself (a method or target no `Request` can carry), for the log. */
  readonly onRefused?: (event: { readonly status: number; readonly code: string }) => void;
}

/**
 * The request's body as a Web stream that reads from the socket only as fast as the handler
 * consumes it: a handler that stops reading (an oversized body) stops the upload there, and
 * the connection is closed after the answer instead of being drained.
 */
function bodyStreamOf(request: IncomingMessage, onCancel: () => void): ReadableStream<Uint8Array> {
  let ended = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        request.pause();
        request.on("data", (chunk: Buffer) => {
          if (ended) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) request.pause();
        });
        request.once("end", () => {
          if (ended) return;
          ended = true;
          controller.close();
        });
        request.once("error", (error) => {
          if (ended) return;
          ended = true;
          controller.error(error);
        });
      },
      pull() {
        request.resume();
      },
      cancel() {
        ended = true;
        request.pause();
        onCancel();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/**
 * The request's absolute URL, or undefined when the request target cannot be one (Node's
 * parser lets through targets such as `http://[` that WHATWG URL refuses).
 */
function urlOf(request: IncomingMessage): URL | undefined {
  const scheme = (request.socket as { encrypted?: boolean }).encrypted === true ? "https" : "http";
  const target = request.url ?? "/";
  try {
    return new URL(target, `${scheme}://${request.headers.host ?? "localhost"}`);
  } catch {
    // An unusable Host header must not stop the request from being answered (with a 404 at worst).
  }
  try {
    return new URL(target, `${scheme}://localhost`);
  } catch {
    return undefined;
  }
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = request.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index]!;
    if (name.startsWith(":")) continue; // HTTP/2 pseudo-headers are not headers
    headers.append(name, raw[index + 1]!);
  }
  return headers;
}

/** Resolves once the response can take more data, or once the client has gone away. */
function drained(response: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off("drain", done);
      response.off("close", done);
      resolve();
    };
    response.once("drain", done);
    response.once("close", done);
  });
}

async function writeResponse(answer: Response, response: ServerResponse, closeConnection: boolean): Promise<void> {
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name !== "set-cookie") response.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) response.setHeader("set-cookie", cookies);
  if (closeConnection) response.setHeader("connection", "close");
  if (answer.body === null) {
    response.end();
    return;
  }
  const reader = answer.body.getReader();
  try {
    for (;;) {
      if (response.destroyed) {
        await reader.cancel();
        return;
      }
      const { done, value } = await reader.read();
      if (done) break;
      if (!response.write(value)) await drained(response);
    }
    response.end();
  } finally {
    reader.releaseLock();
  }
}

/** Answers with a problem straight from the bridge if nothing was sent yet, else cuts the connection. */
function writeProblem(response: ServerResponse, init: ProblemInit, correlationId: string | undefined): void {
  try {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    const problem = createProblemDetails(init, { correlationId, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE });
    response.writeHead(init.status, {
      ...init.headers,
      "content-type": PROBLEM_CONTENT_TYPE,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
      connection: "close",
      ...(correlationId === undefined ? {} : { "correlation-id": correlationId }),
    });
    response.end(JSON.stringify(problem));
  } catch {
    response.destroy();
  }
}

const INTERNAL_ERROR: ProblemInit = { status: 500, code: "INTERNAL_ERROR", detail: "The service could not complete the request; try again later." };
const UNUSABLE_TARGET: ProblemInit = { status: 400, code: "INVALID_REQUEST_TARGET", detail: "The request target is not a usable path or URL." };
/** Methods the Fetch standard forbids in a `Request` (CONNECT reaches the server's `connect` event instead). */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/**
 * Adapts a Web-standard fetch handler (such as `createQuoteHandler`'s) to `node:http`: the body
 * is streamed with back-pressure (the handler's size limit stops the upload while it is being
 * read), headers and status are copied both ways, the response body is streamed out, and the
 * request's `signal` is aborted when the client disconnects before the answer is complete.
 *
 * Any handler gets a real `Request`. The handlers this library makes (`createQuoteHandler`,
 * `createLookupHandler`, the reference service's) also carry an internal entry point that
 * runs the same operation on the request read straight from node:http and writes its known
 * answer with one `end`, skipping the Web objects; the answers are the same (docs/http.md).
 *
 * @example
 * import { createServer } from "node:http";
 * createServer(toNodeListener(createQuoteHandler({ tables: defaultTables, authenticate: createJwtVerifier({ jwksUrl, issuer, audience }) }))).listen(8080);
 */
export function toNodeListener(handler: FetchHandler, options: NodeListenerOptions = {}): NodeListener {
  const direct = rawExchangeOf(handler);
  return (request, response) => {
    let clientGone = false;
    let aborted: AbortController | undefined;
    const abortIfIncomplete = () => {
      if (response.writableFinished) return;
      clientGone = true;
      aborted?.abort();
    };
    // `on`, not `once`: no wrapper per listener, and the handler is idempotent.
    response.on("close", abortIfIncomplete);
    // A client gone mid-body: the handler learns it from the signal before the body stream fails.
    request.on("aborted", abortIfIncomplete);
    request.on("error", abortIfIncomplete);
    let bodyAbandoned = false;
    const method = request.method ?? "GET";
    // The direct path reads the headers itself when `Headers` would read them the same way.
    const directHeaders = direct === undefined ? undefined : nodeHeaderReader(request.rawHeaders);
    const headers = directHeaders ?? headersOf(request);
    const correlationId = usableCorrelationId(headers);
    const url = urlOf(request);
    if (url === undefined) return notify(options.onRefused, { status: 400, code: UNUSABLE_TARGET.code }, () => writeProblem(response, UNUSABLE_TARGET, correlationId));
    if (FORBIDDEN_METHODS.has(method.toUpperCase())) {
      const notImplemented: ProblemInit = { status: 501, code: "METHOD_NOT_IMPLEMENTED", detail: `The service does not implement ${method}; the quotation is a POST.` };
      return notify(options.onRefused, { status: 501, code: notImplemented.code }, () => writeProblem(response, notImplemented, correlationId));
    }
    const hasBody = method !== "GET" && method !== "HEAD";
    const onAnswerFailed = (error: unknown) => {
      notifyQuietly(options.onError, error);
      writeProblem(response, INTERNAL_ERROR, correlationId);
    };

    if (direct !== undefined && directHeaders !== undefined) {
      let answered: Promise<ExchangeAnswer> | undefined;
      try {
        answered = direct({
          method,
          url,
          headers: directHeaders,
          readBody: (maxBytes) =>
            hasBody
              ? readNodeBodyWithinLimit(request, maxBytes, () => {
                  bodyAbandoned = true;
                })
              : Promise.resolve({ ok: true, text: "" }),
          get aborted() {
            return clientGone;
          },
          remoteAddress: request.socket.remoteAddress,
        });
      } catch (error) {
        // An entry point should answer, not throw; if one does, the client still gets its 500.
        return onAnswerFailed(error);
      }
      if (answered !== undefined) {
        // A body the handler did not read to the end is not drained: the connection is closed after the answer.
        answered
          .then((answer) => writeAnswer(answer, response, bodyAbandoned || (hasBody && !request.complete)))
          .catch(onAnswerFailed)
          .catch(() => response.destroy());
        return;
      }
    }

    aborted = new AbortController();
    if (clientGone) aborted.abort();
    let webRequest: Request;
    try {
      webRequest = new Request(url.href, {
        method,
        headers: headers instanceof Headers ? headers : headersOf(request),
        signal: aborted.signal,
        ...(hasBody
          ? {
              body: bodyStreamOf(request, () => {
                bodyAbandoned = true;
              }),
              duplex: "half",
            }
          : {}),
      } as RequestInit);
    } catch (error) {
      // Whatever else the Fetch standard refuses to represent is answered, never thrown.
      notifyQuietly(options.onError, error);
      return writeProblem(response, { status: 400, code: "MALFORMED_HTTP_REQUEST", detail: "The request cannot be represented as an HTTP request (method or headers)." }, correlationId);
    }

    void (async () => {
      try {
        const answer = await handler(webRequest);
        // A body the handler did not read to the end is not drained: the connection is closed after the answer.
        await writeResponse(answer, response, bodyAbandoned || (hasBody && !request.complete));
      } catch (error) {
        onAnswerFailed(error);
      }
    })().catch(() => response.destroy());
  };
}

/**
 * Writes an answer of the direct path: status and headers in one `writeHead` (in name order, as
 * the standard path's `Headers` gives them, so both paths send the same header section), the
 * known body text in one `end` (headers and body leave together, with a Content-Length).
 */
function writeAnswer(answer: ExchangeAnswer, response: ServerResponse, closeConnection: boolean): void {
  if (response.destroyed) return;
  const headers: Record<string, string> = {};
  for (const name of Object.keys(answer.headers).sort()) headers[name] = answer.headers[name]!;
  if (closeConnection) headers.connection = "close";
  response.writeHead(answer.status, headers);
  if (answer.body === null) response.end();
  else response.end(answer.body);
}

/** Calls a hook; one that throws must not keep the client from its answer. */
function notifyQuietly<T>(hook: ((value: T) => void) | undefined, value: T): void {
  try {
    hook?.(value);
  } catch {
    // Nothing sensible can be done with a failing hook from inside a request.
  }
}

/** Reports a request the bridge refused itself, then answers it. */
function notify(hook: NodeListenerOptions["onRefused"], event: { status: number; code: string }, answer: () => void): void {
  notifyQuietly(hook, event);
  answer();
}
