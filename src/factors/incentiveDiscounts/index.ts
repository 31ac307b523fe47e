import type { RatingFactor } from "../../engine/types.js";
import { EACH_INCENTIVE_FIELD, READS_NO_LIST } from "../shared/checkFields.js";
import { checkFreeOptionTaken } from "./checkFreeOptionTaken.js";
import { checkIncentiveCombinations } from "./checkIncentiveCombinations.js";
import { checkIncentiveEligibility } from "./checkIncentiveEligibility.js";
import { checkIncentiveParameters } from "./checkIncentiveParameters.js";
import { checkSwitchDecApplicable } from "./checkSwitchDecApplicable.js";
import { incentiveDiscounts } from "./incentiveDiscounts.js";

/** The incentives' discounts, refused for an incentive the policy is not eligible for, a combination the tables forbid or a parameter out of its rule. */
export const incentiveDiscountsFactor: RatingFactor = {
  step: incentiveDiscounts,
  checks: [
    {
      ...READS_NO_LIST,
      check: checkIncentiveEligibility,
      policyFields: ["fsaNumber", "paymentType", "paymentFrequency"],
      incentiveFields: ["incentiveType"],
      incentives: "each",
    },
    { ...READS_NO_LIST, check: checkIncentiveCombinations, incentiveFields: ["incentiveType"], incentives: "each" },
    { ...READS_NO_LIST, check: checkIncentiveParameters, policyFields: ["isRequote"], incentiveFields: EACH_INCENTIVE_FIELD, incentives: "each" },
    {
      ...READS_NO_LIST,
      check: (request, version, _plan, members) => checkFreeOptionTaken(request, version, members),
      memberFields: ["pncdInd"],
      members: "all",
      options: "all",
      incentiveFields: EACH_INCENTIVE_FIELD,
      incentives: "each",
    },
    {
      ...READS_NO_LIST,
      check: (request, _version, _plan, members) => checkSwitchDecApplicable(request, members),
      memberFields: ["uwType"],
      members: "all",
      incentiveFields: EACH_INCENTIVE_FIELD,
      incentives: "each",
    },
  ],
};
