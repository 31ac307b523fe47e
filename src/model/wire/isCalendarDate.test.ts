import { isExists } from "date-fns";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isCalendarDate } from "./isCalendarDate.js";

describe("isCalendarDate", () => {
  it("accepts real dates, including 29 February of a leap year", () => {
    expect(isCalendarDate("2026-01-31")).toBe(true);
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2000-02-29")).toBe(true);
  });
  it("rejects dates that do not exist", () => {
    expect(isCalendarDate("2025-02-30")).toBe(false);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("1900-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("2026-04-31")).toBe(false);
    expect(isCalendarDate("2026-00-10")).toBe(false);
  });
  it("rejects other ISO forms and junk", () => {
    expect(isCalendarDate("20260101")).toBe(false);
    expect(isCalendarDate("2026-01-01T00:00:00Z")).toBe(false);
    expect(isCalendarDate("01/02/2026")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
  });
  it("refuses the years 0000 to 0099, as date-fns' isExists does", () => {
    expect(isCalendarDate("0000-01-01")).toBe(false);
    expect(isCalendarDate("0099-12-31")).toBe(false);
    expect(isCalendarDate("0100-01-01")).toBe(true);
  });
  it("agrees with date-fns' isExists on every digit combination", () => {
    const digits = (length: number, max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(length, "0"));
    fc.assert(
      fc.property(digits(4, 9999), digits(2, 99), digits(2, 99), (year, month, day) => {
        const expected = isExists(Number(year), Number(month) - 1, Number(day));
        expect(isCalendarDate(`${year}-${month}-${day}`)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it("accepts exactly the texts of the form /^\\d{4}-\\d{2}-\\d{2}$/ that isExists accepts, on texts near that form", () => {
    const nearDate = fc
      .array(fc.constantFrom("0", "1", "2", "9", "-", " ", "a", "٣", "\n", "+", "."), { minLength: 8, maxLength: 12 })
      .map((characters) => characters.join(""));
    const dateLike = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([year, month, day]) => `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);
    const edited = fc
      .tuple(dateLike, fc.nat(), fc.constantFrom("", " ", "\n", "x", "-", "1"))
      .map(([text, at, insert]) => text.slice(0, at % (text.length + 1)) + insert + text.slice(at % (text.length + 1)));
    fc.assert(
      fc.property(fc.oneof(nearDate, dateLike, edited, fc.string()), (text) => {
        const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
        const expected = match !== null && isExists(Number(match[1]), Number(match[2]) - 1, Number(match[3])) && Number(match[1]) >= 100;
        expect(isCalendarDate(text)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });
});
