/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

/**
 * Midnight UTC of a calendar date `YYYY-MM-DD`, in milliseconds, as `Date.UTC` gives it (years 0
 * to 99 as written, not 1900 onwards): the days since 1970-01-01 of the proleptic Gregorian
 * calendar worked out by arithmetic (Howard Hinnant's days_from_civil), without a call into
 * `Date` for every member of every request.
 *
 * @example
 * utcTimeOf("1970-01-02"); // 86400000
 */
export function utcTimeOf(isoDate: string): number {
  // The dates are read and checked already: ten characters, digits where the numbers are.
  const year = digitAt(isoDate, 0) * 1000 + digitAt(isoDate, 1) * 100 + digitAt(isoDate, 2) * 10 + digitAt(isoDate, 3);
  const month = digitAt(isoDate, 5) * 10 + digitAt(isoDate, 6);
  const day = digitAt(isoDate, 8) * 10 + digitAt(isoDate, 9);
  const shiftedYear = month <= 2 ? year - 1 : year; // years start on 1 March, so that 29 February ends one
  const era = Math.floor(shiftedYear / 400);
  const yearOfEra = shiftedYear - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return (era * 146_097 + dayOfEra - 719_468) * DAY_MS;
}

/** The digit at `index` of `text`, as a number. */
function digitAt(text: string, index: number): number {
  return text.charCodeAt(index) - 48;
}
