import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal.js";
import { buildTestRequest } from "../testing/buildTestRequest.js";
import { adjustmentFactorOf } from "./adjustmentFactorOf.js";

describe("adjustmentFactorOf", () => {
  it("multiplies (1 + commercial/100) by (1 + experience/100)", () => {
    const adjustment = adjustmentFactorOf(buildTestRequest({ commercialAdjustment: -10, experienceAdjustment: 5 }));
    expect([adjustment.commercial.toFixed(), adjustment.experience.toFixed(), adjustment.factor.toFixed()]).toEqual(["-10", "5", "0.945"]);
  });

  it("gives the one remembered factor 1 when there is no adjustment, absent or 0, but writes -0 as sent", () => {
    const none = adjustmentFactorOf(buildTestRequest({}));
    expect(adjustmentFactorOf(buildTestRequest({ commercialAdjustment: 0, experienceAdjustment: 0 }))).toBe(none);
    expect(none.factor.toFixed()).toBe("1");
    const minusZero = adjustmentFactorOf(buildTestRequest({ commercialAdjustment: -0 }));
    expect(minusZero).not.toBe(none);
    expect(minusZero.commercial.s).toBe(new Decimal(-0).s);
  });
});
