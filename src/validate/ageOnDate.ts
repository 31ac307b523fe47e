import { differenceInYears } from "date-fns";

/**
 * Age last birthday: completed years from `dateOfBirth` to `onDate` (both `YYYY-MM-DD`).
 * A 29 February birthday is reached on 1 March in a common year. The caller makes sure the
 * birth date is not after `onDate` (ISO dates compare as strings).
 *
 * @example
 * ageOnDate("1990-06-15", "2026-06-14"); // 35
 * ageOnDate("2000-02-29", "2027-03-01"); // 27
 */
export function ageOnDate(dateOfBirth: string, onDate: string): number {
  const age = differenceInYears(toLocalMidnight(onDate), toLocalMidnight(dateOfBirth));
  return age === 0 ? 0 : age;
}

/** Midnight of a `YYYY-MM-DD` date; `setFullYear` keeps years below 100 as written. */
function toLocalMidnight(isoDate: string): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split("-").map(Number);
  const date = new Date(0);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}
