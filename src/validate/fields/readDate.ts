import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { isCalendarDate } from "../../model/wire/isCalendarDate.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";

/**
 * Reads a date field `YYYY-MM-DD` that must be a real calendar date; returns it trimmed.
 *
 * @example
 * readDate(" 2026-03-01", problems, pointer, "priceRequiredDate", true); // "2026-03-01"
 */
export function readDate(sent: unknown, problems: ProblemCollector, pointer: string, name: string, required: boolean): string | undefined {
  // Trimmed once: a date sent with white space around it is read without a second copy.
  const text = typeof sent === "string" ? sent.trim() : "";
  if (isCalendarDate(text)) return text;
  if (isAbsent(sent)) {
    if (required) problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required (a date YYYY-MM-DD) and was ${describeAbsence(sent)}.`);
    return undefined;
  }
  if (typeof sent !== "string") {
    problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a date string YYYY-MM-DD; received ${describeValue(sent)}.`);
    return undefined;
  }
  problems.issue(`${pointer}/${name}`, "INVALID_DATE", `${name} must be a real calendar date in the form YYYY-MM-DD; received ${describeValue(sent)}.`);
  return undefined;
}
