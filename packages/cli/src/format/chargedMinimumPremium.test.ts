import { describe, expect, it } from "vitest";
import { chargedMinimumPremium } from "./chargedMinimumPremium.js";

describe("chargedMinimumPremium", () => {
  it("rounds the exact table figure to pennies with the version's own rounding mode", () => {
    expect(chargedMinimumPremium("600.125", "half-even")).toBe("600.12");
    expect(chargedMinimumPremium("600.135", "half-even")).toBe("600.14");
    expect(chargedMinimumPremium("600.125", "half-up")).toBe("600.13");
    expect(chargedMinimumPremium("600.125", "half-down")).toBe("600.12");
    expect(chargedMinimumPremium("600.121", "up")).toBe("600.13");
    expect(chargedMinimumPremium("150.00", "down")).toBe("150.00");
  });
});
