import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The oracle: date-fns' calendar arithmetic on local midnights (the former definition of ages).
import { differenceInYears } from "date-fns/differenceInYears";
import { isCalendarDate } from "../model/wire/isCalendarDate.js";
import { ageOnDate as ageOnDateByDigits } from "./ageOnDate.js";

function localMidnightOf(isoDate: string): Date {
  const date = new Date(0);
  date.setFullYear(Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10)));
  date.setHours(0, 0, 0, 0);
  return date;
}

/** date-fns' completed years, -0 read as 0. */
function ageOnDate(dateOfBirth: string, onDate: string): number {
  const age = differenceInYears(localMidnightOf(onDate), localMidnightOf(dateOfBirth));
  return age === 0 ? 0 : age;
}

/** Calendar dates of every kind: any year 0100 to 9999, month ends and 29 February weighted in. */
const calendarDate = fc
  .tuple(
    fc.oneof(fc.integer({ min: 100, max: 9999 }), fc.integer({ min: 1896, max: 2104 }), fc.constantFrom(1900, 2000, 2024, 2100, 2400)),
    fc.integer({ min: 1, max: 12 }),
    fc.oneof(fc.integer({ min: 1, max: 31 }), fc.constantFrom(28, 29, 30, 31)),
  )
  .map(([year, month, day]) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`)
  .filter(isCalendarDate);

describe("ageOnDate against date-fns", () => {
  it("counts completed years, 29 February reached on 1 March in a common year", () => {
    expect(ageOnDateByDigits("1990-06-15", "2026-06-14")).toBe(35);
    expect(ageOnDateByDigits("1990-06-15", "2026-06-15")).toBe(36);
    expect(ageOnDateByDigits("2000-02-29", "2027-02-28")).toBe(26);
    expect(ageOnDateByDigits("2000-02-29", "2027-03-01")).toBe(27);
    expect(ageOnDateByDigits("2026-03-01", "2026-03-01")).toBe(0);
  });

  it("gives exactly the age date-fns gives (ageOnDate) on 30,000 date pairs", () => {
    fc.assert(
      fc.property(calendarDate, calendarDate, (a, b) => {
        const [born, on] = a <= b ? [a, b] : [b, a];
        expect(Object.is(ageOnDateByDigits(born, on), ageOnDate(born, on))).toBe(true);
      }),
      { numRuns: 30_000 },
    );
  });

  it("gives exactly the age date-fns gives around birthdays (the day before, of and after)", () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 0, max: 120 }), fc.integer({ min: -1, max: 1 }), (born, years, shift) => {
        const date = new Date(`${born}T00:00:00Z`);
        date.setUTCFullYear(date.getUTCFullYear() + years);
        date.setUTCDate(date.getUTCDate() + shift);
        const on = date.toISOString().slice(0, 10);
        fc.pre(isCalendarDate(on) && born <= on);
        expect(Object.is(ageOnDateByDigits(born, on), ageOnDate(born, on))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
