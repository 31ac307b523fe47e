import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";

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
  if (typeof value === "string") {
    const text = value.trim();
    if (DIGITS.test(text)) return Number(text);
  }
  return undefined;
}

/**
 * Reads `ncdLevel`: a whole number of 0 or more, or a string of digits (the reference types
 * it as an object; the request shape sends a number). Always required.
 *
 * @example
 * readNcdLevel("12", problems, pointer, "ncdLevel"); // 12
 */
export function readNcdLevel(sent: unknown, problems: ProblemCollector, pointer: string, name: string): number | undefined {
  const level = ncdLevelOf(sent);
  if (level !== undefined) return level;
  if (isAbsent(sent)) {
    problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required (the no claim discount level, a whole number such as 12) and was ${describeAbsence(sent)}.`);
    return undefined;
  }
  problems.issue(
    `${pointer}/${name}`,
    "INVALID_NCD_LEVEL",
    `${name} must be a whole number of 0 or more (or a string of digits) such as 12; received ${describeValue(sent)}.`,
  );
  return undefined;
}
