import { describeValue } from "../describeValue.js";
import { normalizePostcode } from "../normalizePostcode.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";
import type { RecordReader } from "./RecordReader.js";

/**
 * Reads a UK postcode field and returns it normalised ("sw1a1aa" becomes "SW1A 1AA").
 *
 * @example
 * readPostcode(reader, "postcode", { required: true }); // "SW1A 1AA"
 */
export function readPostcode(reader: RecordReader, name: string, options: { readonly required?: boolean } = {}): string | undefined {
  const value = reader.value(name);

  if (isAbsent(value)) {
    if (options.required === true)
      reader.problems.issue(reader.path(name), "REQUIRED", `${name} is required (a UK postcode such as SW1A 1AA) and was ${describeAbsence(value)}.`);
    return undefined;
  }
  if (typeof value !== "string") {
    reader.problems.issue(reader.path(name), "INVALID_TYPE", `${name} must be a text string, a UK postcode such as SW1A 1AA; received ${describeValue(value)}.`);
    return undefined;
  }
  const postcode = normalizePostcode(value);
  if (postcode === undefined) {
    reader.problems.issue(
      reader.path(name),
      "INVALID_POSTCODE",
      `${name} must be a full UK postcode such as SW1A 1AA (outward code, then a digit and two letters); received ${describeValue(value)}.`,
    );
  }
  return postcode;
}
