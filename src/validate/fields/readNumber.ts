import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";

/**
 * Reads an optional double field: a finite JSON number (-0 becomes 0), at least `min`, more
 * than `above` (factors must be positive) and at most `max`, each when given.
 *
 * @example
 * readNumber(-10, problems, pointer, "commercialAdjustment", undefined, undefined, undefined); // -10
 */
export function readNumber(
  sent: unknown,
  problems: ProblemCollector,
  pointer: string,
  name: string,
  min: number | undefined,
  above: number | undefined,
  max: number | undefined,
): number | undefined {
  if (typeof sent !== "number") {
    if (!isAbsent(sent)) problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a number; received ${describeValue(sent)}.`);
    return undefined;
  }
  if (Number.isNaN(sent)) {
    problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a number; received ${describeValue(sent)}.`);
    return undefined;
  }
  if (!Number.isFinite(sent)) {
    problems.issue(`${pointer}/${name}`, "NUMBER_OUT_OF_RANGE", `${name} must be a finite number; received ${describeValue(sent)}.`);
    return undefined;
  }
  if (min !== undefined && sent < min) {
    problems.issue(`${pointer}/${name}`, "NUMBER_OUT_OF_RANGE", `${name} must be ${min} or more; received ${describeValue(sent)}.`);
    return undefined;
  }
  if (above !== undefined && sent <= above) {
    problems.issue(`${pointer}/${name}`, "NUMBER_OUT_OF_RANGE", `${name} must be more than ${above}; received ${describeValue(sent)}.`);
    return undefined;
  }
  if (max !== undefined && sent > max) {
    problems.issue(`${pointer}/${name}`, "NUMBER_OUT_OF_RANGE", `${name} must be ${max} or less; received ${describeValue(sent)}.`);
    return undefined;
  }
  return sent === 0 ? 0 : sent;
}
