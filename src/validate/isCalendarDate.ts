import { isExists } from "date-fns";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a real calendar date written `YYYY-MM-DD` (no time, no other ISO form).
 *
 * @example
 * isCalendarDate("2024-02-29"); // true
 * isCalendarDate("2025-02-30"); // false
 */
export function isCalendarDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (match === null) return false;
  return isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}
