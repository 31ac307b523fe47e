import { Decimal } from "../../decimal/decimal.js";
import type { TableProblemCode } from "../tableProblem.js";
import { PLAUSIBLE_RANGES, type PlausibleRange } from "./plausibleRanges.js";
import { isCalendarDate } from "../../model/wire/isCalendarDate.js";

/**
 * Readers of one CSV cell (a trimmed string). Each returns the typed value or its problem with
 * the stable table-problem code and a sentence the actuary can act on; `validateRows` turns the
 * problems into `TableProblem`s with file, row and column.
 *
 * Plain functions rather than zod schemas: `pmi-rating/tables` compiles the shipped default
 * tables at import, and zod would be three quarters of a browser bundle (docs/decisions.md).
 *
 * Numbers are read as decimal text and never pass through a JS number, so `1.05` in a CSV is
 * exactly `new Decimal("1.05")`.
 */

/** What a cell reader returns: the value, or the problem with its stable code. */
export type CellResult<T> = { readonly value: T } | { readonly code: TableProblemCode; readonly message: string };

/** Reads one trimmed cell text. */
export type CellReader<T> = (text: string) => CellResult<T>;

/** The value type a cell reader gives. */
export type CellValue<R> = R extends CellReader<infer T> ? T : never;

function cell<T>(check: CellReader<T>): CellReader<T> {
  return check;
}

const DECIMAL_TEXT = /^[+-]?\d+(\.\d+)?$/;
const INTEGER_TEXT = /^[+-]?\d+$/;

const required = (text: string) => (text === "" ? ({ code: "REQUIRED_VALUE", message: "A value is required here." } as const) : undefined);

/** Any non-blank text. */
export const textCell = cell<string>((text) => required(text) ?? { value: text });

/** Text, or `undefined` when blank. */
export const optionalTextCell = cell<string | undefined>((text) => ({ value: text === "" ? undefined : text }));

function readDecimal(text: string): { value: Decimal } | { code: TableProblemCode; message: string } {
  const blank = required(text);
  if (blank) return blank;
  if (!DECIMAL_TEXT.test(text)) {
    return {
      code: "INVALID_NUMBER",
      message: `"${text}" is not a number: write digits with an optional decimal point and no currency sign, % or thousands separator, e.g. 1.05 or 1250.00.`,
    };
  }
  return { value: new Decimal(text.replace(/^\+/, "")) };
}

/** A decimal number, any sign. */
export const decimalCell = cell<Decimal>(readDecimal);

/** Whether a value lies in a plausible range, or the problem saying it does not (docs/tables.md). */
export function checkPlausible(value: Decimal, range: PlausibleRange, what: string, hint: string): { code: TableProblemCode; message: string } | undefined {
  if (value.gte(range.minimum) && value.lte(range.maximum)) return undefined;
  return {
    code: "IMPLAUSIBLE_VALUE",
    message: `${what} ${value.toString()} is outside the plausible range ${range.minimum} to ${range.maximum} (docs/tables.md): ${hint}`,
  };
}

/** A factor: a decimal number above 0 (1.00 is no effect) within the plausible factor range. */
export const factorCell = cell<Decimal>((text) => {
  const result = readDecimal(text);
  if ("code" in result) return result;
  if (!result.value.gt(0)) return { code: "NOT_POSITIVE", message: `The factor ${text} must be above 0 (1.00 means no effect, 0.90 a 10 % discount).` };
  return (
    checkPlausible(result.value, PLAUSIBLE_RANGES.factor, "The factor", "a factor multiplies the premium (1.00 means no effect); check for a misplaced decimal point.") ??
    result
  );
});

/** An annual base rate in GBP: above 0 and within the plausible base-rate range. */
export const baseRateCell = cell<Decimal>((text) => {
  const result = readDecimal(text);
  if ("code" in result) return result;
  if (!result.value.gt(0)) return { code: "NOT_POSITIVE", message: `The value ${text} must be above 0.` };
  return (
    checkPlausible(
      result.value,
      PLAUSIBLE_RANGES.baseRate,
      "The base rate",
      "it is an annual premium per member in pounds; check for a misplaced decimal point or a pasted value.",
    ) ?? result
  );
});

