import type { RatingFactor } from "../../engine/types.js";
import { EACH_INCENTIVE_FIELD, READS_NO_LIST } from "../shared/checkFields.js";
import { checkNcdLevelsInTable, checkNewBusinessNcdLevels } from "./checkNcdLevels.js";
import { ncd } from "./ncd.js";

/** No-claims discount: the factor of the member's NCD level, refused for a level the table does not have or, for New Business, a level the rules do not expect. */
export const ncdFactor: RatingFactor = {
  step: ncd,
  checks: [
    {
      ...READS_NO_LIST,
      check: (request, version, _plan, members) => checkNcdLevelsInTable(request, version, members),
      memberFields: ["ncdLevel"],
      members: "each",
    },
    {
      ...READS_NO_LIST,
      check: (request, version, _plan, members) => checkNewBusinessNcdLevels(request, version, members),
      policyFields: ["transactionType"],
      memberFields: ["ncdLevel", "uwType", "memberYearsClaimFree"],
      members: "each",
      // Whether an NCD Uplift is sent, and its levels: every incentive's type must be known.
      incentiveFields: EACH_INCENTIVE_FIELD,
      incentives: "all",
    },
  ],
};
