import type { RatingFactor } from "../../engine/types.js";
import { wellness } from "./wellness.js";

/** The member's wellness discount (its bounds are checked with the adjustments' limits). */
export const wellnessFactor: RatingFactor = {
  step: wellness,
  checks: [],
};
