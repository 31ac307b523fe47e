import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";
import type { RecordReader } from "./RecordReader.js";

/** Digits only; ten at most keeps the value a safe integer (the level is checked against the NCD table later). */
const DIGITS = /^\d{1,10}$/;

/**
 * The NCD level a sent value stands for (a safe whole number of 0 or more, `-0` read as 0, or
 * a string of up to ten digits, trimmed), or undefined.
 *
 * @example
 * ncdLevelOf(" 12 "); // 12
 */
export function ncdLevelOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return value === 0 ? 0 : value;
  if (typeof value === "string" && DIGITS.test(value.trim())) return Number(value.trim());
  return undefined;
}

/**
 * Reads `ncdLevel`: a whole number of 0 or more, or a string of digits (the reference types
 * it as an object; the request shape sends a number).
 *
 * @example
 * readNcdLevel(reader); // 12 for 12 or "12"
 */
export function readNcdLevel(reader: RecordReader, name = "ncdLevel"): number | undefined {
  const value = reader.value(name);

  if (isAbsent(value)) {
    reader.problems.issue(
      reader.path(name),
      "REQUIRED",
      `${name} is required (the no claim discount level, a whole number such as 12) and was ${describeAbsence(value)}.`,
    );
    return undefined;
  }
  const level = ncdLevelOf(value);
  if (level !== undefined) return level;
  reader.problems.issue(
    reader.path(name),
    "INVALID_NCD_LEVEL",
    `${name} must be a whole number of 0 or more (or a string of digits) such as 12; received ${describeValue(value)}.`,
  );
  return undefined;
}
