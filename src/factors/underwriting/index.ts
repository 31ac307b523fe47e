import type { RatingFactor } from "../../engine/types.js";
import { underwriting } from "./underwriting.js";

/** The underwriting type's factor (the request's reader refuses a type the interface does not name). */
export const underwritingFactor: RatingFactor = {
  step: underwriting,
  checks: [],
};
