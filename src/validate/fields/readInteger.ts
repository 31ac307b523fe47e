import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";
import type { RecordReader } from "./RecordReader.js";

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;

export interface IntegerOptions {
  readonly required?: boolean;
  /** Smallest value allowed (NUMBER_OUT_OF_RANGE below it). */
  readonly min?: number;
  /** The only values allowed (INVALID_VALUE otherwise), e.g. payment frequencies. */
  readonly allowed?: readonly number[];
  /** The code of a value below `min`, when a rule names its own (a negative `age` is AGE_OUT_OF_RANGE). */
  readonly belowMinCode?: "AGE_OUT_OF_RANGE";
}

/**
 * Reads an int32 field: a JSON number that is a whole number within the 32-bit range.
 *
 * @example
 * readInteger(reader, "paymentFrequency", { required: true, allowed: [1, 12, 4] }); // 12
 */
export function readInteger(reader: RecordReader, name: string, options: IntegerOptions = {}): number | undefined {
  const value = reader.value(name);

  const problems = reader.problems;
  if (isAbsent(value)) {
    if (options.required === true) problems.issue(reader.path(name), "REQUIRED", `${name} is required (a whole number) and was ${describeAbsence(value)}.`);
    return undefined;
  }
  if (typeof value !== "number" || Number.isNaN(value)) {
    problems.issue(reader.path(name), "INVALID_TYPE", `${name} must be a whole number; received ${describeValue(value)}.`);
    return undefined;
  }
  if (!Number.isFinite(value)) {
    problems.issue(reader.path(name), "NUMBER_OUT_OF_RANGE", `${name} must be a whole number between ${INT32_MIN} and ${INT32_MAX}; received ${describeValue(value)}.`);
    return undefined;
  }
  if (!Number.isInteger(value)) {
    problems.issue(reader.path(name), "NOT_AN_INTEGER", `${name} must be a whole number; received ${describeValue(value)}.`);
    return undefined;
  }
  if (value < INT32_MIN || value > INT32_MAX) {
    problems.issue(reader.path(name), "NUMBER_OUT_OF_RANGE", `${name} must be a whole number between ${INT32_MIN} and ${INT32_MAX}; received ${describeValue(value)}.`);
    return undefined;
  }
  const integer = value === 0 ? 0 : value; // -0 becomes 0
  if (options.allowed !== undefined && !options.allowed.includes(integer)) {
    problems.issue(reader.path(name), "INVALID_VALUE", `${name} must be one of ${options.allowed.join(", ")}; received ${describeValue(value)}.`);
    return undefined;
  }
  if (options.min !== undefined && integer < options.min) {
    problems.issue(reader.path(name), options.belowMinCode ?? "NUMBER_OUT_OF_RANGE", `${name} must be ${options.min} or more; received ${describeValue(value)}.`);
    return undefined;
  }
  return integer;
}
