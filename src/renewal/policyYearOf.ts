/** The policy year a date falls in, and how much of it is left from that date. */
export interface PolicyYear {
  /** The anniversary of the original effective date on or before the date (YYYY-MM-DD). */
  readonly start: string;
  /** The next anniversary (YYYY-MM-DD): the first day after the policy year. */
  readonly end: string;
  /** Days in the policy year: 365, or 366 when it holds a 29 February. */
  readonly daysInYear: number;
  /** Days from the date (counted) to the end (not counted); `daysInYear` on the start itself. */
  readonly daysRemaining: number;
}

const DAY_MS = 86_400_000;

/**
 * The policy year of a policy first effective on `originalEffectiveDate` that holds `date`:
 * years run from each anniversary of the original effective date to the next. An anniversary
 * of 29 February falls on 28 February in a common year. The caller makes sure `date` is not
 * before `originalEffectiveDate` (ISO dates compare as strings).
 *
 * @example
 * policyYearOf("2025-04-01", "2026-03-01"); // { start: "2025-04-01", end: "2026-04-01", daysInYear: 365, daysRemaining: 31 }
 * policyYearOf("2023-06-01", "2024-02-29"); // { start: "2023-06-01", end: "2024-06-01", daysInYear: 366, daysRemaining: 93 }
 */
export function policyYearOf(originalEffectiveDate: string, date: string): PolicyYear {
  const years = Number(date.slice(0, 4)) - Number(originalEffectiveDate.slice(0, 4));
  let start = anniversaryOf(originalEffectiveDate, years);
  let startYears = years;
  if (start > date) {
    startYears = years - 1;
    start = anniversaryOf(originalEffectiveDate, startYears);
  }
  const end = anniversaryOf(originalEffectiveDate, startYears + 1);
  return { start, end, daysInYear: daysBetween(start, end), daysRemaining: daysBetween(date, end) };
}

/** The `years`-th anniversary of an ISO date; 29 February becomes 28 February in a common year. */
function anniversaryOf(isoDate: string, years: number): string {
  const year = Number(isoDate.slice(0, 4)) + years;
  const month = isoDate.slice(5, 7);
  let day = isoDate.slice(8, 10);
  if (month === "02" && day === "29" && !isLeapYear(year)) day = "28";
  return `${String(year).padStart(4, "0")}-${month}-${day}`;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Whole days from one ISO date to a later one, counted in UTC (no time zone, no daylight saving). */
function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

function utcOf(isoDate: string): number {
  const date = new Date(0);
  date.setUTCFullYear(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
  return date.getTime();
}
