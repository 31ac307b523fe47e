import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { baseRate } from "./baseRate.js";
import { checkAgeRange } from "./checkAgeRange.js";

/** The base rate by age band and gender, refused for an age the table does not rate. */
export const baseRateFactor: RatingFactor = {
  step: baseRate,
  checks: [
    {
      ...READS_NO_LIST,
      check: (request, version, _plan, members) => checkAgeRange(request, version, members),
      policyFields: ["transactionType"],
      memberFields: ["age", "dateOfBirth", "gender"],
      members: "each",
    },
  ],
};
