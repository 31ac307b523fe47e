import type { Issue, Warning } from "../model/issue.js";
import type { NormalizedQuoteRequest } from "../model/normalized.js";

/** The request is sound: its normalised form, and any non-blocking warnings. */
export interface ValidationSuccess {
  readonly success: true;
  readonly data: NormalizedQuoteRequest;
  readonly warnings: Warning[];
}

/** The request has problems: every one found, nothing priced. */
export interface ValidationFailure {
  readonly success: false;
  readonly issues: Issue[];
}

/** What `validateQuoteRequest` returns; it never throws. */
export type ValidationResult = ValidationSuccess | ValidationFailure;
