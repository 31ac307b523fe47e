import type { IncomingMessage, ServerResponse } from "node:http";
import type { FetchHandler } from "./createQuoteHandler.js";
import { PROBLEM_CONTENT_TYPE } from "./problemDetails.js";
import { createProblemDetails } from "./problemResponse.js";
import { DEFAULT_PROBLEM_TYPE_BASE } from "./quoteHandlerOptions.js";
import { usableCorrelationId } from "./readCallerHeaders.js";

/** A `node:http` request listener. */
export type NodeListener = (request: IncomingMessage, response: ServerResponse) => void;

/** Options of `toNodeListener`, the bridge from a fetch handler to `node:http`. */
export interface NodeListenerOptions {
  /** Called when the handler itself throws (a fetch handler should answer, not throw). */
  readonly onError?: (error: unknown) => void;
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

function urlOf(request: IncomingMessage): string {
  const scheme = (request.socket as { encrypted?: boolean }).encrypted === true ? "https" : "http";
  try {
    return new URL(request.url ?? "/", `${scheme}://${request.headers.host ?? "localhost"}`).href;
  } catch {
    // An unusable Host header must not stop the request from being answered (with a 404 at worst).
    return new URL(request.url ?? "/", `${scheme}://localhost`).href;
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

/** The last resort when the handler throws: a 500 problem if nothing was sent yet, else a cut connection. */
function answerInternalError(response: ServerResponse, correlationId: string | undefined): void {
  try {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    const problem = createProblemDetails(
      { status: 500, code: "INTERNAL_ERROR", detail: "The service could not complete the request; try again later." },
      { correlationId, problemTypeBase: DEFAULT_PROBLEM_TYPE_BASE },
    );
    response.writeHead(500, {
      "content-type": PROBLEM_CONTENT_TYPE,
      "cache-control": "no-store",
      connection: "close",
      ...(correlationId === undefined ? {} : { "correlation-id": correlationId }),
    });
    response.end(JSON.stringify(problem));
  } catch {
    response.destroy();
  }
}

/**
 * Adapts a Web-standard fetch handler (such as `createQuoteHandler`'s) to `node:http`: the body
 * is streamed with back-pressure (the handler's size limit stops the upload while it is being
 * read), headers and status are copied both ways, the response body is streamed out, and the
 * request's `signal` is aborted when the client disconnects before the answer is complete.
 *
 * @example
 * import { createServer } from "node:http";
 * createServer(toNodeListener(createQuoteHandler({ tables: defaultTables }))).listen(8080);
 */
export function toNodeListener(handler: FetchHandler, options: NodeListenerOptions = {}): NodeListener {
  return (request, response) => {
    const aborted = new AbortController();
    response.once("close", () => {
      if (!response.writableFinished) aborted.abort();
    });
    let bodyAbandoned = false;
    const method = request.method ?? "GET";
    const hasBody = method !== "GET" && method !== "HEAD";
    const webRequest = new Request(urlOf(request), {
      method,
      headers: headersOf(request),
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

    void (async () => {
      try {
        const answer = await handler(webRequest);
        // A body the handler did not read to the end is not drained: the connection is closed after the answer.
        await writeResponse(answer, response, bodyAbandoned || (hasBody && !request.complete));
      } catch (error) {
        try {
          options.onError?.(error);
        } catch {
          // A failing error hook must not keep the client from its answer.
        }
        answerInternalError(response, usableCorrelationId(webRequest.headers));
      }
    })();
  };
}
