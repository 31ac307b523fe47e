import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { checkEffectiveDates } from "./checkEffectiveDates.js";
import { renewalPriceRule } from "./renewalPriceRule.js";

/** The renewal price rule's cap at the equivalent new-business price, and the members' effective dates a Renewal or an MTC is priced on. */
export const renewalPriceRuleFactor: RatingFactor = {
  step: renewalPriceRule,
  // originalEffectiveDate is optional and read one value at a time: when broken it is absent,
  // and only the check against it is skipped (priceRequiredDate is sound for every check).
  checks: [{ ...READS_NO_LIST, check: checkEffectiveDates, memberFields: ["effectiveDate"], members: "each" }],
};
