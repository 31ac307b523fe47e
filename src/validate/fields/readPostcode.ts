import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { normalizePostcode } from "../normalizePostcode.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";

/**
 * Reads a UK postcode field and returns it normalised ("sw1a1aa" becomes "SW1A 1AA").
 *
 * @example
 * readPostcode("sw1a1aa", problems, pointer, "postcode", true); // "SW1A 1AA"
 */
export function readPostcode(sent: unknown, problems: ProblemCollector, pointer: string, name: string, required: boolean): string | undefined {
  // The postcode first: a blank text is none, and only a text that is none is trimmed to see whether it is blank.
  const postcode = typeof sent === "string" ? normalizePostcode(sent) : undefined;
  if (postcode !== undefined) return postcode;
  if (isAbsent(sent)) {
    if (required) problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required (a UK postcode such as SW1A 1AA) and was ${describeAbsence(sent)}.`);
    return undefined;
  }
  if (typeof sent !== "string") {
    problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a text string, a UK postcode such as SW1A 1AA; received ${describeValue(sent)}.`);
    return undefined;
  }
  problems.issue(
    `${pointer}/${name}`,
    "INVALID_POSTCODE",
    `${name} must be a full UK postcode such as SW1A 1AA (outward code, then a digit and two letters); received ${describeValue(sent)}.`,
  );
  return undefined;
}
