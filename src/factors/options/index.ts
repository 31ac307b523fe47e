import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { checkOptions } from "./checkOptions.js";
import { options } from "./options.js";

/** The options taken: each option's factor at its level, refused for an option or a level the catalogue does not have. */
export const optionsFactor: RatingFactor = {
  step: options,
  checks: [
    {
      ...READS_NO_LIST,
      check: (request, version, plan, members) => checkOptions(request, version, members, plan.optionLookups),
      memberFields: ["pncdInd"],
      members: "each",
      options: "each",
    },
  ],
};
