import type { RatingTables } from "../engine/types.js";
import { LookupError } from "./LookupError.js";
import { safeEligibleIncentives } from "./safeEligibleIncentives.js";
import type { EligibleIncentivesAnswer, IncentivesQuery } from "./types.js";

/**
 * Every incentive type an agent may use on a quote priced on `priceDate`, with its parameter
 * bounds, an example parameter and the pairs that cannot be combined. An agent's eligibility
 * comes from the incentive eligibility table (its own rows and the `*` rows; without
 * `fsaNumber`, the `*` rows only); with a payment method, only incentives allowed with it are
 * listed, without one, a limited incentive says `onlyWith` which methods allow it. It calls the
 * quote's own eligibility rules, so every incentive listed is accepted in a quote for that agent
 * and payment method and every other one is refused. Throws `LookupError`; see
 * `safeEligibleIncentives`.
 *
 * @example
 * import { eligibleIncentives } from "pmi-rating";
 * import { defaultTables } from "pmi-rating/tables";
 * eligibleIncentives({ fsaNumber: "FSA123456", paymentType: "B", paymentFrequency: 12 }, defaultTables, "2026-03-01")
 *   .incentives.map((incentive) => incentive.incentiveType);
 * // ["Price Beater", "NCD Uplift", "gift", "monthsFree", "freeOption", "SwitchDec", "psDiscount"]
 * eligibleIncentives({}, defaultTables, "2026-03-01").incentives.map((incentive) => incentive.incentiveType);
 * // ["gift", "SwitchDec", "psDiscount"]
 */
export function eligibleIncentives(query: IncentivesQuery, tables: RatingTables, priceDate: string): EligibleIncentivesAnswer {
  const result = safeEligibleIncentives(query, tables, priceDate);
  if (!result.success) throw new LookupError(result.issues);
  return result.data;
}
