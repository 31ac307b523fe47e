import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { decimalText } from "./decimalText.js";

describe("decimalText", () => {
  it("writes what toFixed() writes, and the same again from memory", () => {
    for (const text of ["0.85", "1.00", "-0", "1e-7", "123456789012345678901234567890.5"]) {
      const value = new Decimal(text);
      expect(decimalText(value)).toBe(value.toFixed());
      expect(decimalText(value)).toBe(value.toFixed());
    }
  });
});
