import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import { buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyIncentiveDiscounts } from "./applyIncentiveDiscounts.js";
import { incentiveDiscountsOf } from "./incentiveDiscountsOf.js";

const withIncentives = (incentive: { incentiveType: string; incentiveParameter: string }[]) =>
  buildTestRequest({ incentive: incentive.map((item, index) => ({ ...item, pointer: `/individualHealthCarePolicy/quote/incentive/${index}` })) } as never);

describe("incentiveDiscountsOf and applyIncentiveDiscounts", () => {
  it("applies psDiscount, then monthsFree as × (12 − N) ÷ 12, each step recorded", () => {
    const { discounts, issues } = incentiveDiscountsOf(
      withIncentives([
        { incentiveType: "monthsFree", incentiveParameter: "1" },
        { incentiveType: "psDiscount", incentiveParameter: "5" },
      ]),
    );
    expect(issues).toEqual([]);
    expect(discounts.map((discount) => discount.key)).toEqual(["psDiscount 5 %", "monthsFree 1"]);
    const { premium, applied } = applyIncentiveDiscounts(new Decimal(1200), discounts);
    expect(premium.toFixed()).toBe("1045");
    expect(applied.map((step) => [step.before.toFixed(), step.after.toFixed()])).toEqual([
      ["1200", "1140"],
      ["1140", "1045"],
    ]);
  });

  it("reports a broken parameter, and gives the same discount for the same parameter (worked out each time)", () => {
    expect(incentiveDiscountsOf(withIncentives([{ incentiveType: "psDiscount", incentiveParameter: "five" }])).issues[0]?.code).toBe("INVALID_INCENTIVE_PARAMETER");
    const first = incentiveDiscountsOf(withIncentives([{ incentiveType: "psDiscount", incentiveParameter: "7.5" }])).discounts[0];
    expect(incentiveDiscountsOf(withIncentives([{ incentiveType: "psDiscount", incentiveParameter: "7.5" }])).discounts[0]).toStrictEqual(first);
    expect(first?.multiply.toFixed()).toBe("0.925");
  });
});
