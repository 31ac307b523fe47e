import type { RequestCheck } from "../engine/types.js";
import { RATING_FACTORS } from "./index.js";

/**
 * The checks the validator runs against the tables version in force before pricing: those of
 * the factors of the registry (`RATING_FACTORS`), in rating order, so that the validator and
 * the default steps cannot drift apart.
 *
 * @example
 * REQUEST_CHECKS.length; // one or more for each factor that can refuse a request
 */
export const REQUEST_CHECKS: readonly RequestCheck[] = Object.freeze(RATING_FACTORS.flatMap((factor) => factor.checks));
