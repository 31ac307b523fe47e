import type { Decimal } from "../decimal.js";
import type { Issue, Warning } from "../model/issue.js";
import type { NormalizedCategory, NormalizedFamilyUnit, NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { WorksheetLine } from "../model/response.js";
import type { IptTable, TablesVersion, TaxTerritoryTable } from "../tables/types.js";

/**
 * What every step may read: the validated request and the tables version in force.
 * Steps never read a clock, a file or a global.
 */
export interface RatingContext {
  readonly request: NormalizedQuoteRequest;
  /** The tables version chosen by `priceRequiredDate`. */
  readonly tables: TablesVersion;
  /** The IPT history shared by every version. */
  readonly ipt: IptTable;
  /** Postcode areas outside UK IPT and their premium tax (absent: every postcode is in the UK). */
  readonly taxTerritories?: TaxTerritoryTable;
  /**
   * False when nobody will read the worksheet: steps may then skip building its lines, which
   * is most of their cost. Absent means true.
   */
  readonly explain?: boolean;
}

/** One member as it goes through the steps. Immutable: a step returns a new value. */
export interface MemberRating {
  readonly member: NormalizedMember;
  readonly category: NormalizedCategory;
  readonly familyUnit: NormalizedFamilyUnit;
  /** False for a member sent with `isMemberNeeded` 0 or N: every step leaves it alone. */
  readonly priced: boolean;
  /** The annual premium so far, exact and unrounded until the rounding step. */
  readonly premium: Decimal;
  /** Set by the postcode band step. */
  readonly postcodeBand?: string;
  /** Set by the capping and collaring step when it applied a factor. */
  readonly cncFactor?: Decimal;
  /** Set by the rounding step: the member's net premium, in pennies. */
  readonly netPrice?: Decimal;
  /** Set by the IPT step. */
  readonly ipt?: Decimal;
  /** Set by the IPT step: the rate in percent. */
  readonly iptRatePercent?: Decimal;
}

/** The whole policy as it goes through the steps. */
export interface PolicyRating {
  /** Every member of the request, in request order (categories, family units, members). */
  readonly members: readonly MemberRating[];
  readonly worksheet: readonly WorksheetLine[];
  /** Problems a step found that stop the quote (e.g. a postcode no band covers). */
  readonly issues: readonly Issue[];
  readonly warnings: readonly Warning[];
  /** Set by the Price Beater step: the discount granted, in percent (e.g. 7.52). */
  readonly priceBeaterDiscountPercent?: Decimal;
}

/**
 * A rating step: a named pure function from one policy state to the next. Replace, reorder,
 * remove or add steps with `quote(request, tables, { steps })`.
 *
 * @example
 * const noWellness = defaultSteps.filter((step) => step.name !== "wellness");
 * quote(request, tables, { steps: noWellness });
 */
export interface RatingStep {
  /** Stable name, shown on the worksheet, e.g. "postcodeBand". */
  readonly name: string;
  /** Returns the policy's rating after this step (pure: the input is not changed). */
  readonly apply: (policy: PolicyRating, context: RatingContext) => PolicyRating;
}
