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
});
