import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli, runBuiltCli } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

describe("pmi-rating ncd", () => {
  it("prints the expected level and the rule", async () => {
    const run = await runBuiltCli(["ncd", "--uw-type", "CME", "--years-claim-free", "2", "--uplift", "1", "--price-date", "2026-03-01"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      "New Business NCD level: 11  (tables 2026.1, switch business)\nRule: switch business (CME) with 2 year(s) claim free starts at 10, plus the NCD Uplift of 1 level(s), capped at the highest level 12\n",
    );
  });

  it("prints the library's answer as JSON, a range when the years are not known", async () => {
    const run = await runBuiltCli(["ncd", "--uw-type", "mhd", "--price-date", "2026-03-01", "--format", "json"]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ uwType: "MHD", from: 8, to: 12 });
  });

  it("lists every problem by option and exits 1", async () => {
    const run = await runBuiltCli(["ncd", "--uw-type", "XX", "--years-claim-free", "x", "--uplift", "9", "--price-date", "2026-03-01"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("pmi-rating: The question has 3 problems:");
    expect(run.stderr).toMatch(/--uw-type {2}INVALID_VALUE/);
    expect(run.stderr).toMatch(/--years-claim-free {2}INVALID_TYPE/);
    expect(run.stderr).toMatch(/--uplift {2}NUMBER_OUT_OF_RANGE .*from 0 to 2/);
  });

  it("needs --uw-type (usage error, exit 2)", async () => {
    expect((await runBuiltCli(["ncd"])).code).toBe(2);
  });
});

describe("pmi-rating incentives", () => {
  it("prints a table of an agent's incentives, with the payment methods a limited one needs", async () => {
    const run = await runBuiltCli(["incentives", "--fsa-number", "FSA654321", "--price-date", "2026-03-01"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Incentives for agent FSA654321, any payment method \(tables 2026\.1\): 6\n/);
    expect(run.stdout).toMatch(/│ monthsFree +│ Months free, a whole number from 1 to 3\. +│ 1 +│ Price Beater +│ B\/12 +│/);
  });

  it("prints the answer as JSON for a payment method", async () => {
    const run = await runBuiltCli(["incentives", "--payment-type", "B", "--payment-frequency", "12", "--price-date", "2026-03-01", "--format", "json"]);
    expect(run.code).toBe(0);
    const answer = JSON.parse(run.stdout) as { incentives: { incentiveType: string }[] };
    expect(answer.incentives.map((incentive) => incentive.incentiveType)).toEqual(["gift", "SwitchDec", "psDiscount"]);
  });

  it("refuses half a payment method", async () => {
    const run = await runBuiltCli(["incentives", "--payment-type", "B"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/--payment-frequency {2}REQUIRED/);
  });
});
