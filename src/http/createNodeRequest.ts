import type { IncomingMessage } from "node:http";
import { READ_BODY_WITHIN_LIMIT } from "./readRequestTextWithinLimit.js";
import type { BodyText } from "./readTextWithinLimit.js";

/** What `createNodeRequest` is built from; `toNodeListener` has checked method, URL and headers. */
export interface NodeRequestSource {
  readonly incoming: IncomingMessage;
  readonly method: string;
  /** The absolute URL. */
  readonly url: string;
  readonly headers: Headers;
  readonly hasBody: boolean;
  /** The request's signal, made on first use (already aborted if the client has gone). */
  readonly signal: () => AbortSignal;
  /** Told when the handler stops reading the body before its end (the connection is then closed). */
  readonly onBodyAbandoned: () => void;
}

/** One decoder for every body: `decode` without `stream` keeps no state between calls. */
const utf8 = new TextDecoder("utf-8", { fatal: true });

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

/** A client gone before the end of its body: the reading handler fails, as a Web stream would. */
function bodyCutShort(): Error {
  return Object.assign(new Error("The client closed the connection before the end of the body."), { code: "ECONNRESET" });
}

/**
 * Reads the body from node:http within `maxBytes`, as `readTextWithinLimit` does from a
 * stream: past the limit it stops (the rest of the upload is not read) and says so.
 */
function readIncomingText(incoming: IncomingMessage, maxBytes: number, onAbandoned: () => void): Promise<{ text: BodyText; bytes: Uint8Array | null }> {
  return new Promise((resolve, reject) => {
    if (incoming.destroyed && !incoming.readableEnded) {
      reject(bodyCutShort());
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    const stop = () => {
      incoming.off("data", onData);
      incoming.off("end", onEnd);
      incoming.off("error", onError);
      incoming.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBytes) {
        stop();
        incoming.pause();
        onAbandoned();
        resolve({ text: { ok: false, reason: "too-large" }, bytes: null });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
      try {
        resolve({ text: { ok: true, text: utf8.decode(bytes) }, bytes });
      } catch {
        resolve({ text: { ok: false, reason: "not-utf-8" }, bytes });
      }
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      reject(bodyCutShort());
    };
    incoming.on("data", onData);
    incoming.once("end", onEnd);
    incoming.once("error", onError);
    incoming.once("close", onClose);
    incoming.resume();
  });
}

/** Internal: the full `Request`, made on first need. */
const MATERIALISE = Symbol("materialise");

/**
 * A `Request` (to `instanceof` and to every property and method) for a `node:http` request,
 * that makes the Web objects only when they are used: method, URL and headers are plain
 * values; the `signal` (an `AbortController`) is made when first read; the body is read
 * straight from the socket by `readRequestTextWithinLimit`, and only a handler that touches
 * `body`, `text()`, `clone()` or any other member makes the real undici `Request` (with a
 * back-pressured body stream) to answer it. Per request, that spares a Web stream, two abort
 * signals and the `Request` itself on the quotation's path.
 */
class NodeRequest {
  readonly #source: NodeRequestSource;
  #request: Request | undefined;
  /** The body, once read directly: its bytes, or null when it was abandoned past the limit. */
  #bodyRead: Uint8Array | null | undefined;
  #reading = false;

  constructor(source: NodeRequestSource) {
    this.#source = source;
  }

  get method(): string {
    return this.#source.method;
  }

  get url(): string {
    return this.#source.url;
  }

  get headers(): Headers {
    return this.#source.headers;
  }

  get signal(): AbortSignal {
    return this.#request?.signal ?? this.#source.signal();
  }

  [READ_BODY_WITHIN_LIMIT](maxBytes: number): Promise<BodyText> | undefined {
    if (!this.#source.hasBody) return Promise.resolve({ ok: true, text: "" });
    if (this.#request !== undefined || this.#reading || this.#bodyRead !== undefined) return undefined;
    this.#reading = true;
    return readIncomingText(this.#source.incoming, maxBytes, this.#source.onBodyAbandoned).then(
      ({ text, bytes }) => {
        this.#bodyRead = bytes;
        return text;
      },
      (error: unknown) => {
        this.#bodyRead = null;
        throw error;
      },
    );
  }

  [MATERIALISE](): Request {
    if (this.#request !== undefined) return this.#request;
    const source = this.#source;
    const init: RequestInit & { duplex?: "half" } = { method: source.method, headers: source.headers, signal: source.signal() };
    if (source.hasBody && !this.#reading) {
      init.body = bodyStreamOf(source.incoming, source.onBodyAbandoned);
      init.duplex = "half";
    } else if (source.hasBody && this.#bodyRead !== undefined && this.#bodyRead !== null) {
      // Read already for the handler: whoever asks next gets the same bytes.
      init.body = this.#bodyRead as Uint8Array<ArrayBuffer>;
    }
    this.#request = new Request(source.url, init);
    return this.#request;
  }
}

Object.setPrototypeOf(NodeRequest.prototype, Request.prototype);

/** The members a `NodeRequest` answers itself; every other key goes to the real `Request`. */
const OWN_MEMBERS = new Set<string | symbol>(["method", "url", "headers", "signal", READ_BODY_WITHIN_LIMIT, MATERIALISE]);

/**
 * Sends every other key, undici's internal symbols included, to the real `Request`: so
 * `body`, `text()`, `clone()`, and `new Request(request)` or `fetch(request)` (which read
 * undici's internal state of the request they are given) all behave as on a real one.
 */
const delegateToRealRequest: ProxyHandler<NodeRequest> = {
  get(target, key) {
    if (OWN_MEMBERS.has(key)) {
      const own: unknown = Reflect.get(target, key, target);
      return typeof own === "function" ? (own as (...args: unknown[]) => unknown).bind(target) : own;
    }
    // Not a thenable (a Request has no `then`): awaiting the request must not make the real one.
    if (key === "then") return undefined;
    const request = target[MATERIALISE]();
    const value: unknown = Reflect.get(request, key, request);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(request) : value;
  },
  has(target, key) {
    return OWN_MEMBERS.has(key) || Reflect.has(target, key) || Reflect.has(target[MATERIALISE](), key);
  },
};

/**
 * The `Request` a fetch handler is given for a `node:http` request by `toNodeListener`: the
 * Web objects (body stream, abort signal, undici `Request`) are made only if the handler uses
 * them. See `NodeRequest`.
 *
 * @example
 * const request = createNodeRequest({ incoming, method: "POST", url: "http://localhost/v1/x", headers, hasBody: true, signal, onBodyAbandoned });
 * request instanceof Request; // true
 * await readRequestTextWithinLimit(request, 1_000_000); // read from the socket, no stream
 */
export function createNodeRequest(source: NodeRequestSource): Request {
  return new Proxy(new NodeRequest(source), delegateToRealRequest) as unknown as Request;
}
