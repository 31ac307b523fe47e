import type { Issue } from "../model/issue.js";

/**
 * Reads an optional whole-number field of a look-up question, pushing a problem at
 * `/<name>` when it is not a whole number from `min` to `max`; `undefined` when absent or wrong.
 *
 * @example
 * readWholeNumber({ ncdUplift: 2 }, "ncdUplift", 0, 2, issues); // 2
 */
export function readWholeNumber(query: object, name: string, min: number, max: number, issues: Issue[]): number | undefined {
  const value: unknown = (query as Record<string, unknown>)[name];
  if (value === undefined || value === null) return undefined;
  const path = `/${name}`;
  if (typeof value !== "number" || Number.isNaN(value)) {
    issues.push({ path, code: "INVALID_TYPE", message: `${name} must be a whole number; received ${JSON.stringify(value) ?? typeof value}.` });
    return undefined;
  }
  if (!Number.isInteger(value)) {
    issues.push({ path, code: "NOT_AN_INTEGER", message: `${name} must be a whole number; received ${value}.` });
    return undefined;
  }
  if (value < min || value > max) {
    issues.push({ path, code: "NUMBER_OUT_OF_RANGE", message: `${name} must be a whole number from ${min} to ${max}; received ${value}.` });
    return undefined;
  }
  return value;
}
