import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { TablesVersion } from "../../tables/types.js";
import { checkAdjustmentLimits } from "./checkAdjustmentLimits.js";
import { checkAgeRange } from "./checkAgeRange.js";
import { checkIncentiveCombinations } from "./checkIncentiveCombinations.js";
import { checkIncentiveEligibility } from "./checkIncentiveEligibility.js";
import { checkIncentiveParameters } from "./checkIncentiveParameters.js";
import { checkInputBounds } from "./checkInputBounds.js";
import { checkNcdLevels } from "./checkNcdLevels.js";
import { checkOptions } from "./checkOptions.js";
import { checkPaymentMethod } from "./checkPaymentMethod.js";
import { checkPostcodeRating } from "./checkPostcodeRating.js";
import { checkSwitchDecApplicable } from "./checkSwitchDecApplicable.js";

/**
 * Which parts of a list a check reads: `each` sound item on its own (a broken item is left
 * out and the others are still checked), `all` of them together (one broken item, or a
 * broken list, and the check is skipped: its answer is about the whole list), or `none`.
 */
export type ItemScope = "each" | "all" | "none";

/**
 * A check against the tables version in force, with the inputs it reads, so that it can run
 * on the sound parts of a request that has other problems (issue "every problem at once").
 * Field names are the wire names (`pncdInd`, not `protectedNcd`): brokenness is known by the
 * JSON pointers of the problems already found.
 */
export interface TableCheck {
  readonly check: (request: NormalizedQuoteRequest, tables: TablesVersion) => Issue[];
  /** Policy fields read; when one of them is broken the check is skipped. */
  readonly policyFields: readonly string[];
  /** Member fields read (besides `isMemberNeeded`, which every member check reads). */
  readonly memberFields: readonly string[];
  readonly members: ItemScope;
  readonly options: ItemScope;
  readonly incentives: ItemScope;
}

/** The checks that read the tables version in force, in the order their problems are listed. */
export const VERSION_CHECKS: readonly TableCheck[] = [
  { check: checkAgeRange, policyFields: ["transactionType"], memberFields: ["age", "dateOfBirth", "gender"], members: "each", options: "none", incentives: "none" },
  {
    check: checkPostcodeRating,
    policyFields: ["transactionType"],
    memberFields: ["postcode", "postcodeBand", "isPostbandCallRequired"],
    members: "each",
    options: "none",
    incentives: "none",
  },
  { check: checkOptions, policyFields: [], memberFields: ["pncdInd"], members: "each", options: "each", incentives: "none" },
  {
    check: checkNcdLevels,
    policyFields: ["transactionType"],
    memberFields: ["ncdLevel", "uwType", "memberYearsClaimFree"],
    members: "each",
    options: "none",
    incentives: "all",
  },
  { check: checkIncentiveEligibility, policyFields: ["fsaNumber", "paymentType", "paymentFrequency"], memberFields: [], members: "none", options: "none", incentives: "each" },
  { check: checkIncentiveCombinations, policyFields: [], memberFields: [], members: "none", options: "none", incentives: "each" },
  { check: checkIncentiveParameters, policyFields: ["isRequote", "competitorPrice"], memberFields: ["pncdInd"], members: "all", options: "all", incentives: "all" },
  { check: checkSwitchDecApplicable, policyFields: [], memberFields: ["uwType"], members: "all", options: "none", incentives: "all" },
  {
    check: checkAdjustmentLimits,
    policyFields: ["commercialAdjustment", "experienceAdjustment"],
    memberFields: ["wellnessDiscount"],
    members: "each",
    options: "none",
    incentives: "none",
  },
  {
    check: checkInputBounds,
    policyFields: ["competitorPrice"],
    memberFields: ["cncFactor", "previousCNCFactor", "previousnetPremium"],
    members: "each",
    options: "none",
    incentives: "none",
  },
  { check: checkPaymentMethod, policyFields: ["paymentType", "paymentFrequency"], memberFields: [], members: "none", options: "none", incentives: "none" },
];
