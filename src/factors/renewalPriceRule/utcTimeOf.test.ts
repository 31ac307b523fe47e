import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { utcTimeOf } from "./utcTimeOf.js";

/** What `Date` says: `Date.UTC` from the year 100, `setUTCFullYear` below it (Date.UTC reads 0 to 99 as 1900 to 1999). */
function byDate(year: number, month: number, day: number): number {
  return year >= 100 ? Date.UTC(year, month - 1, day) : new Date(0).setUTCFullYear(year, month - 1, day);
}

function text(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

describe("utcTimeOf", () => {
  it("gives Date's midnight UTC for every day of years 0000 to 0004, 1599 to 1601, 1899 to 1901, 1968 to 1972 and 2096 to 2104", () => {
    for (const [from, to] of [
      [0, 4],
      [1599, 1601],
      [1899, 1901],
      [1968, 1972],
      [2096, 2104],
    ] as const) {
      for (let year = from; year <= to; year++) {
        for (let month = 1; month <= 12; month++) {
          const last = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && byDate(year, 2, 29) === byDate(year, 3, 1) ? 1 : 0);
          for (let day = 1; day <= last; day++) expect(utcTimeOf(text(year, month, day)), text(year, month, day)).toBe(byDate(year, month, day));
        }
      }
    }
  });

  it("agrees with Date on random calendar dates of years 0000 to 9999", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true }), (date) => {
        const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
        expect(utcTimeOf(text(year, month, day))).toBe(byDate(year, month, day));
      }),
      { numRuns: 20_000 },
    );
  });
});
