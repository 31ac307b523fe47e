import { describe, expect, it } from "vitest";
import { buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { adjustmentFactorOf } from "./adjustmentFactorOf.js";

describe("adjustmentFactorOf", () => {
  it("multiplies (1 + commercial/100) by (1 + experience/100)", () => {
    const adjustment = adjustmentFactorOf(buildTestRequest({ commercialAdjustment: -10, experienceAdjustment: 5 }));
    expect([adjustment.commercial.toFixed(), adjustment.experience.toFixed(), adjustment.factor.toFixed()]).toEqual(["-10", "5", "0.945"]);
  });

  it("gives the one shared factor 1 when there is no adjustment, absent, 0 or -0", () => {
    const none = adjustmentFactorOf(buildTestRequest({}));
    expect(adjustmentFactorOf(buildTestRequest({ commercialAdjustment: 0, experienceAdjustment: 0 }))).toBe(none);
    expect(adjustmentFactorOf(buildTestRequest({ commercialAdjustment: -0 }))).toBe(none);
    expect(none.factor.toFixed()).toBe("1");
    expect(none.commercial.toString()).toBe("0");
  });
});
