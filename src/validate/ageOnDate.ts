import { differenceInYears, parseISO } from "date-fns";

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
  const age = differenceInYears(parseISO(onDate), parseISO(dateOfBirth));
  return age === 0 ? 0 : age;
}
