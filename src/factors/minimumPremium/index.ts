import type { RatingFactor } from "../../engine/types.js";
import { minimumPremium } from "./minimumPremium.js";

/** The minimum premium of the tables. */
export const minimumPremiumFactor: RatingFactor = Object.freeze<RatingFactor>({
  name: "minimumPremium",
  step: minimumPremium,
  checks: [],
});
