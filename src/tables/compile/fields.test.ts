import { describe, expect, it } from "vitest";
import { type CellReader, decimalCell, factorCell, integerCell, isoDateCell, oneOfCell, optionalOneOfCell } from "./fields.js";
import { isCalendarDate } from "../../model/wire/isCalendarDate.js";

const issue = (read: CellReader<unknown>, text: string) => {
  const result = read(text);
  return "code" in result ? { code: result.code, message: result.message } : undefined;
};

function valueOf<T>(read: CellReader<T>, text: string): T {
  const result = read(text);
  if ("code" in result) throw new Error(`${text}: ${result.message}`);
  return result.value;
}

describe("cell readers", () => {
  it("reads decimals exactly from their text, never through a JS number", () => {
    expect(valueOf(decimalCell, "0.1").plus("0.2").toString()).toBe("0.3");
    expect(valueOf(decimalCell, "1234567890123456789.0123456789").toString()).toBe("1234567890123456789.0123456789");
    expect(valueOf(decimalCell, "+5").toString()).toBe("5");
  });

  it("rejects numbers written with a currency sign, percent, thousands separator or exponent", () => {
    for (const text of ["£100", "10%", "1,000", "1e3", "abc", "1.", ".5"]) expect(issue(decimalCell, text)?.code, text).toBe("INVALID_NUMBER");
    expect(issue(decimalCell, "")?.code).toBe("REQUIRED_VALUE");
  });

  it("accepts only factors above zero", () => {
    expect(valueOf(factorCell, "1.05").toString()).toBe("1.05");
    expect(issue(factorCell, "0")?.code).toBe("NOT_POSITIVE");
    expect(issue(factorCell, "-0.5")).toEqual({ code: "NOT_POSITIVE", message: expect.stringContaining("-0.5 must be above 0") });
  });

  it("reads whole numbers and tells a fraction from text", () => {
    expect(valueOf(integerCell(), "12")).toBe(12);
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
    expect(valueOf(oneOfCell(["B", "C"], "payment type"), "B")).toBe("B");
    expect(issue(oneOfCell(["B", "C"], "payment type"), "b")).toEqual({ code: "INVALID_VALUE", message: '"b" is not a known payment type; use one of: B, C.' });
    expect(valueOf(optionalOneOfCell(["M", "F"], "gender"), "")).toBeUndefined();
  });
});
