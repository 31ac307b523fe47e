import type { Issue } from "../model/issue.js";
import type { QuoteResponse } from "../model/response.js";

/** A JSON value as read from, or written to, a golden file. */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * What a golden case expects: the exact successful `quoteResponse` (as `safeQuote(...).data`),
 * or, for a request that must be refused, every issue it must report.
 */
export type GoldenExpected = QuoteResponse | { readonly issues: readonly Issue[] };

/** Options a golden case may carry, passed to `safeQuote` (they override the runner's). */
export interface GoldenCaseOptions {
  /** Price with the worksheet, so that `expected` pins every step's line too. */
  readonly explain?: boolean;
  /** Registry of consuming systems, for cases about `UNREGISTERED_CALLING_SYSTEM`. */
  readonly registry?: readonly string[];
}

/**
 * One golden file: a request, the exact answer it must get, and (optionally) the arithmetic
 * worked by hand from the tables so that a reader can check `expected` without the code.
 */
export interface GoldenCase {
  readonly description: string;
  /** The request exactly as a caller would send it. */
  readonly request: unknown;
  readonly expected: GoldenExpected;
  /** The premium worked by hand, one readable line per step. */
  readonly workings?: readonly string[];
  readonly options?: GoldenCaseOptions;
}

/**
 * One value that differs between the golden file and the engine.
 *
 * `member` is the JSON pointer of the member inside the `quoteResponse`
 * (e.g. `/memberCategory/0/familyUnit/0/member/1`), or `"policy"` for everything else;
 * `field` is the path below it, segments joined by `/` (e.g. `netPrice`,
 * `instalments/gross/first`). `expected` or `actual` is absent when the value is missing on
 * that side.
 */
export interface GoldenDifference {
  readonly member: string;
  readonly field: string;
  readonly expected?: JsonValue;
  readonly actual?: JsonValue;
}

/** The outcome of one golden file. */
export interface GoldenCaseReport {
  /** File name inside the cases folder, e.g. `renewal-capped.json`. */
  readonly file: string;
  readonly description: string;
  /** True when the engine's answer equals `expected` exactly. */
  readonly passed: boolean;
  /** Premiums first (policy, then each member), then every other changed path. */
  readonly differences: readonly GoldenDifference[];
  /** True when `update` rewrote the file's `expected` with the engine's answer. */
  readonly updated: boolean;
  /** Why the file could not be run (unreadable, not JSON, not a golden case). */
  readonly error?: string;
}

/** The outcome of a folder of golden files. */
export interface GoldenReport {
  readonly directory: string;
  readonly cases: readonly GoldenCaseReport[];
  readonly totals: {
    readonly cases: number;
    readonly passed: number;
    readonly failed: number;
    /** Files rewritten by `update`. */
    readonly updated: number;
  };
}
