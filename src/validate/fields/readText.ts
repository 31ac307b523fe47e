import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import type { RecordReader } from "./RecordReader.js";

export interface TextOptions {
  readonly required?: boolean;
  /**
   * Accept a JSON number and keep it as its decimal text: identifiers and codes (member
   * number, agent code, incentive parameter) are often sent as numbers by integrators.
   */
  readonly acceptNumber?: boolean;
}

/**
 * Reads a text field, trimmed; blank counts as absent.
 *
 * @example
 * readText(reader, "callingSystem", { required: true }); // "HrSolWeb"
 */
export function readText(reader: RecordReader, name: string, options: TextOptions = {}): string | undefined {
  const value = reader.value(name);
  if (isAbsent(value)) {
    if (options.required === true) reader.problems.issue(reader.path(name), "REQUIRED", `${name} is required and was ${describeAbsence(value)}.`);
    return undefined;
  }
  if (typeof value === "string") return value.trim();
  if (options.acceptNumber === true && typeof value === "number" && Number.isFinite(value)) return String(value);
  reader.problems.issue(reader.path(name), "INVALID_TYPE", `${name} must be a text string; received ${describeValue(value)}.`);
  return undefined;
}

/** Words for a missing value in a REQUIRED message. */
export function describeAbsence(value: unknown): string {
  if (value === undefined) return "not sent";
  if (value === null) return "null";
  return "blank";
}
