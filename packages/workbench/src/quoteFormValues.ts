/**
 * The common fields of a quotation request as the workbench form shows them: every value a
 * string, as an input holds it, so that anything typed (even a wrong value) reaches the JSON
 * and the validator names the problem instead of the form hiding it.
 */
export interface QuoteFormValues {
  readonly id: string;
  readonly transactionType: string;
  readonly priceRequiredDate: string;
  readonly policyholderPostcode: string;
  readonly paymentType: string;
  readonly paymentFrequency: string;
  readonly commercialAdjustment: string;
  readonly members: readonly MemberFormValues[];
  /** Every member category of the request, each with its options. */
  readonly categories: readonly CategoryFormValues[];
  readonly incentives: readonly IncentiveFormValues[];
}

/** One member category and its options by option name: "" (not sent), "No", "Yes" or a level such as "500". */
export interface CategoryFormValues {
  /** Position of the category in `memberCategory`. */
  readonly index: number;
  readonly name: string;
  readonly options: readonly OptionFormValue[];
}

export interface MemberFormValues {
  /** JSON pointer of the member in the request. */
  readonly pointer: string;
  readonly relationship: string;
  readonly dateOfBirth: string;
  readonly gender: string;
  readonly postcode: string;
  readonly uwType: string;
  readonly ncdLevel: string;
  /** The date the member joins (checked against the policy start and the price date; on MTC, the pro-rata charge). */
  readonly effectiveDate: string;
  readonly memberYearsClaimFree: string;
  /** Percent, e.g. "5". */
  readonly wellnessDiscount: string;
  /** Renewal: last year's annual net premium, which capping and collaring hold the new one against. */
  readonly previousnetPremium: string;
  /** MTC (and Renewal without a previous premium): the capping and collaring factor to apply. */
  readonly cncFactor: string;
  /** MTC and Renewal: the band to rate, instead of the one worked out from the postcode. */
  readonly postcodeBand: string;
}

export interface OptionFormValue {
  readonly id: number;
  readonly name: string;
  readonly choice: string;
}

export interface IncentiveFormValues {
  readonly incentiveType: string;
  readonly incentiveParameter: string;
}

/** Plain JSON object or undefined: the request may be anything a user pasted. */
export type JsonObject = Record<string, unknown>;

/** The value as a JSON object, else undefined. */
export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

/** The value as an array, else an empty one. */
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A field shown in an input: strings and numbers as typed, anything else blank. */
export function asText(value: unknown): string {
  return typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}
