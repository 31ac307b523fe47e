import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { policyYearOf } from "./policyYearOf.js";

describe("policyYearOf", () => {
  it("runs from the anniversary on or before the date to the next", () => {
    expect(policyYearOf("2025-04-01", "2026-03-01")).toEqual({ start: "2025-04-01", end: "2026-04-01", daysInYear: 365, daysRemaining: 31 });
    expect(policyYearOf("2025-04-01", "2026-04-01")).toEqual({ start: "2026-04-01", end: "2027-04-01", daysInYear: 365, daysRemaining: 365 });
  });

  it("counts 366 days in a year holding 29 February", () => {
    expect(policyYearOf("2023-06-01", "2024-02-29")).toEqual({ start: "2023-06-01", end: "2024-06-01", daysInYear: 366, daysRemaining: 93 });
  });

  it("puts the anniversary of 29 February on 28 February in a common year", () => {
    expect(policyYearOf("2024-02-29", "2025-03-10")).toEqual({ start: "2025-02-28", end: "2026-02-28", daysInYear: 365, daysRemaining: 355 });
    expect(policyYearOf("2024-02-29", "2028-02-28")).toMatchObject({ start: "2027-02-28", end: "2028-02-29", daysInYear: 366, daysRemaining: 1 });
  });

  it("always gives a year of 365 or 366 days holding the date, with 1 to daysInYear days left", () => {
    const isoDate = fc
      .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2060-12-31T00:00:00Z"), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(isoDate, isoDate, (first, second) => {
        const [original, date] = first <= second ? [first, second] : [second, first];
        const year = policyYearOf(original, date);
        expect(year.start <= date && date < year.end).toBe(true);
        expect([365, 366]).toContain(year.daysInYear);
        expect(year.daysRemaining).toBeGreaterThanOrEqual(1);
        expect(year.daysRemaining).toBeLessThanOrEqual(year.daysInYear);
      }),
    );
  });
});
