import type { RatingFactor } from "../../engine/types.js";
import { minimumPremium } from "./minimumPremium.js";

/** The minimum premium of the tables. */
export const minimumPremiumFactor: RatingFactor = {
  step: minimumPremium,
  checks: [],
};
