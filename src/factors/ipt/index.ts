import type { RatingFactor } from "../../engine/types.js";
import { READS_NO_LIST } from "../shared/checkFields.js";
import { checkTerritoryTaxDates } from "./checkTerritoryTaxDates.js";
import { ipt } from "./ipt.js";

/** Premium tax at the rate of the member's tax territory, refused for a tax date before a territory's first rate. */
export const iptFactor: RatingFactor = {
  step: ipt,
  checks: [
    {
      ...READS_NO_LIST,
      check: (request, _version, plan) => checkTerritoryTaxDates(request, plan),
      policyFields: ["taxRequiredDate", "policyholderPostcode"],
      memberFields: ["postcode"],
      members: "each",
    },
  ],
};
