import { Decimal } from "../../decimal/decimal.js";
import type { NormalizedMember } from "../../model/normalized.js";
import { fractionOfPercent } from "../../decimal/fractionOfPercent.js";
import { deepFreeze } from "../../tables/freeze/deepFreeze.js";

// Shared, as decimals are immutable: built once rather than for every member of every quote.
const ZERO = new Decimal(0);
const ONE = new Decimal(1);

/** A member's wellness discount, in percent, and the factor it makes. */
export interface WellnessFactor {
  readonly discount: Decimal;
  /** 1 − discount/100. */
  readonly factor: Decimal;
}

/**
 * The wellness step's factor for a member (docs/rating-model.md section 4.7): an absent discount
 * is 0 %.
 *
 * @example
 * wellnessFactorOf({ ...member, wellnessDiscount: 5 }).factor.toFixed(); // "0.95"
 */
export function wellnessFactorOf(member: NormalizedMember): WellnessFactor {
  const sent = member.wellnessDiscount;
  return sent === undefined ? NO_WELLNESS : factorOf(new Decimal(sent));
}

function factorOf(discount: Decimal): WellnessFactor {
  return { discount, factor: ONE.minus(fractionOfPercent(discount)) };
}

// Frozen: NO_WELLNESS is shared by every quote, and a caller's step must not be able to change it
// for the next. A member's own factor belongs to its quote alone and is not frozen.
const NO_WELLNESS = deepFreeze(factorOf(ZERO));
