import type { Decimal } from "../decimal.js";
import type { CompiledStep } from "../pipeline/types.js";
import type { OptionLookups } from "../steps/lookups/optionLookupsOf.js";
import type { NumberBound } from "./numberBoundOf.js";
import type { IptRate, IptTable, RoundingMode, TablesVersion, TaxTerritoryTable } from "../tables/types.js";

/** One IPT rate of the plan, with the numbers the IPT and Price Beater steps multiply by. */
export interface IptRatePlan {
  readonly rate: IptRate;
  /** rate/100, e.g. 0.12. */
  readonly fraction: Decimal;
  /** 1 + rate/100, e.g. 1.12. */
  readonly multiplier: Decimal;
  /** The rate in percent as the response's `taxRate` number. */
  readonly percentNumber: number;
}

/**
 * Everything about one tables version that does not depend on a request, worked out once when
 * the tables are compiled or loaded: the version's indexed tables (base-rate row of every age,
 * postcode prefix to band, option and level to factor, NCD level, payment method), the numbers
 * the steps multiply by (IPT multipliers, renewal floor and ceiling, Price Beater margin), the
 * guard's ceiling, and the default steps compiled into kernels. Frozen; one per version, held
 * by the tables object (`RatingTables.plans`). There is no other memory: nothing is kept in a
 * module, nothing is keyed on request values.
 *
 * @example
 * const plan = planOf(tables, selectTablesVersion(tables, "2026-03-01")!);
 * plan.roundingMode; // "half-up"
 */
export interface RatingPlan {
  /** The tables version this plan was compiled from (its indexed tables are read as they are). */
  readonly version: TablesVersion;
  /** The IPT history shared by every version, as compiled with this plan. */
  readonly ipt: IptTable;
  readonly roundingMode: RoundingMode;
  /** The IPT rates in date order, with their fractions and multipliers. */
  readonly iptRates: readonly IptRatePlan[];
  /** The tables' territories outside UK IPT (absent: every postcode is in the UK). */
  readonly taxTerritories?: TaxTerritoryTable;
  /** Each territory outside UK IPT by postcode area, its rates ready to multiply by (as `iptRates`). */
  readonly territoryRates: ReadonlyMap<string, TerritoryRatesPlan>;
  /** The option catalogue indexed for the options step (`optionLookupsOf`): built here so that a caller's step list compiled per quote does not index it again. */
  readonly optionLookups: OptionLookups;
  /** Renewal capping and collaring: previous × floor ≤ premium ≤ previous × ceiling. */
  readonly renewal: { readonly floorMultiplier: Decimal; readonly ceilingMultiplier: Decimal };
  /** Price Beater: the competitor's price × marginMultiplier is the target gross premium. */
  readonly priceBeater: { readonly marginMultiplier: Decimal };
  /** The guard's ceiling on every amount of a success (`maximum_quote_amount`) as a number. */
  readonly maximumQuoteAmount: number;
  /**
   * The limits.csv bounds of the request's money, factor and percent inputs in the form the
   * validator compares a number with (`isWithinNumberBounds`), so that no decimal is built per value.
   */
  readonly requestBounds: RequestBoundsPlan;
  /** `defaultSteps` compiled over this plan: what `quote` runs when no step list is given. */
  readonly defaultSteps: readonly CompiledStep[];
}

/** A range of limits.csv ready to compare a request's number with. */
export interface NumberRangePlan {
  readonly min: NumberBound;
  readonly max: NumberBound;
}

/** The bounds `checkInputBounds` and `checkAdjustmentLimits` compare with (the version's `inputBounds` and `limits`). */
export interface RequestBoundsPlan {
  /** A member's `cncFactor` and `previousCNCFactor`. */
  readonly cncFactor: NumberRangePlan;
  /** A member's `previousnetPremium`: 0 to `maximum_previous_net_premium`. */
  readonly previousNetPremium: NumberRangePlan;
  /** The policy's `competitorPrice`: 0 to `maximum_competitor_price`. */
  readonly competitorPrice: NumberRangePlan;
  readonly commercialAdjustment: NumberRangePlan;
  readonly experienceAdjustment: NumberRangePlan;
  readonly wellnessDiscount: NumberRangePlan;
}

/** A tax territory outside UK IPT in the plan: its code, its name and its rates ready to multiply by. */
export interface TerritoryRatesPlan {
  readonly territory: string;
  readonly name: string;
  /** In date order, as `RatingPlan.iptRates`. */
  readonly rates: readonly IptRatePlan[];
}
