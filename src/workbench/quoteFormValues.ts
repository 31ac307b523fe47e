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
  /** The first member category's options by option name: "" (not sent), "No", "Yes" or a level such as "500". */
  readonly options: readonly OptionFormValue[];
  readonly incentives: readonly IncentiveFormValues[];
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
