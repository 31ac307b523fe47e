import { describe, expect, it } from "vitest";
import { heatColour } from "./heatColour.js";

describe("heatColour", () => {
  it("deepens with the size of the change, orange up and green down, full at the scale", () => {
    expect(heatColour(0, 10)).toBe("hsl(25 90% 97%)");
    expect(heatColour(5, 10)).toBe("hsl(25 90% 74%)");
    expect(heatColour(20, 10)).toBe("hsl(25 90% 50%)");
    expect(heatColour(-10, 10)).toBe("hsl(145 55% 50%)");
  });

  it("is grey where there is no change to show", () => {
    expect(heatColour(undefined, 10)).toBe("#eef0f4");
    expect(heatColour(Number.NaN, 10)).toBe("#eef0f4");
  });
});
