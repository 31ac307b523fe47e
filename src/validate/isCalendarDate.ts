const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days of each month of a common year, January first. */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Gregorian leap year, as JavaScript's `Date` counts (proleptic Gregorian calendar). */
function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * True for a real calendar date written `YYYY-MM-DD` (no time, no other ISO form).
 *
 * Checked by arithmetic rather than by building a `Date` (it runs for every date of every
 * request). It accepts exactly what date-fns' `isExists` did: years 0000 to 0099 are refused,
 * because `new Date(year, ...)` reads them as 1900 to 1999 and so never gave them back.
 *
 * @example
 * isCalendarDate("2024-02-29"); // true
 * isCalendarDate("2025-02-30"); // false
 */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const lastDay = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day <= lastDay;
}