/** A money amount or rate: a decimal number of at least 0. */
export const nonNegativeDecimalCell = cell<Decimal>((text) => {
  const result = readDecimal(text);
  if ("code" in result) return result;
  return result.value.gte(0) ? result : { code: "NEGATIVE", message: `The value ${text} must not be negative.` };
});

/** A base rate or other amount that must be above 0. */
export const positiveDecimalCell = cell<Decimal>((text) => {
  const result = readDecimal(text);
  if ("code" in result) return result;
  return result.value.gt(0) ? result : { code: "NOT_POSITIVE", message: `The value ${text} must be above 0.` };
});

function readInteger(text: string, minimum?: number): { value: number } | { code: TableProblemCode; message: string } {
  const blank = required(text);
  if (blank) return blank;
  if (!INTEGER_TEXT.test(text)) {
    return DECIMAL_TEXT.test(text)
      ? { code: "NOT_INTEGER", message: `"${text}" must be a whole number.` }
      : { code: "INVALID_NUMBER", message: `"${text}" is not a whole number.` };
  }
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return { code: "INVALID_NUMBER", message: `"${text}" is too large.` };
  if (minimum !== undefined && value < minimum) {
    return { code: "NEGATIVE", message: `${text} must be at least ${minimum}.` };
  }
  return { value };
}

/** A whole number of at least `minimum` (0 by default). */
export const integerCell = (minimum = 0) => cell<number>((text) => readInteger(text, minimum));

/** A real calendar date written YYYY-MM-DD. */
export const isoDateCell = cell<string>((text) => {
  const blank = required(text);
  if (blank) return blank;
  return isCalendarDate(text) ? { value: text } : { code: "INVALID_DATE", message: `"${text}" is not a real calendar date written YYYY-MM-DD, e.g. 2026-01-01.` };
});

/** One of a closed list of values, matched exactly (the lists are the interface's spellings). */
export function oneOfCell<const T extends string>(values: readonly T[], what: string) {
  return cell<T>((text) => {
    const blank = required(text);
    if (blank) return blank;
    const found = values.find((value) => value === text);
    return found !== undefined ? { value: found } : { code: "INVALID_VALUE", message: `"${text}" is not a known ${what}; use one of: ${values.join(", ")}.` };
  });
}

/** Like `oneOfCell`, but a blank cell means "any" and gives `undefined`. */
export function optionalOneOfCell<const T extends string>(values: readonly T[], what: string) {
  return cell<T | undefined>((text) => {
    if (text === "") return { value: undefined };
    const found = values.find((value) => value === text);
    return found !== undefined
      ? { value: found }
      : { code: "INVALID_VALUE", message: `"${text}" is not a known ${what}; use one of: ${values.join(", ")}, or leave it blank for any.` };
  });
}

/** A whole number from a closed list, or `undefined` when blank ("any"). */
export function optionalIntegerOneOfCell(values: readonly number[], what: string) {
  return cell<number | undefined>((text) => {
    if (text === "") return { value: undefined };
    const found = values.find((value) => String(value) === text);
    return found !== undefined
      ? { value: found }
      : { code: "INVALID_VALUE", message: `"${text}" is not a known ${what}; use one of: ${values.join(", ")}, or leave it blank for any.` };
  });
}

/** A whole number from a closed list. */
export function integerOneOfCell(values: readonly number[], what: string) {
  return cell<number>((text) => {
    const blank = required(text);
    if (blank) return blank;
    const found = values.find((value) => String(value) === text);
    return found !== undefined ? { value: found } : { code: "INVALID_VALUE", message: `"${text}" is not a known ${what}; use one of: ${values.join(", ")}.` };
  });
}
