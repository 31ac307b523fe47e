import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { checkPostcodeRating } from "./checkPostcodeRating.js";
import { postcodeBand } from "./postcodeBand.js";

/** The postcode band: the band of the member's postcode, or the band sent, refused when no band covers it. */
export const postcodeBandFactor: RatingFactor = {
  step: postcodeBand,
  checks: [
    {
      ...READS_NO_LIST,
      check: (request, version, _plan, members) => checkPostcodeRating(request, version, members),
      policyFields: ["transactionType"],
      memberFields: ["postcode", "postcodeBand", "isPostbandCallRequired"],
      members: "each",
    },
  ],
};
