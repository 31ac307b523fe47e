import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

/**
 * Reads an int32 field: a JSON number that is a whole number within the 32-bit range, at least
 * `min` (below it `belowMinCode`, NUMBER_OUT_OF_RANGE unless the rule names its own: a
 * negative `age` is AGE_OUT_OF_RANGE) and one of `allowed` when given (INVALID_VALUE).
 *
 * @example
 * readInteger(12, problems, pointer, "paymentFrequency", true, undefined, [1, 12, 4], undefined); // 12
 */
export function readInteger(
  sent: unknown,
  problems: ProblemCollector,
  pointer: string,
  name: string,
  required: boolean,
  min: number | undefined,
  allowed: readonly number[] | undefined,
  belowMinCode: "AGE_OUT_OF_RANGE" | undefined,
): number | undefined {
  if (typeof sent === "number" && Number.isInteger(sent) && sent >= INT32_MIN && sent <= INT32_MAX) {
    const integer = sent === 0 ? 0 : sent; // -0 becomes 0
    if (allowed !== undefined && !allowed.includes(integer)) {
      problems.issue(`${pointer}/${name}`, "INVALID_VALUE", `${name} must be one of ${allowed.join(", ")}; received ${describeValue(sent)}.`);
      return undefined;
    }
    if (min !== undefined && integer < min) {
      problems.issue(`${pointer}/${name}`, belowMinCode ?? "NUMBER_OUT_OF_RANGE", `${name} must be ${min} or more; received ${describeValue(sent)}.`);
      return undefined;
    }
    return integer;
  }
  if (isAbsent(sent)) {
    if (required) problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required (a whole number) and was ${describeAbsence(sent)}.`);
    return undefined;
  }
  if (typeof sent !== "number" || Number.isNaN(sent)) {
    problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a whole number; received ${describeValue(sent)}.`);
  } else if (!Number.isFinite(sent) || Number.isInteger(sent)) {
    problems.issue(`${pointer}/${name}`, "NUMBER_OUT_OF_RANGE", `${name} must be a whole number between ${INT32_MIN} and ${INT32_MAX}; received ${describeValue(sent)}.`);
  } else {
    problems.issue(`${pointer}/${name}`, "NOT_AN_INTEGER", `${name} must be a whole number; received ${describeValue(sent)}.`);
  }
  return undefined;
}
