import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { cappingAndCollaring } from "./cappingAndCollaring.js";
import { checkInputBounds } from "./checkInputBounds.js";

/** Renewal capping and collaring, and the MTC factor: the previous premium and factors, refused outside their bounds. */
export const cappingAndCollaringFactor: RatingFactor = {
  step: cappingAndCollaring,
  checks: [
    {
      ...READS_NO_LIST,
      check: (request, _version, plan, members) => checkInputBounds(request, plan, members),
      memberFields: ["cncFactor", "previousCNCFactor", "previousnetPremium"],
      members: "each",
    },
  ],
};
