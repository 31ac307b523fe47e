import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import type { RecordReader } from "./RecordReader.js";

export interface NumberOptions {
  /** Smallest value allowed, inclusive. */
  readonly min?: number;
  /** The value must be greater than this (factors must be positive). */
  readonly above?: number;
  /** Largest value allowed, inclusive. */
  readonly max?: number;
}

/**
 * Reads an optional double field: a finite JSON number (-0 becomes 0).
 *
 * @example
 * readNumber(reader, "commercialAdjustment"); // -10
 */
export function readNumber(reader: RecordReader, name: string, options: NumberOptions = {}): number | undefined {
  const value = reader.value(name);

  if (isAbsent(value)) return undefined;
  if (typeof value !== "number" || Number.isNaN(value)) {
    reader.problems.issue(reader.path(name), "INVALID_TYPE", `${name} must be a number; received ${describeValue(value)}.`);
    return undefined;
  }
  if (!Number.isFinite(value)) {
    reader.problems.issue(reader.path(name), "NUMBER_OUT_OF_RANGE", `${name} must be a finite number; received ${describeValue(value)}.`);
    return undefined;
  }
  if (options.min !== undefined && value < options.min) {
    reader.problems.issue(reader.path(name), "NUMBER_OUT_OF_RANGE", `${name} must be ${options.min} or more; received ${describeValue(value)}.`);
    return undefined;
  }
  if (options.above !== undefined && value <= options.above) {
    reader.problems.issue(reader.path(name), "NUMBER_OUT_OF_RANGE", `${name} must be more than ${options.above}; received ${describeValue(value)}.`);
    return undefined;
  }
  if (options.max !== undefined && value > options.max) {
    reader.problems.issue(reader.path(name), "NUMBER_OUT_OF_RANGE", `${name} must be ${options.max} or less; received ${describeValue(value)}.`);
    return undefined;
  }
  return value === 0 ? 0 : value;
}
