const DIGIT_ZERO = 48;

/** The number written by `count` digits of `text` from `start` (the caller knows they are digits). */
function numberAt(text: string, start: number, count: number): number {
  let value = 0;
  for (let index = start; index < start + count; index++) value = value * 10 + (text.charCodeAt(index) - DIGIT_ZERO);
  return value;
}

/**
 * Age last birthday: completed years from `dateOfBirth` to `onDate`, two calendar dates
 * `YYYY-MM-DD` (as `isCalendarDate` accepts them), the birth date not after `onDate`. The
 * difference of the years, less one when the birthday (month and day) is not yet reached; a
 * 29 February birthday is reached on 1 March in a common year.
 *
 * Worked on the digits rather than by building `Date`s (a microsecond a member). A property
 * test pins it to date-fns' `differenceInYears` on every kind of date pair (29 February,
 * birthdays, ends of months, years 0100 to 9999).
 *
 * @example
 * ageOnDate("1990-06-15", "2026-06-14"); // 35
 * ageOnDate("2000-02-29", "2027-03-01"); // 27
 */
export function ageOnDate(dateOfBirth: string, onDate: string): number {
  const years = numberAt(onDate, 0, 4) - numberAt(dateOfBirth, 0, 4);
  const birthday = numberAt(dateOfBirth, 5, 2) * 100 + numberAt(dateOfBirth, 8, 2);
  const today = numberAt(onDate, 5, 2) * 100 + numberAt(onDate, 8, 2);
  return today >= birthday ? years : years - 1;
}
