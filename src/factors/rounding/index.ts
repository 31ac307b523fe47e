import type { RatingFactor } from "../../engine/types.js";
import { rounding } from "./rounding.js";

/** Rounding each member's premium to pennies with the tables' rounding mode. */
export const roundingFactor: RatingFactor = {
  step: rounding,
  checks: [],
};
