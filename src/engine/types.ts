import type { Decimal } from "../decimal/decimal.js";
import type { Issue, Warning } from "../model/issue.js";
import type { NormalizedCategory, NormalizedFamilyUnit, NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { WorksheetLine } from "../model/response.js";
import type { OptionLookups } from "../tables/options/optionLookupsOf.js";
import type { IptRate, IptTable, RoundingMode, TablesData, TablesVersion, TaxTerritoryTable } from "../tables/types.js";
import type { NumberBound } from "./numberBoundOf.js";

/**
 * The tables with the rating plan of every version: what `quote` prices with. Produced by
 * `compileTables` (pure) from the parsed files, by `loadTables(dir)` (Node) from a folder, and
 * shipped ready as `pmi-rating/tables`. Validated, pre-indexed, deeply frozen.
 */
export interface RatingTables extends TablesData {
  /**
   * The rating plan of every version, in the order of `versions`, compiled with the tables
   * (`compileTables`, `loadTables`, the default tables). Tables assembled by hand from another
   * object's versions keep its plans; `planOf` compiles a plan for a version that has none.
   */
  readonly plans: readonly RatingPlan[];
}
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
  /**
   * The first date on which every territory of `territoryRates` has a rate in force (the latest
   * of their first rates' dates): a tax date on or after it needs no member's territory looked
   * up to know that it is taxable. Undefined when there are no territories, or when one has no
   * rate at all.
   */
  readonly everyTerritoryTaxedFrom: string | undefined;
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

/** A step compiled over one plan: its name and its kernel. */
export interface CompiledStep {
  readonly name: string;
  readonly kernel: StepKernel;
}

/**
 * A step list compiled once over every tables version of one `RatingTables`: what a caller
 * with its own step list (or its own step with its own table) builds once with
 * `compilePipeline` and passes as `quote(request, tables, { steps: pipeline })`, so that no
 * step is compiled per quote.
 */
export interface RatingPipeline {
  readonly tables: RatingTables;
  readonly steps: readonly RatingStep[];
  /** The compiled steps of each plan of `tables.plans`, in the same order. */
  readonly compiled: readonly { readonly plan: RatingPlan; readonly steps: readonly CompiledStep[] }[];
}

/** One member as it goes through the steps: the kernels of one quote write it in place. */
export interface MemberState {
  readonly member: NormalizedMember;
  readonly category: NormalizedCategory;
  readonly familyUnit: NormalizedFamilyUnit;
  /** False for a member sent with `isMemberNeeded` 0 or N: the runner never hands it to a member kernel. */
  readonly priced: boolean;
  /** The annual premium so far, exact and unrounded until the rounding step. */
  premium: Decimal;
  /** Set by the postcode band step. */
  postcodeBand?: string;
  /** Set by the capping and collaring step when it applied a factor. */
  cncFactor?: Decimal;
  /** Set by the rounding step: the member's net premium, in pennies. */
  netPrice?: Decimal;
  /** Set by the IPT step. */
  ipt?: Decimal;
  /** Set by the IPT step: the rate in percent. */
  iptRatePercent?: Decimal;
  /** Set by the renewal price rule's step when it capped the member: the net premium before the cap. */
  netBeforeRenewalPriceRule?: Decimal;
}

/**
 * One quote as it goes through the steps: the request, the plan of the tables version in
 * force and what the steps have found so far. Made fresh for every quote by the runner and
 * seen by nobody else until the steps are done, so kernels write into it instead of copying it.
 */
export interface QuoteState {
  readonly request: NormalizedQuoteRequest;
  /** The rating plan of the tables version chosen by `priceRequiredDate`. */
  readonly plan: RatingPlan;
  /** Every member of the request, in request order (categories, family units, members). */
  readonly members: MemberState[];
  /** The worksheet so far, or `undefined` when nobody will read it (`explain` off): kernels then build no line. */
  readonly worksheet: WorksheetLine[] | undefined;
  /** Problems a step found that stop the quote (e.g. a postcode no band covers): the runner stops after the step. */
  readonly issues: Issue[];
  readonly warnings: Warning[];
  /**
   * The equivalent new-business net premium of each member, by member pointer, when the
   * renewal price rule caps at it (`cap_at_enbp` on a Renewal or an MTC); absent otherwise.
   */
  readonly equivalentNewBusinessNets?: ReadonlyMap<string, Decimal> | undefined;
  /** Set by the Price Beater step: the discount granted, in percent (e.g. 7.52). */
  priceBeaterDiscountPercent?: Decimal;
}

/** A member's state as the runner returns it. */
export type MemberRating = Readonly<MemberState>;

/** The quote's state as the runner returns it, after the last step. */
export interface PolicyRating {
  readonly members: readonly MemberRating[];
  readonly worksheet: readonly WorksheetLine[];
  readonly issues: readonly Issue[];
  readonly warnings: readonly Warning[];
  readonly priceBeaterDiscountPercent?: Decimal;
}

/**
 * What a step does to one priced member of one quote. It reads and writes the member's state
 * and, when `quote.worksheet` is defined, pushes the member's worksheet line from the same
 * values it computed (see `explainLine`).
 */
export type MemberKernel = (member: MemberState, quote: QuoteState) => void;

/**
 * What a step does to one quote: its policy-level work (reading the request, a policy total,
 * a problem that stops the quote), then the member kernel the runner applies to every priced
 * member, or `undefined` when the step has no member-level work.
 */
export type StepKernel = (quote: QuoteState) => MemberKernel | undefined;

/**
 * A rating step: a plain object with a stable name and a `compile` that turns a tables
 * version's rating plan into the step's kernel. `compile` runs once per tables version for the
 * default list (when the tables are compiled or loaded) and once per `compilePipeline` for a
 * caller's list: everything about the tables belongs there, so that the kernel only reads the
 * request. Replace, reorder, remove or add steps with `quote(request, tables, { steps })`.
 *
 * @example
 * const noWellness = defaultSteps.filter((step) => step.name !== "wellness");
 * quote(request, tables, { steps: noWellness });
 *
 * const smokerLoading: RatingStep = {
 *   name: "smokerLoading",
 *   compile(plan) {
 *     const factor = new Decimal("1.25");
 *     return () => (member) => {
 *       if (member.member.relationship === "main") member.premium = member.premium.times(factor);
 *     };
 *   },
 * };
 */
export interface RatingStep {
  /** Stable name, shown on the worksheet, e.g. "postcodeBand". */
  readonly name: string;
  /** Turns the plan of one tables version into this step's kernel (pure; called once per version and step list). */
  readonly compile: (plan: RatingPlan) => StepKernel;
}

/**
 * Which items of a list a check reads: `each` sound item on its own (a broken item is left
 * out and the others are still checked), `all` of them together (one broken item, or a list
 * that lost items, and the check is skipped: its answer is about the whole list), or `none`.
 */
export type ItemScope = "each" | "all" | "none";

/**
 * A factor's check of a request against the tables version in force, run by the validator
 * before pricing, with the fields it reads, so that it runs on the sound parts of a request
 * that has other problems, whatever else is broken (rating-model section 3, "every problem at
 * once"). Field names are the wire names (`pncdInd`, not `protectedNcd`); a field is broken
 * when its reader or a rule reported a problem on it. An optional policy value that is broken
 * is absent from what the check sees, so a check that reads such values one at a time (a
 * bound on each) need not list them.
 */
export interface RequestCheck {
  /**
   * `plan` is the version's rating plan, for what is worked out once per version; `members`
   * the request's priced members (`pricedMembersOf`), listed once for all the checks. Returns
   * an empty list when it finds nothing.
   */
  readonly check: (request: NormalizedQuoteRequest, version: TablesVersion, plan: RatingPlan, members: readonly NormalizedMember[]) => readonly Issue[];
  /** Policy fields read; when one of them is broken the check is skipped. */
  readonly policyFields: readonly string[];
  /** Member fields read (besides `isMemberNeeded`, which every member check reads). */
  readonly memberFields: readonly string[];
  readonly members: ItemScope;
  /** Options are read whole (id, name, value, level). */
  readonly options: ItemScope;
  /** Incentive fields read. */
  readonly incentiveFields: readonly string[];
  readonly incentives: ItemScope;
}

/**
 * A rating factor: its step, and the checks the validator runs before pricing that find every
 * problem the step could raise, so that a request's problems are all reported at once and a
 * validated request is never refused by a step. One folder a factor (src/factors/<name>/);
 * the registry (`RATING_FACTORS`) lists them in rating order, and both `defaultSteps` and the
 * validator's checks are derived from it.
 *
 * @example
 * const smokerLoadingFactor: RatingFactor = { step: smokerLoading, checks: [checkSmokerAges] };
 */
export interface RatingFactor {
  /** The factor's step; its name is the factor's. */
  readonly step: RatingStep;
  readonly checks: readonly RequestCheck[];
  /**
   * The factor's own table, when it has one: a `factor-<name>.csv` of `name,value` rows in a
   * version folder (absent, the factor leaves the premium as it is), and the rows it must
   * give, checked when the tables are compiled or loaded (`checkFactorTable`), so that a wrong
   * row is a problem with its file, row and column, never a wrong price.
   */
  readonly table?: FactorTableRule;
}

/** A rating factor's own table: its file name and the rows it must give. */
export interface FactorTableRule {
  /** The file name in a version folder, e.g. "factor-smoker-loading.csv" (`FACTOR_TABLE_FILE_PATTERN`). */
  readonly file: string;
  /** Each row by name: a whole number or a decimal (at most 6 places), its range, and what it is (for the problems' messages). */
  readonly rows: Readonly<Record<string, { readonly kind: "decimal" | "integer"; readonly min: number; readonly max: number; readonly doc: string }>>;
}
