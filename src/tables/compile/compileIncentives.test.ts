import { describe, expect, it } from "vitest";
import { Decimal } from "../../decimal/decimal.js";
import type { TableProblem } from "../tableProblem.js";
import { csv } from "@pmi-rating/test-support";
import type { IncentiveBounds } from "../types.js";
import { compileIncentives } from "./compileIncentives.js";

const bounds: IncentiveBounds = {
  psDiscountMinPercent: new Decimal("-10"),
  psDiscountMaxPercent: new Decimal("25"),
  monthsFreeMaxMonths: 3,
  ncdUpliftMaxLevels: 2,
  priceBeaterMarginPercent: new Decimal("5"),
  priceBeaterMaxDiscountPercent: new Decimal("15"),
  source: { file: "limits.csv", row: 15 },
};

function compile(eligibility: string, pairs: string) {
  const problems: TableProblem[] = [];
  const result = compileIncentives("v/incentive-eligibility.csv", csv(eligibility), "v/incentive-exclusive-pairs.csv", csv(pairs), bounds, problems);
  return { result, problems: problems.map(({ file, row, column, code }) => [file, row, column, code]) };
}

describe("compileIncentives", () => {
  it("reads the rules, blank payment columns meaning any, the pairs and the bounds", () => {
    const { result, problems } = compile(
      "agent,incentive_type,payment_type,payment_frequency\n*,gift,,\nFSA1,monthsFree,B,12",
      "incentive_type,not_combinable_with\nPrice Beater,psDiscount",
    );
    expect(problems).toEqual([]);
    expect(result?.eligibility).toEqual([
      { agent: "*", incentiveType: "gift", source: { file: "incentive-eligibility.csv", row: 2 } },
      { agent: "FSA1", incentiveType: "monthsFree", paymentType: "B", paymentFrequency: 12, source: { file: "incentive-eligibility.csv", row: 3 } },
    ]);
    expect(result?.exclusivePairs).toEqual([["Price Beater", "psDiscount"]]);
    expect(result?.bounds).toBe(bounds);
  });

  it("names an unknown incentive type, a repeated rule, a pair with itself and a repeated pair", () => {
    const { problems } = compile(
      "agent,incentive_type,payment_type,payment_frequency\n*,Cashback,,\n*,gift,,\n*,gift,,\n*,gift,X,5",
      "incentive_type,not_combinable_with\ngift,gift\nPrice Beater,psDiscount\npsDiscount,Price Beater",
    );
    expect(problems).toEqual([
      ["v/incentive-eligibility.csv", 2, "incentive_type", "INVALID_VALUE"],
      ["v/incentive-eligibility.csv", 5, "payment_type", "INVALID_VALUE"],
      ["v/incentive-eligibility.csv", 5, "payment_frequency", "INVALID_VALUE"],
      ["v/incentive-eligibility.csv", 4, "agent", "DUPLICATE_ENTRY"],
      ["v/incentive-exclusive-pairs.csv", 2, "not_combinable_with", "INVALID_VALUE"],
      ["v/incentive-exclusive-pairs.csv", 4, "incentive_type", "DUPLICATE_ENTRY"],
    ]);
  });
});
