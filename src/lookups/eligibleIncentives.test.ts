import { describe, expect, it } from "vitest";
import { defaultTables } from "../plans/defaultTables.js";
import { eligibleIncentives } from "./eligibleIncentives.js";
import { safeEligibleIncentives } from "./safeEligibleIncentives.js";

const PRICE_DATE = "2026-03-01";
const typesOf = (answer: ReturnType<typeof eligibleIncentives>) => answer.incentives.map((incentive) => incentive.incentiveType);

describe("eligibleIncentives", () => {
  it("without fsaNumber lists the * rows only", () => {
    const answer = eligibleIncentives({}, defaultTables, PRICE_DATE);
    expect(typesOf(answer)).toEqual(["gift", "SwitchDec", "psDiscount"]);
    expect(answer.exclusivePairs).toEqual([]);
    expect(answer.fsaNumber).toBeUndefined();
  });

  it("lists an agent's own rows and the * rows, with bounds, examples and exclusive pairs", () => {
    const answer = eligibleIncentives({ fsaNumber: " fsa123456 " }, defaultTables, PRICE_DATE);
    expect(typesOf(answer)).toEqual(["Price Beater", "NCD Uplift", "gift", "monthsFree", "freeOption", "SwitchDec", "psDiscount"]);
    expect(answer.fsaNumber).toBe("fsa123456");
    expect(answer.exclusivePairs).toEqual([
      ["Price Beater", "psDiscount"],
      ["Price Beater", "monthsFree"],
    ]);
    const byType = new Map(answer.incentives.map((incentive) => [incentive.incentiveType, incentive]));
    expect(byType.get("Price Beater")?.notCombinableWith).toEqual(["psDiscount", "monthsFree"]);
    expect(byType.get("psDiscount")).toMatchObject({ parameter: { kind: "percent", min: "-10", max: "25" }, exampleParameter: "5", notCombinableWith: ["Price Beater"] });
    expect(byType.get("monthsFree")?.parameter).toMatchObject({ kind: "whole-number", min: 1, max: 3 });
    expect(byType.get("NCD Uplift")?.parameter).toMatchObject({ kind: "whole-number", min: 1, max: 2 });
    expect(byType.get("Price Beater")?.parameter).toMatchObject({ kind: "yes-no", requoteMaxPercent: "15" });
    const freeOption = byType.get("freeOption")?.parameter;
    expect(freeOption?.kind === "option" && freeOption.options.map((option) => option.name)).toContain("DentalandOptical");
    expect(freeOption?.kind === "option" && freeOption.options.map((option) => option.name)).not.toContain("Excess");
    expect(byType.get("gift")?.onlyWith).toBeUndefined();
  });

  it("says which payment methods allow a limited incentive when none is given, and filters when one is", () => {
    const open = eligibleIncentives({ fsaNumber: "FSA654321" }, defaultTables, PRICE_DATE);
    expect(open.incentives.find((incentive) => incentive.incentiveType === "monthsFree")?.onlyWith).toEqual([{ paymentType: "B", paymentFrequency: 12 }]);
    expect(typesOf(eligibleIncentives({ fsaNumber: "FSA654321", paymentType: "B", paymentFrequency: 12 }, defaultTables, PRICE_DATE))).toContain("monthsFree");
    expect(typesOf(eligibleIncentives({ fsaNumber: "FSA654321", paymentType: "b", paymentFrequency: 1 }, defaultTables, PRICE_DATE))).not.toContain("monthsFree");
  });

  it("reports every problem with the question at once", () => {
    const result = safeEligibleIncentives({ fsaNumber: 7 as never, paymentType: "Z", paymentFrequency: 2 }, defaultTables, "yesterday");
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.issues.map(({ code, path }) => `${code} ${path}`)).toEqual([
      "INVALID_DATE /priceDate",
      "INVALID_TYPE /fsaNumber",
      "INVALID_VALUE /paymentType",
      "INVALID_VALUE /paymentFrequency",
    ]);
  });

  it("wants the payment method as a pair, and one the payment table offers", () => {
    expect(() => eligibleIncentives({ paymentType: "B" }, defaultTables, PRICE_DATE)).toThrow(/paymentFrequency is required with paymentType/);
    expect(() => eligibleIncentives({ paymentType: "C", paymentFrequency: 12 }, defaultTables, PRICE_DATE)).toThrow(/PAYMENT_METHOD_NOT_AVAILABLE/);
  });
});
