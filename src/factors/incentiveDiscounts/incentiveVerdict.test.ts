import { describe, expect, it } from "vitest";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { incentiveVerdict } from "./incentiveVerdict.js";

const tables = buildTestTablesVersion();

describe("incentiveVerdict", () => {
  it("covers every agent, and a request without one, by a * row", () => {
    expect(incentiveVerdict("psDiscount", { paymentType: "B", paymentFrequency: 12 }, tables).eligible).toBe(true);
    expect(incentiveVerdict("psDiscount", { fsaNumber: "ANY", paymentType: "C", paymentFrequency: 1 }, tables).eligible).toBe(true);
  });

  it("limits an agent's row to that agent, compared trimmed and without case", () => {
    expect(incentiveVerdict("Price Beater", { fsaNumber: " ag1 ", paymentType: "B", paymentFrequency: 1 }, tables).eligible).toBe(true);
    expect(incentiveVerdict("Price Beater", { fsaNumber: "AG9", paymentType: "B", paymentFrequency: 1 }, tables)).toEqual({ eligible: false, rulesForAgent: [] });
  });

  it("applies a row's payment restriction, and returns the rows that cover the agent", () => {
    const monthlyDirectDebit = incentiveVerdict("gift", { fsaNumber: "AG2", paymentType: "B", paymentFrequency: 12 }, tables);
    expect(monthlyDirectDebit.eligible).toBe(true);
    // gift is open to every agent by a * row too, so AG2 paying by card is still covered.
    const card = incentiveVerdict("gift", { fsaNumber: "AG2", paymentType: "C", paymentFrequency: 1 }, tables);
    expect(card.eligible).toBe(true);
    expect(card.rulesForAgent.map((rule) => rule.agent).sort()).toEqual(["*", "AG2"]);
  });
});
