/** Days of each month of a common year, January first. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const DIGIT_ZERO = 48;
const DIGIT_NINE = 57;
const HYPHEN = 45;

/** Gregorian leap year, as JavaScript's `Date` counts (proleptic Gregorian calendar). */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number written by `count` ASCII digits of `text` from `start`, or -1 when one is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index++) {
    const code = text.charCodeAt(index);
    if (code < DIGIT_ZERO || code > DIGIT_NINE) return -1;
    value = value * 10 + (code - DIGIT_ZERO);
  }
  return value;
}

/**
 * True for a real calendar date written `YYYY-MM-DD` (no time, no other ISO form).
 *
 * Checked on the character codes rather than by building a `Date` or matching a regular
 * expression (it runs for every date of every request): exactly ten characters, ASCII digits
 * around two hyphens, as `/^\d{4}-\d{2}-\d{2}$/` (a property test pins the two). It accepts
 * exactly what date-fns' `isExists` did: years 0000 to 0099 are refused, because
 * `new Date(year, ...)` reads them as 1900 to 1999 and so never gave them back.
 *
 * @example
 * isCalendarDate("2024-02-29"); // true
 * isCalendarDate("2025-02-30"); // false
 */
export function isCalendarDate(text: string): boolean {
  if (text.length !== 10 || text.charCodeAt(4) !== HYPHEN || text.charCodeAt(7) !== HYPHEN) return false;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= lastDay;
}
