import { describe, expect, it } from "vitest";
import type { EligibilityRule } from "../../tables/types.js";
import { ruleCoversPayment } from "./ruleCoversPayment.js";

const source = { file: "incentive-eligibility.csv", row: 2 };

describe("ruleCoversPayment", () => {
  it("a row without payment restrictions allows any method", () => {
    expect(ruleCoversPayment({ agent: "*", incentiveType: "gift", source }, { paymentType: "C", paymentFrequency: 1 })).toBe(true);
  });
  it("a restricted row allows only its type and frequency", () => {
    const rule: EligibilityRule = { agent: "*", incentiveType: "monthsFree", paymentType: "B", paymentFrequency: 12, source };
    expect(ruleCoversPayment(rule, { paymentType: "B", paymentFrequency: 12 })).toBe(true);
    expect(ruleCoversPayment(rule, { paymentType: "B", paymentFrequency: 1 })).toBe(false);
    expect(ruleCoversPayment(rule, { paymentType: "A", paymentFrequency: 12 })).toBe(false);
  });
});
