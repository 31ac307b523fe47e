import type { Issue, Warning } from "../model/issue.js";
import type { QuoteResponse } from "../model/response.js";
import type { RatingPipeline } from "./types.js";
import type { RatingStep } from "./types.js";

/** Options of `quote` and `safeQuote`. */
export interface QuoteOptions {
  /**
   * Names of the consuming systems allowed to call (docs/rating-model.md section 3.14). When given,
   * a `callingSystem` not in it is `UNREGISTERED_CALLING_SYSTEM`; when absent, not checked.
   */
  readonly registry?: readonly string[];
  /** Include the worksheet: every step's line for every member and the policy. */
  readonly explain?: boolean;
  /**
   * Replace the rating steps (default: `defaultSteps`, compiled with the tables), to reorder,
   * remove or add a step: a list (compiled for the quote, cheap for steps whose tables work is
   * in the plan) or a pipeline from `compilePipeline(tables, steps)`, compiled once.
   */
  readonly steps?: readonly RatingStep[] | RatingPipeline;
  /**
   * The date the quotation is made, YYYY-MM-DD (the library has no clock: the caller passes
   * today, as the reference service does). A version whose manifest `availableFrom` is after it
   * does not price (`TABLES_NOT_EFFECTIVE`). Absent: `availableFrom` is not checked, as before
   * it existed. Not a calendar date: a `TypeError` (a programming error, not a request problem).
   */
  readonly quoteDate?: string;
  /**
   * Price with a version whose manifest says `status: "draft"` (the workbench, `impact` and
   * `--allow-draft` ask for it). Default false: a draft version does not price
   * (`TABLES_NOT_EFFECTIVE`), so a service never quotes unapproved rates by default.
   */
  readonly allowDraft?: boolean;
  /** Renewal with previousnetPremium: add `movement`, why the price changed since last year (it reprices the risk a few times). */
  readonly movement?: boolean;
}

/** What `safeQuote` returns: the quotation, or every problem in the request. */
export type SafeQuoteResult =
  { readonly success: true; readonly data: QuoteResponse; readonly warnings: readonly Warning[] } | { readonly success: false; readonly issues: readonly Issue[] };
