/**
 * Problems are values: every check returns `Issue`s, collected and reported together; nothing
 * is thrown one at a time from deep inside. `path` is a JSON pointer (RFC 6901) into the
 * request as the caller sent it, so a form or an integrator can put the message beside the
 * field.
 */

/**
 * Every stable code the library reports, with the meaning documented in `docs/errors.md`.
 * Codes are never renamed or reused; new ones may be added in a minor release.
 */
export const ISSUE_CODES = [
  // Shape and types of the JSON request
  "INVALID_REQUEST",
  "REQUIRED",
  "INVALID_TYPE",
  "INVALID_VALUE",
  "INVALID_DATE",
  "NOT_AN_INTEGER",
  "NUMBER_OUT_OF_RANGE",
  "TOO_MANY_ITEMS",
  "EMPTY_LIST",
  "TEXT_TOO_LONG",
  "CONTROL_CHARACTER",
  // Product and transaction
  "UNSUPPORTED_PRODUCT",
  "UNREGISTERED_CALLING_SYSTEM",
  "TABLES_NOT_EFFECTIVE",
  "TAX_DATE_OUT_OF_RANGE",
  // Members
  "AGE_REQUIRED",
  "AGE_DOB_MISMATCH",
  "AGE_OUT_OF_RANGE",
  "INVALID_POSTCODE",
  "POSTCODE_NOT_RATED",
  "INVALID_POSTCODE_BAND",
  "PRIMARY_MEMBER",
  "TOO_MANY_PARTNERS",
  "COUNT_MISMATCH",
  "INVALID_NCD_LEVEL",
  "NCD_LEVEL_MISMATCH",
  "NO_MEMBER_NEEDED",
  // Options
  "UNKNOWN_OPTION",
  "UNKNOWN_OPTION_LEVEL",
  "DUPLICATE_OPTION",
  // Incentives
  "UNKNOWN_INCENTIVE",
  "DUPLICATE_INCENTIVE",
  "INCENTIVE_NOT_ELIGIBLE",
  "INCENTIVES_NOT_COMBINABLE",
  "INVALID_INCENTIVE_PARAMETER",
  "INCENTIVE_NOT_APPLICABLE",
  // Bounds from the tables
  "ADJUSTMENT_OUT_OF_RANGE",
  "PAYMENT_METHOD_NOT_AVAILABLE",
  "PRICE_OUT_OF_RANGE",
  // The list of problems itself
  "TOO_MANY_PROBLEMS",
  "EFFECTIVE_DATE_BEFORE_POLICY_START",
  "EFFECTIVE_DATE_TOO_FAR_AHEAD",
] as const;

/** A stable machine code of a request problem. */
export type IssueCode = (typeof ISSUE_CODES)[number];

/** Codes of non-blocking observations returned with a quote. */
export const WARNING_CODES = ["OUTPUT_FIELD_IGNORED", "CAPPING_INPUT_IGNORED", "INCENTIVE_NOT_APPLIED", "RENEWAL_ABOVE_NEW_BUSINESS_PRICE"] as const;

/** A stable machine code of a warning. */
export type WarningCode = (typeof WARNING_CODES)[number];

/** One problem in a request: where, what (stable), and a sentence a person can act on. */
export interface Issue {
  /** JSON pointer (RFC 6901) into the request as sent; `""` is the whole request. */
  readonly path: string;
  readonly code: IssueCode;
  readonly message: string;
}

/** A non-blocking observation: the quote is still produced. */
export interface Warning {
  readonly path: string;
  readonly code: WarningCode;
  readonly message: string;
}
