import { describe, expect, it } from "vitest";
import type { EligibilityRule } from "../../tables/types.js";
import { ruleCoversAgent } from "./ruleCoversAgent.js";

const rule = (agent: string): EligibilityRule => ({ agent, incentiveType: "gift", source: { file: "incentive-eligibility.csv", row: 2 } });

describe("ruleCoversAgent", () => {
  it("a * row covers every agent and a request without one", () => {
    expect(ruleCoversAgent(rule("*"), "FSA1")).toBe(true);
    expect(ruleCoversAgent(rule("*"), undefined)).toBe(true);
  });
  it("an agent's row covers that agent, trimmed and in any case, and no other", () => {
    expect(ruleCoversAgent(rule("FSA123456"), " fsa123456 ")).toBe(true);
    expect(ruleCoversAgent(rule("FSA123456"), "FSA654321")).toBe(false);
    expect(ruleCoversAgent(rule("FSA123456"), undefined)).toBe(false);
  });
});
