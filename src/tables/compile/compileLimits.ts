import { Decimal } from "../../decimal/decimal.js";
import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import {
  RENEWAL_PRICE_RULES,
  type AdjustmentLimits,
  type AgeLimits,
  type Amount,
  type EffectiveDateLimits,
  type IncentiveBounds,
  type InputBounds,
  type RenewalLimits,
  type RenewalPriceRule,
  type TableSource,
} from "../types.js";
import { decimalCell, textCell } from "./fields.js";
import { fileName } from "./fileName.js";
import { validateRows } from "./validateRows.js";

type LimitKind = "age" | "count" | "percent" | "money" | "factor" | "renewalPriceRule";

/** Every scalar of a tables version: the `name` column of limits.csv, and what its value is. */
export const LIMIT_NAMES = {
  minimum_age: "age",
  maximum_age: "age",
  maximum_entry_age_new_business: "age",
  minimum_annual_premium: "money",
  renewal_cap_percent: "percent",
  renewal_collar_percent: "percent",
  commercial_adjustment_min_percent: "percent",
  commercial_adjustment_max_percent: "percent",
  experience_adjustment_min_percent: "percent",
  experience_adjustment_max_percent: "percent",
  wellness_discount_min_percent: "percent",
  wellness_discount_max_percent: "percent",
  ps_discount_min_percent: "percent",
  ps_discount_max_percent: "percent",
  months_free_max_months: "count",
  ncd_uplift_max_levels: "count",
  price_beater_margin_percent: "percent",
  price_beater_max_discount_percent: "percent",
  cnc_factor_min: "factor",
  cnc_factor_max: "factor",
  maximum_previous_net_premium: "money",
  maximum_competitor_price: "money",
  maximum_quote_amount: "money",
  renewal_price_rule: "renewalPriceRule",
  maximum_effective_date_days_ahead: "count",
} as const satisfies Record<string, LimitKind>;
export type LimitName = keyof typeof LIMIT_NAMES;

const ZERO = new Decimal(0);

/** The highest rated age a table may declare; keeps the per-age index small. */
export const HIGHEST_SUPPORTED_AGE = 130;

export interface CompiledLimits {
  readonly ages: AgeLimits;
  readonly minimumPremium: Amount;
  readonly renewal: RenewalLimits;
  readonly adjustments: AdjustmentLimits;
  readonly incentiveBounds: IncentiveBounds;
  readonly inputBounds: InputBounds;
  readonly effectiveDate: EffectiveDateLimits;
}

/**
 * The limits, or `undefined` when any is wrong; the rated ages alone as soon as those three
 * rows are sound, so that base-rates.csv is still checked for gaps when another limit is broken.
 */
export interface LimitsResult {
  readonly limits: CompiledLimits | undefined;
  readonly ages: AgeLimits | undefined;
}

interface LimitValue {
  /** The number; 0 for a choice (`renewal_price_rule`), whose value is `choice`. */
  readonly value: Decimal;
  readonly choice?: string;
  readonly source: TableSource;
  readonly row: number;
}

/**
 * Reads limits.csv (`name,value[,description]`): every name of `LIMIT_NAMES` exactly once,
 * whole numbers for ages and counts, money not negative, and ranges that make sense (minimum
 * not above maximum, entry age within the rated ages, collar ≤ 0 ≤ cap, percentages below 100).
 * Every problem is pushed.
 *
 * @example
 * compileLimits("2026.1/limits.csv", csv, problems).limits?.ages.maximumAge; // 99
 */
