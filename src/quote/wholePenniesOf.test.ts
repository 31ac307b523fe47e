import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal.js";
import { wholePenniesOf } from "./wholePenniesOf.js";

describe("wholePenniesOf", () => {
  it("counts the pennies of an amount of at most two decimal places", () => {
    expect(wholePenniesOf(new Decimal("612.35"))).toBe(61235);
    expect(wholePenniesOf(new Decimal("1000"))).toBe(100000);
    expect(wholePenniesOf(new Decimal("-0.1"))).toBe(-10);
    expect(wholePenniesOf(new Decimal("0"))).toBe(0);
    expect(wholePenniesOf(new Decimal("9999999999999.99"))).toBe(999999999999999);
  });

  it("has no answer for fractions of a penny or more digits than a number holds exactly", () => {
    expect(wholePenniesOf(new Decimal("612.345"))).toBeUndefined();
    expect(wholePenniesOf(new Decimal("99999999999999.99"))).toBeUndefined();
    expect(wholePenniesOf(new Decimal("1e20"))).toBeUndefined();
  });
});
