import { describeValue } from "../describeValue.js";
import { isCalendarDate } from "../../model/wire/isCalendarDate.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";
import type { RecordReader } from "./RecordReader.js";

/**
 * Reads a date field `YYYY-MM-DD` that must be a real calendar date; returns it trimmed.
 *
 * @example
 * readDate(reader, "priceRequiredDate", { required: true }); // "2026-03-01"
 */
export function readDate(reader: RecordReader, name: string, options: { readonly required?: boolean } = {}): string | undefined {
  const value = reader.value(name);
  if (isAbsent(value)) {
    if (options.required === true) reader.problems.issue(reader.path(name), "REQUIRED", `${name} is required (a date YYYY-MM-DD) and was ${describeAbsence(value)}.`);
    return undefined;
  }
  if (typeof value !== "string") {
    reader.problems.issue(reader.path(name), "INVALID_TYPE", `${name} must be a date string YYYY-MM-DD; received ${describeValue(value)}.`);
    return undefined;
  }
  const text = value.trim();
  if (!isCalendarDate(text)) {
    reader.problems.issue(reader.path(name), "INVALID_DATE", `${name} must be a real calendar date in the form YYYY-MM-DD; received ${describeValue(value)}.`);
    return undefined;
  }
  return text;
}
