/**
 * Age last birthday: completed years from `dateOfBirth` to `onDate` (both `YYYY-MM-DD`).
 * A 29 February birthday is reached on 1 March in a common year. The caller makes sure the
 * birth date is not after `onDate` (ISO dates compare as strings).
 *
 * Worked on the digits, not on `Date` objects: a birthday is reached when the (month, day) of
 * `onDate` is on or after that of the birth date, which is exactly date-fns'
 * `differenceInYears` for such dates (29 February included, as 02-28 < 02-29 < 03-01) at a
 * fraction of its cost; this runs for every member of every quote.
 *
 * @example
 * ageOnDate("1990-06-15", "2026-06-14"); // 35
 * ageOnDate("2000-02-29", "2027-03-01"); // 27
 */
export function ageOnDate(dateOfBirth: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  // "MM-DD" strings of the same shape compare as the dates do.
  const reached = onDate.slice(5) >= dateOfBirth.slice(5);
  return reached ? years : years - 1;
}
