/** What the server that carried a request knows of its connection and a `Request` cannot carry. */
export interface ConnectionInfo {
  /** The peer's address: the key of the per-address rate limits. */
  readonly remoteAddress?: string | undefined;
  /**
   * The server's own `Response` class, when it writes one of its own faster than a standard one
   * (`toNodeListener` passes the adapter's, which reaches the socket in one write instead of
   * through a Web stream); the handler's answers are then made with it. Absent: the global `Response`.
   */
  readonly Response?: typeof Response | undefined;
}

/**
 * A Web-standard fetch handler: runs under node:http (see `toNodeListener`), Hono, Bun, Deno or a
 * serverless runtime. The server may say what it knows of the connection (the peer's address).
 */
export type FetchHandler = (request: Request, connection?: ConnectionInfo) => Promise<Response>;