export function compileLimits(file: string, csv: ParsedCsv | undefined, problems: TableProblem[]): LimitsResult {
  const validated = validateRows(file, csv, { name: textCell, value: textCell });
  problems.push(...validated.problems);
  const found = new Map<LimitName, LimitValue>();
  const before = problems.length;
  const named = new Set<string>();
  for (const { row, data } of validated.rows) {
    named.add(data.name);
    if (!Object.hasOwn(LIMIT_NAMES, data.name)) {
      problems.push({
        file,
        row,
        column: "name",
        code: "INVALID_VALUE",
        message: `"${data.name}" is not a known limit; the names are: ${Object.keys(LIMIT_NAMES).join(", ")}.`,
      });
      continue;
    }
    const name = data.name as LimitName;
    if (found.has(name)) {
      problems.push({ file, row, column: "name", code: "DUPLICATE_ENTRY", message: `The limit "${name}" is given twice (first in row ${found.get(name)?.row}).` });
      continue;
    }
    const kind: LimitKind = LIMIT_NAMES[name];
    if (kind === "renewalPriceRule") {
      if (!(RENEWAL_PRICE_RULES as readonly string[]).includes(data.value)) {
        problems.push({
          file,
          row,
          column: "value",
          code: "INVALID_VALUE",
          message: `renewal_price_rule must be one of ${RENEWAL_PRICE_RULES.join(", ")}, not "${data.value}".`,
        });
        continue;
      }
      found.set(name, { value: ZERO, choice: data.value, source: { file: fileName(file), row }, row });
      continue;
    }
    const number = decimalCell(data.value);
    if (!("value" in number)) {
      problems.push({ file, row, column: "value", code: number.code, message: number.message });
      continue;
    }
    if ((kind === "age" || kind === "count") && !number.value.round(0, 0).eq(number.value)) {
      problems.push({ file, row, column: "value", code: "NOT_INTEGER", message: `The limit "${name}" must be a whole number, not ${number.value.toString()}.` });
      continue;
    }
    if (kind !== "percent" && number.value.lt(0)) {
      problems.push({ file, row, column: "value", code: "NEGATIVE", message: `The limit "${name}" must not be negative.` });
      continue;
    }
    found.set(name, { value: number.value, source: { file: fileName(file), row }, row });
  }
  const ages = agesOf(found);
  if (!validated.complete) return { limits: undefined, ages };
  for (const name of Object.keys(LIMIT_NAMES).filter((limit) => !named.has(limit))) {
    problems.push({ file, column: "name", code: "MISSING_ENTRY", message: `The limit "${name}" is missing: add a row "${name},<value>".` });
  }
  if (problems.length > before) return { limits: undefined, ages };
  const get = (name: LimitName): LimitValue => found.get(name) as LimitValue;
  const rangeProblems = checkRanges(file, get);
  problems.push(...rangeProblems);
  // checkRanges reports every reason agesOf can refuse, so ages is only undefined with a problem.
  if (rangeProblems.length > 0 || ages === undefined) return { limits: undefined, ages };

  const range = (min: LimitName, max: LimitName) => ({ min: get(min).value, max: get(max).value, source: get(min).source });
  const limits: CompiledLimits = {
    ages,
    minimumPremium: { value: get("minimum_annual_premium").value, source: get("minimum_annual_premium").source },
    renewal: {
      capPercent: get("renewal_cap_percent").value,
      collarPercent: get("renewal_collar_percent").value,
      source: get("renewal_cap_percent").source,
      priceRule: get("renewal_price_rule").choice as RenewalPriceRule,
      priceRuleSource: get("renewal_price_rule").source,
    },
    effectiveDate: {
      maximumDaysAhead: get("maximum_effective_date_days_ahead").value.toNumber(),
      source: get("maximum_effective_date_days_ahead").source,
    },
    adjustments: {
      commercialAdjustment: range("commercial_adjustment_min_percent", "commercial_adjustment_max_percent"),
      experienceAdjustment: range("experience_adjustment_min_percent", "experience_adjustment_max_percent"),
      wellnessDiscount: range("wellness_discount_min_percent", "wellness_discount_max_percent"),
    },
    incentiveBounds: {
      psDiscountMinPercent: get("ps_discount_min_percent").value,
      psDiscountMaxPercent: get("ps_discount_max_percent").value,
      monthsFreeMaxMonths: get("months_free_max_months").value.toNumber(),
      ncdUpliftMaxLevels: get("ncd_uplift_max_levels").value.toNumber(),
      priceBeaterMarginPercent: get("price_beater_margin_percent").value,
      priceBeaterMaxDiscountPercent: get("price_beater_max_discount_percent").value,
      source: get("ps_discount_min_percent").source,
    },
    inputBounds: {
      cncFactor: { min: get("cnc_factor_min").value, max: get("cnc_factor_max").value, source: get("cnc_factor_min").source },
      maximumPreviousNetPremium: amount(get("maximum_previous_net_premium")),
      maximumCompetitorPrice: amount(get("maximum_competitor_price")),
      maximumQuoteAmount: amount(get("maximum_quote_amount")),
    },
  };
  return { limits, ages };
}

function amount(limit: LimitValue): Amount {
  return { value: limit.value, source: limit.source };
}

