import { describe, expect, it } from "vitest";
import { formatExactDecimal } from "./formatExactDecimal.js";

describe("formatExactDecimal", () => {
  it("keeps short values and marks cut ones", () => {
    expect(formatExactDecimal("1.05")).toBe("1.05");
    expect(formatExactDecimal("700")).toBe("700");
    expect(formatExactDecimal("512.3456789012345", 6)).toBe("512.345678…");
    expect(formatExactDecimal("-0.123456", 6)).toBe("-0.123456");
    expect(formatExactDecimal(undefined)).toBe("");
  });
});
