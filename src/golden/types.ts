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
  /** Renewal: add the movement, why the price changed since last year. */
  readonly movement?: boolean;
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
  /**
   * Written by `--update` when the new `expected` no longer agrees with `workings` (one sentence
   * per disagreement), removed by the next `--update` once they agree again. A case carrying
   * stale workings fails, so hand arithmetic never goes stale silently.
   */
  readonly workingsStale?: readonly string[];
  readonly options?: GoldenCaseOptions;
  /**
   * The tables folder the case is priced with, relative to the case file's folder (e.g.
   * `"tables"`): a case that needs other tables than the runner's names them, so that it passes
   * wherever it is run. Absent: the runner's tables (`--tables`, default the shipped ones).
   */
  readonly tables?: string;
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
  /** Path inside the cases folder with `/` separators, e.g. `renewal/capped.json`. */
  readonly file: string;
  readonly description: string;
  /** True when the engine's answer equals `expected` exactly and the workings agree with it. */
  readonly passed: boolean;
  /** True when the only difference is the tables' content hash (reported once for the run). */
  readonly tablesHashOnly: boolean;
  /**
   * Where the hand `workings` disagree with `expected` (after `update`: with the new answer);
   * empty when they agree or the case has none.
   */
  readonly staleWorkings: readonly string[];
  /** Premiums first (policy, then each member), then every other changed path. */
  readonly differences: readonly GoldenDifference[];
  /** True when `update` rewrote the file's `expected` with the engine's answer. */
  readonly updated: boolean;
  /** Why the file could not be run (unreadable, not JSON, not a golden case). */
  readonly error?: string;
}

/** One change of the tables' content hash seen by cases that differ by nothing else. */
export interface TablesHashChange {
  readonly expected: string;
  readonly actual: string;
  /** How many cases differ by this hash change only. */
  readonly cases: number;
}

/** The outcome of a folder of golden files. */
export interface GoldenReport {
  readonly directory: string;
  /** The `filter` the run was given, if any. */
  readonly filter?: string;
  readonly cases: readonly GoldenCaseReport[];
  /** The hash changes of cases whose only difference is the tables hash, once each. */
  readonly tablesHashChanges: readonly TablesHashChange[];
  readonly totals: {
    readonly cases: number;
    readonly passed: number;
    readonly failed: number;
    /** Files rewritten by `update`. */
    readonly updated: number;
    /** Cases whose only difference is the tables hash. */
    readonly tablesHashOnly: number;
    /** Cases whose hand workings disagree with `expected`. */
    readonly staleWorkings: number;
  };
}
