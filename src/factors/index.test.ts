import { describe, expect, it } from "vitest";
import { defaultSteps } from "./index.js";

describe("defaultSteps", () => {
  it("runs the steps of docs/rating-model.md section 4 in order", () => {
    expect(defaultSteps.map((step) => step.name)).toEqual([
      "postcodeBand",
      "baseRate",
      "underwriting",
      "smokerLoading",
      "options",
      "ncd",
      "adjustments",
      "wellness",
      "paymentMethod",
      "incentiveDiscounts",
      "cappingAndCollaring",
      "priceBeater",
      "minimumPremium",
      "rounding",
      "renewalPriceRule",
      "ipt",
    ]);
  });

  it("is frozen, and so is every step", () => {
    expect(Object.isFrozen(defaultSteps)).toBe(true);
    expect(defaultSteps.every((step) => Object.isFrozen(step))).toBe(true);
  });
});
