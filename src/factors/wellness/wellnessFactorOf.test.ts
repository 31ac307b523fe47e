import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { buildTestMember } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { fractionOfPercent } from "../../decimal/fractionOfPercent.js";
import { wellnessFactorOf } from "./wellnessFactorOf.js";

describe("wellnessFactorOf", () => {
  it("is 1 − discount/100, worked out for each member (nothing is remembered between quotes)", () => {
    for (const discount of [5, 12.5, 0, 100, 7.25]) {
      const wellness = wellnessFactorOf(buildTestMember({ wellnessDiscount: discount }));
      expect(wellness.factor.toFixed()).toBe(new Decimal(1).minus(fractionOfPercent(new Decimal(discount))).toFixed());
      expect(wellnessFactorOf(buildTestMember({ wellnessDiscount: discount }))).toStrictEqual(wellness);
    }
    expect(wellnessFactorOf(buildTestMember({})).factor.toFixed()).toBe("1");
  });

  it("keeps the sign of -0", () => {
    wellnessFactorOf(buildTestMember({ wellnessDiscount: 0 }));
    expect(wellnessFactorOf(buildTestMember({ wellnessDiscount: -0 })).discount.toFixed()).toBe(new Decimal(-0).toFixed());
  });
});