/** The rated ages when their three rows are present and consistent (problems are checkRanges'). */
function agesOf(found: ReadonlyMap<LimitName, LimitValue>): AgeLimits | undefined {
  const minimum = found.get("minimum_age");
  const maximum = found.get("maximum_age");
  const entry = found.get("maximum_entry_age_new_business");
  if (minimum === undefined || maximum === undefined || entry === undefined) return undefined;
  if (maximum.value.gt(HIGHEST_SUPPORTED_AGE) || minimum.value.gt(maximum.value)) return undefined;
  if (entry.value.lt(minimum.value) || entry.value.gt(maximum.value)) return undefined;
  return {
    minimumAge: minimum.value.toNumber(),
    maximumAge: maximum.value.toNumber(),
    maximumEntryAgeNewBusiness: entry.value.toNumber(),
    source: minimum.source,
  };
}

function checkRanges(file: string, get: (name: LimitName) => LimitValue): TableProblem[] {
  const problems: TableProblem[] = [];
  const fail = (name: LimitName, message: string) => problems.push({ file, row: get(name).row, column: "value", code: "INVALID_RANGE", message });
  const value = (name: LimitName) => get(name).value;

  if (value("maximum_age").gt(HIGHEST_SUPPORTED_AGE)) fail("maximum_age", `maximum_age must be at most ${HIGHEST_SUPPORTED_AGE}.`);
  if (value("minimum_age").gt(value("maximum_age"))) fail("minimum_age", "minimum_age must not be above maximum_age.");
  const entry = value("maximum_entry_age_new_business");
  if (entry.lt(value("minimum_age")) || entry.gt(value("maximum_age"))) {
    fail("maximum_entry_age_new_business", "maximum_entry_age_new_business must lie between minimum_age and maximum_age.");
  }
  for (const [min, max] of [
    ["commercial_adjustment_min_percent", "commercial_adjustment_max_percent"],
    ["experience_adjustment_min_percent", "experience_adjustment_max_percent"],
    ["wellness_discount_min_percent", "wellness_discount_max_percent"],
    ["ps_discount_min_percent", "ps_discount_max_percent"],
  ] as const) {
    if (value(min).gt(value(max))) fail(min, `${min} (${value(min).toString()}) must not be above ${max} (${value(max).toString()}).`);
    if (value(max).gte(100)) fail(max, `${max} must be below 100: a 100 % discount or more would make the premium zero or negative.`);
    if (value(min).lte(-100)) fail(min, `${min} must be above -100: the factor (1 + percent/100) must stay above zero.`);
  }
  if (value("wellness_discount_min_percent").lt(0))
    fail("wellness_discount_min_percent", "wellness_discount_min_percent must not be negative: the wellness discount is a discount.");
  if (value("renewal_cap_percent").lt(0)) fail("renewal_cap_percent", "renewal_cap_percent (the largest increase) must not be negative.");
  if (value("renewal_collar_percent").gt(0)) fail("renewal_collar_percent", "renewal_collar_percent (the largest decrease) must be 0 or negative, e.g. -10.");
  if (value("renewal_collar_percent").lte(-100)) fail("renewal_collar_percent", "renewal_collar_percent must be above -100.");
  if (value("months_free_max_months").gt(11))
    fail("months_free_max_months", "months_free_max_months must be at most 11: twelve free months would price the year at zero.");
  for (const name of ["price_beater_margin_percent", "price_beater_max_discount_percent"] as const) {
    if (value(name).lt(0) || value(name).gte(100)) fail(name, `${name} must be at least 0 and below 100.`);
  }
  checkInputBounds(get, fail);
  return problems;
}

/**
 * The bounds of the request's money and factor inputs and of every amount a quote returns:
 * a capping factor range that contains 1 (no change) and is above 0, and money ceilings above 0.
 */
function checkInputBounds(get: (name: LimitName) => LimitValue, fail: (name: LimitName, message: string) => void): void {
  const value = (name: LimitName) => get(name).value;
  if (value("cnc_factor_min").lte(0)) fail("cnc_factor_min", "cnc_factor_min must be above 0: a capping and collaring factor multiplies the premium.");
  if (value("cnc_factor_min").gt(1)) fail("cnc_factor_min", "cnc_factor_min must be at most 1, so that a factor of 1 (no change) is accepted.");
  if (value("cnc_factor_max").lt(1)) fail("cnc_factor_max", "cnc_factor_max must be at least 1, so that a factor of 1 (no change) is accepted.");
  for (const name of ["maximum_previous_net_premium", "maximum_competitor_price", "maximum_quote_amount"] as const) {
    if (value(name).lte(0)) fail(name, `${name} must be above 0 (GBP).`);
  }
}
