import type { BodyText } from "./decodeUtf8Strictly.js";

/** Reads one request header the way `Headers.get` does: case-insensitive, repeated values joined by ", ", null when absent. */
export interface HeaderReader {
  /** The header's value (repeated ones joined by ", "), or null when it is absent. */
  get(name: string): string | null;
}

/**
 * One HTTP request as the library's own operations read it, whatever carried it: a Web
 * `Request` (`exchangeOfRequest`) or a node:http request read directly (`nodeExchangeOf`).
 * Every rule of an operation (paths, methods, tokens, caller headers, limits, problems, logs)
 * is written once against this, so that both carriers give the same answers.
 */
export interface ExchangeRequest {
  readonly method: string;
  /** The URL's path, percent-encoded as `URL.pathname` gives it. */
  readonly path: string;
  /** The URL's query parameters. */
  readonly query: URLSearchParams;
  readonly headers: HeaderReader;
  /** The body as UTF-8 text, reading no further than `maxBytes` (the rest of an oversized body is never read). */
  readBody(maxBytes: number): Promise<BodyText>;
  /** Whether the client has gone away before its answer (a 499 rather than a 500 when reading then fails). */
  readonly aborted: boolean;
  /** Aborts when the client goes away before its answer: a held answer (the tarpit) ends with it. */
  readonly signal?: AbortSignal;
  /** The peer's address, when the server that carried the request knows it: the key of the per-address rate limits. */
  readonly remoteAddress?: string | undefined;
}

/** An operation's whole answer: status, headers (lower-case names) and body text, null for none. */
export interface ExchangeAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | null;
}

/** An operation written against `ExchangeRequest`. */
export type ExchangeHandler = (request: ExchangeRequest) => Promise<ExchangeAnswer>;
