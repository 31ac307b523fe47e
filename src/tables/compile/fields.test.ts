import { describe, expect, it } from "vitest";
import { z } from "zod";
import { decimalCell, factorCell, integerCell, isCalendarDate, isoDateCell, oneOfCell, optionalOneOfCell } from "./fields.js";

const issue = (schema: z.ZodType<unknown, string>, text: string) => {
  const result = schema.safeParse(text);
  return result.success ? undefined : { code: (result.error.issues[0] as { params?: { tableCode?: string } }).params?.tableCode, message: result.error.issues[0]?.message };
};

describe("cell schemas", () => {
  it("reads decimals exactly from their text, never through a JS number", () => {
    expect(decimalCell.parse("0.1").plus("0.2").toString()).toBe("0.3");
    expect(decimalCell.parse("1234567890123456789.0123456789").toString()).toBe("1234567890123456789.0123456789");
    expect(decimalCell.parse("+5").toString()).toBe("5");
  });

  it("rejects numbers written with a currency sign, percent, thousands separator or exponent", () => {
    for (const text of ["£100", "10%", "1,000", "1e3", "abc", "1.", ".5"]) expect(issue(decimalCell, text)?.code, text).toBe("INVALID_NUMBER");
    expect(issue(decimalCell, "")?.code).toBe("REQUIRED_VALUE");
  });

  it("accepts only factors above zero", () => {
    expect(factorCell.parse("1.05").toString()).toBe("1.05");
    expect(issue(factorCell, "0")?.code).toBe("NOT_POSITIVE");
    expect(issue(factorCell, "-0.5")).toEqual({ code: "NOT_POSITIVE", message: expect.stringContaining("-0.5 must be above 0") });
  });

  it("reads whole numbers and tells a fraction from text", () => {
    expect(integerCell().parse("12")).toBe(12);
    expect(issue(integerCell(), "3.5")?.code).toBe("NOT_INTEGER");
    expect(issue(integerCell(), "x")?.code).toBe("INVALID_NUMBER");
    expect(issue(integerCell(), "-1")?.code).toBe("NEGATIVE");
    expect(issue(integerCell(), "99999999999999999999")?.code).toBe("INVALID_NUMBER");
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    for (const text of ["2025-02-29", "2025-02-30", "2025-13-01", "2025-1-01", "01/02/2025", "2025-00-10"]) expect(isCalendarDate(text), text).toBe(false);
    expect(issue(isoDateCell, "2025-02-30")?.code).toBe("INVALID_DATE");
  });

  it("matches closed lists exactly, a blank meaning any where allowed", () => {
    expect(oneOfCell(["B", "C"], "payment type").parse("B")).toBe("B");
    expect(issue(oneOfCell(["B", "C"], "payment type"), "b")).toEqual({ code: "INVALID_VALUE", message: '"b" is not a known payment type; use one of: B, C.' });
    expect(optionalOneOfCell(["M", "F"], "gender").parse("")).toBeUndefined();
  });
});
