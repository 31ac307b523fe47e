import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOnDate } from "./ageOnDate.js";

/** Independent oracle: compare (month, day) pairs as numbers. */
function ageByArithmetic(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [oy, om, od] = onDate.split("-").map(Number) as [number, number, number];
  const reached = om * 100 + od >= bm * 100 + bd;
  return oy - by - (reached ? 0 : 1);
}

const isoDate = fc
  .date({ min: new Date("1901-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe("ageOnDate", () => {
  it("counts completed years", () => {
    expect(ageOnDate("1990-06-15", "2026-06-14")).toBe(35);
    expect(ageOnDate("1990-06-15", "2026-06-15")).toBe(36);
    expect(ageOnDate("2026-01-01", "2026-12-31")).toBe(0);
  });

  it("reaches a 29 February birthday on 1 March in a common year", () => {
    expect(ageOnDate("2000-02-29", "2027-02-28")).toBe(26);
    expect(ageOnDate("2000-02-29", "2027-03-01")).toBe(27);
    expect(ageOnDate("2000-02-29", "2028-02-29")).toBe(28);
  });

  it("agrees with plain calendar arithmetic, including 29 February", () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        const [born, on] = a <= b ? [a, b] : [b, a];
        expect(ageOnDate(born, on)).toBe(ageByArithmetic(born, on));
      }),
      { numRuns: 5_000 },
    );
  });
});
