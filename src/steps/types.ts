import type { Decimal } from "../decimal.js";
import type { Issue, Warning } from "../model/issue.js";
import type { NormalizedCategory, NormalizedFamilyUnit, NormalizedMember, NormalizedQuoteRequest } from "../model/normalized.js";
import type { WorksheetLine } from "../model/response.js";
import type { RatingPlan } from "../plan/types.js";

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
