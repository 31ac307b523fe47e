import { describe, expect, it } from "vitest";
import { percentChangeText } from "./percentChangeText.js";

describe("percentChangeText", () => {
  it("gives the signed change to two places, exactly and half-up", () => {
    expect(percentChangeText("323.00", "342.38")).toBe("+6.00");
    expect(percentChangeText("0.97", "0.96")).toBe("-1.03");
    expect(percentChangeText("8", "9")).toBe("+12.50");
    expect(percentChangeText("1.60", "1.6")).toBe("0.00");
    expect(percentChangeText("-10", "-5")).toBe("+50.00");
  });

  it("has no percentage for text, for a blank and from zero", () => {
    expect(percentChangeText("Y", "N")).toBeUndefined();
    expect(percentChangeText("", "5")).toBeUndefined();
    expect(percentChangeText("0", "5")).toBeUndefined();
  });
});
