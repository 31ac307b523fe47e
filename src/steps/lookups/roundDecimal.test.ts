import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { roundDecimal, roundToPennies } from "./roundDecimal.js";

const round = (value: string, mode: Parameters<typeof roundDecimal>[2]) => roundDecimal(new Decimal(value), 2, mode).toFixed(2);

describe("roundDecimal", () => {
  it("rounds a half with each mode", () => {
    expect(round("2.675", "half-up")).toBe("2.68");
    expect(round("2.675", "half-down")).toBe("2.67");
    expect(round("2.675", "half-even")).toBe("2.68");
    expect(round("2.665", "half-even")).toBe("2.66");
    expect(round("2.671", "down")).toBe("2.67");
    expect(round("2.671", "up")).toBe("2.68");
  });

  it("half-down rounds up past the half and down below it", () => {
    expect(round("2.6751", "half-down")).toBe("2.68");
    expect(round("2.6749", "half-down")).toBe("2.67");
    expect(round("-2.675", "half-down")).toBe("-2.67");
    expect(round("-2.6751", "half-down")).toBe("-2.68");
  });

  it("acts on the magnitude of negative amounts", () => {
    expect(round("-2.675", "half-up")).toBe("-2.68");
    expect(round("-2.671", "down")).toBe("-2.67");
  });

  it("leaves an exact amount alone", () => {
    expect(roundToPennies(new Decimal("10.5"), "up").toFixed(2)).toBe("10.50");
  });
});
