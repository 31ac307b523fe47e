import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal.js";
import { decimalNumber } from "./decimalNumber.js";

describe("decimalNumber", () => {
  it("reads the number big.js reads, and the same again from memory", () => {
    for (const text of ["12", "9.5", "0", "-0", "10000000", "0.1", "123456789.987654321"]) {
      const value = new Decimal(text);
      expect(Object.is(decimalNumber(value), value.toNumber())).toBe(true);
      expect(Object.is(decimalNumber(value), value.toNumber())).toBe(true);
    }
  });
});
