/**
 * One log entry per request. It holds no personal data by construction: no body, no query,
 * no header other than the caller's own identifiers, so a request log can be shipped to any
 * log store without becoming a store of dates of birth and postcodes.
 */
export interface RequestLogEntry {
  readonly method: string;
  /** Path only, never the query string. */
  readonly path: string;
  readonly status: number;
  /** Milliseconds from receiving the request to having the response. */
  readonly durationMs: number;
  readonly correlationId?: string;
  readonly requestingSystem?: string;
  /** The OAuth client the access token was issued to, once the token is verified. */
  readonly clientId?: string;
  /** The problem's code, for an error response. */
  readonly code?: string;
}

/** Receives one entry per request handled. */
export type RequestLogger = (entry: RequestLogEntry) => void;
