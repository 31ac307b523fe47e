import type { RatingFactor } from "../../engine/types.js";
import { EACH_INCENTIVE_FIELD, READS_NO_LIST } from "../shared/checkFields.js";
import { checkPriceBeaterCompetitorPrice } from "./checkPriceBeaterCompetitorPrice.js";
import { priceBeater } from "./priceBeater.js";

/** Price Beater: the discount that brings the gross premium to the competitor's price less the margin, refused without a competitor price. */
export const priceBeaterFactor: RatingFactor = {
  step: priceBeater,
  checks: [
    {
      ...READS_NO_LIST,
      check: checkPriceBeaterCompetitorPrice,
      policyFields: ["isRequote", "competitorPrice"],
      incentiveFields: EACH_INCENTIVE_FIELD,
      incentives: "each",
    },
  ],
};
