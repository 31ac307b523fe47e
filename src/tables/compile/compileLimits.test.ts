import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { TABLES_DIRECTORY } from "@pmi-rating/test-support";
import { csv } from "@pmi-rating/test-support";
import { compileLimits } from "./compileLimits.js";

const defaultText = readFileSync(`${TABLES_DIRECTORY}/2026.1/limits.csv`, "utf8");

function compile(text: string) {
  const problems: TableProblem[] = [];
  const result = compileLimits("v/limits.csv", csv(text), problems);
  return { result, problems: problems.map(({ row, column, code }) => [row, column, code]) };
}

const set = (name: string, value: string) => defaultText.replace(new RegExp(`^${name},[^,\\n]*`, "m"), `${name},${value}`);

describe("compileLimits", () => {
  it("reads every limit of the default tables", () => {
    const { result, problems } = compile(defaultText);
    expect(problems).toEqual([]);
    expect(result.limits?.ages).toEqual({ minimumAge: 0, maximumAge: 99, maximumEntryAgeNewBusiness: 79, source: { file: "limits.csv", row: 2 } });
    expect(result.limits?.minimumPremium.value.toFixed(2)).toBe("150.00");
    expect(result.limits?.renewal.collarPercent.toString()).toBe("-10");
    expect(result.limits?.adjustments.wellnessDiscount.max.toString()).toBe("20");
    expect(result.limits?.incentiveBounds.monthsFreeMaxMonths).toBe(3);
    const bounds = result.limits?.inputBounds;
    expect([bounds?.cncFactor.min.toString(), bounds?.cncFactor.max.toString()]).toEqual(["0.5", "2"]);
    expect(bounds?.maximumPreviousNetPremium.value.toFixed(2)).toBe("50000.00");
    expect(bounds?.maximumCompetitorPrice.value.toFixed(2)).toBe("250000.00");
    expect(bounds?.maximumQuoteAmount).toEqual({ value: expect.anything(), source: { file: "limits.csv", row: 24 } });
    expect(bounds?.maximumQuoteAmount.value.toFixed(2)).toBe("1000000.00");
  });

  it("reads the renewal price rule (a choice) and the effective-date limit", () => {
    const { result } = compile(defaultText);
    expect(result.limits?.renewal.priceRule).toBe("warn");
    expect(result.limits?.renewal.priceRuleSource).toEqual({ file: "limits.csv", row: 25 });
    expect(result.limits?.effectiveDate).toEqual({ maximumDaysAhead: 90, source: { file: "limits.csv", row: 26 } });
    expect(compile(set("renewal_price_rule", "cap_at_enbp")).result.limits?.renewal.priceRule).toBe("cap_at_enbp");
  });

  it("refuses an unknown renewal price rule, a number where a word is due and a fractional day count", () => {
    expect(compile(set("renewal_price_rule", "cap")).problems).toEqual([[25, "value", "INVALID_VALUE"]]);
    expect(compile(set("minimum_age", "none")).problems).toEqual([[2, "value", "INVALID_NUMBER"]]);
    expect(compile(set("maximum_effective_date_days_ahead", "1.5")).problems).toEqual([[26, "value", "NOT_INTEGER"]]);
    expect(compile(defaultText.replace(/^maximum_effective_date_days_ahead.*\n/m, "")).problems).toEqual([[undefined, "name", "MISSING_ENTRY"]]);
  });

  it("refuses input bounds that would refuse a factor of 1 or every amount", () => {
    expect(compile(set("cnc_factor_min", "0")).problems).toEqual([[20, "value", "INVALID_RANGE"]]);
    expect(compile(set("cnc_factor_min", "1.1")).problems).toEqual([[20, "value", "INVALID_RANGE"]]);
    expect(compile(set("cnc_factor_max", "0.9")).problems).toEqual([[21, "value", "INVALID_RANGE"]]);
    expect(compile(set("maximum_quote_amount", "0")).problems).toEqual([[24, "value", "INVALID_RANGE"]]);
    expect(compile(set("maximum_competitor_price", "-1")).problems).toEqual([[23, "value", "NEGATIVE"]]);
  });

  it("names an unknown, a repeated and a missing limit", () => {
    const text = defaultText.replace(/^ncd_uplift_max_levels.*\n/m, "") + "renewal_cap_percent,30\nmaximum_discount,5\n";
    expect(compile(text).problems).toEqual([
      [26, "name", "DUPLICATE_ENTRY"],
      [27, "name", "INVALID_VALUE"],
      [undefined, "name", "MISSING_ENTRY"],
    ]);
    expect(compile(defaultText.replace(/^ncd_uplift_max_levels.*\n/m, "")).problems).toEqual([[undefined, "name", "MISSING_ENTRY"]]);
  });

  it("names limits that contradict each other", () => {
    expect(compile(set("minimum_age", "100")).problems).toEqual([
      [2, "value", "INVALID_RANGE"],
      [4, "value", "INVALID_RANGE"],
    ]);
    expect(compile(set("commercial_adjustment_min_percent", "30")).problems).toEqual([[8, "value", "INVALID_RANGE"]]);
    expect(compile(set("renewal_collar_percent", "5")).problems).toEqual([[7, "value", "INVALID_RANGE"]]);
    expect(compile(set("months_free_max_months", "12")).problems).toEqual([[16, "value", "INVALID_RANGE"]]);
    expect(compile(set("wellness_discount_max_percent", "100")).problems).toEqual([[13, "value", "INVALID_RANGE"]]);
  });

  it("wants whole numbers for ages and counts, and no negative money", () => {
    expect(compile(set("maximum_age", "99.5")).problems).toEqual([[3, "value", "NOT_INTEGER"]]);
    expect(compile(set("minimum_annual_premium", "-1")).problems).toEqual([[5, "value", "NEGATIVE"]]);
  });

  it("still gives the rated ages when another limit is broken, so base rates are still checked", () => {
    const { result } = compile(set("wellness_discount_max_percent", "abc"));
    expect(result.limits).toBeUndefined();
    expect(result.ages?.maximumAge).toBe(99);
  });
});
