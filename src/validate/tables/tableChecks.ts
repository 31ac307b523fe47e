import type { Issue } from "../../model/issue.js";
import type { NormalizedMember, NormalizedQuoteRequest } from "../../model/normalized.js";
import type { RatingPlan } from "../../plan/types.js";
import type { TablesVersion } from "../../tables/types.js";
import { checkAdjustmentLimits } from "./checkAdjustmentLimits.js";
import { checkAgeRange } from "./checkAgeRange.js";
import { checkEffectiveDates } from "./checkEffectiveDates.js";
import { checkFreeOptionTaken } from "./checkFreeOptionTaken.js";
import { checkIncentiveCombinations } from "./checkIncentiveCombinations.js";
import { checkIncentiveEligibility } from "./checkIncentiveEligibility.js";
import { checkIncentiveParameters } from "./checkIncentiveParameters.js";
import { checkInputBounds } from "./checkInputBounds.js";
import { checkNcdLevels } from "./checkNcdLevels.js";
import { checkOptions } from "./checkOptions.js";
import { checkPaymentMethod } from "./checkPaymentMethod.js";
import { checkPostcodeRating } from "./checkPostcodeRating.js";
import { checkPriceBeaterCompetitorPrice } from "./checkPriceBeaterCompetitorPrice.js";
import { checkSwitchDecApplicable } from "./checkSwitchDecApplicable.js";

/**
 * Which items of a list a check reads: `each` sound item on its own (a broken item is left
 * out and the others are still checked), `all` of them together (one broken item, or a list
 * that lost items, and the check is skipped: its answer is about the whole list), or `none`.
 */
export type ItemScope = "each" | "all" | "none";

/**
 * A check against the tables version in force, with the fields it reads, so that it runs on
 * the sound parts of a request that has other problems, whatever else is broken (rating-model
 * section 3, "every problem at once"). Field names are the wire names (`pncdInd`, not
 * `protectedNcd`); a field is broken when its reader or a rule reported a problem on it.
 * An optional policy value that is broken is absent from what the check sees, so a check
 * that reads such values one at a time (a bound on each) need not list them.
 */
export interface TableCheck {
  /**
   * `plan` is the version's rating plan (`planOf`), for what is worked out once per version;
   * `members` the request's priced members (`pricedMembersOf`), listed once for all the checks.
   * Returns `NO_ISSUES` when it finds nothing (no list made per check and request).
   */
  readonly check: (request: NormalizedQuoteRequest, tables: TablesVersion, plan: RatingPlan, members: readonly NormalizedMember[]) => readonly Issue[];
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

const NONE = { memberFields: [], members: "none", options: "none", incentiveFields: [], incentives: "none" } as const;
const EACH_INCENTIVE = ["incentiveType", "incentiveParameter"] as const;

/** The checks that read the tables version in force, in the order their problems are listed. */
export const VERSION_CHECKS: readonly TableCheck[] = [
  {
    ...NONE,
    check: (request, version, _plan, members) => checkAgeRange(request, version, members),
    policyFields: ["transactionType"],
    memberFields: ["age", "dateOfBirth", "gender"],
    members: "each",
  },
  {
    ...NONE,
    check: (request, version, _plan, members) => checkPostcodeRating(request, version, members),
    policyFields: ["transactionType"],
    memberFields: ["postcode", "postcodeBand", "isPostbandCallRequired"],
    members: "each",
  },
  {
    ...NONE,
    check: (request, version, plan, members) => checkOptions(request, version, members, plan.optionLookups),
    policyFields: [],
    memberFields: ["pncdInd"],
    members: "each",
    options: "each",
  },
  {
    ...NONE,
    check: (request, version, _plan, members) => checkNcdLevels(request, version, members),
    policyFields: ["transactionType"],
    memberFields: ["ncdLevel", "uwType", "memberYearsClaimFree"],
    members: "each",
    // Whether an NCD Uplift is sent, and its levels: every incentive's type must be known.
    incentiveFields: EACH_INCENTIVE,
    incentives: "all",
  },
  { ...NONE, check: checkIncentiveEligibility, policyFields: ["fsaNumber", "paymentType", "paymentFrequency"], incentiveFields: ["incentiveType"], incentives: "each" },
  { ...NONE, check: checkIncentiveCombinations, policyFields: [], incentiveFields: ["incentiveType"], incentives: "each" },
  { ...NONE, check: checkIncentiveParameters, policyFields: ["isRequote"], incentiveFields: EACH_INCENTIVE, incentives: "each" },
  {
    ...NONE,
    check: (request, version, _plan, members) => checkFreeOptionTaken(request, version, members),
    policyFields: [],
    memberFields: ["pncdInd"],
    members: "all",
    options: "all",
    incentiveFields: EACH_INCENTIVE,
    incentives: "each",
  },
  { ...NONE, check: checkPriceBeaterCompetitorPrice, policyFields: ["isRequote", "competitorPrice"], incentiveFields: EACH_INCENTIVE, incentives: "each" },
  {
    ...NONE,
    check: (request, _version, _plan, members) => checkSwitchDecApplicable(request, members),
    policyFields: [],
    memberFields: ["uwType"],
    members: "all",
    incentiveFields: EACH_INCENTIVE,
    incentives: "each",
  },
  {
    ...NONE,
    check: (request, _version, plan, members) => checkAdjustmentLimits(request, plan, members),
    policyFields: [],
    memberFields: ["wellnessDiscount"],
    members: "each",
  },
  {
    ...NONE,
    check: (request, _version, plan, members) => checkInputBounds(request, plan, members),
    policyFields: [],
    memberFields: ["cncFactor", "previousCNCFactor", "previousnetPremium"],
    members: "each",
  },
  { ...NONE, check: checkPaymentMethod, policyFields: ["paymentType", "paymentFrequency"] },
  // originalEffectiveDate is optional and read one value at a time: when broken it is absent,
  // and only the check against it is skipped (priceRequiredDate is sound for every check).
  { ...NONE, check: checkEffectiveDates, policyFields: [], memberFields: ["effectiveDate"], members: "each" },
];
