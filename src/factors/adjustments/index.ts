import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { adjustments } from "./adjustments.js";
import { checkAdjustmentLimits } from "./checkAdjustmentLimits.js";

/** The commercial and experience adjustments and the wellness discount's bounds, refused outside the limits of limits.csv. */
export const adjustmentsFactor: RatingFactor = {
  step: adjustments,
  checks: [
    {
      ...READS_NO_LIST,
      check: (request, _version, plan, members) => checkAdjustmentLimits(request, plan, members),
      memberFields: ["wellnessDiscount"],
      members: "each",
    },
  ],
};
