import { Decimal } from "../../decimal.js";
import type { NormalizedMember } from "../../model/normalized.js";
import { fractionOfPercent } from "./fractionOfPercent.js";
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
 * is 0 %. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * wellnessFactorOf({ ...member, wellnessDiscount: 5 }).factor.toFixed(); // "0.95"
 */
export function wellnessFactorOf(member: NormalizedMember): WellnessFactor {
  const sent = member.wellnessDiscount;
  if (sent === undefined) return NO_WELLNESS;
  // The same few discounts recur from member to member: each worked out once. -0 (whose text
  // is "-0") is not remembered, as a Map takes it for 0.
  if (Object.is(sent, -0)) return factorOf(new Decimal(sent));
  let known = remembered.get(sent);
  if (known === undefined) {
    if (remembered.size >= REMEMBERED_AT_MOST) remembered.clear();
    known = factorOf(new Decimal(sent));
    remembered.set(sent, known);
  }
  return known;
}

function factorOf(discount: Decimal): WellnessFactor {
  // Frozen: remembered factors are shared by every quote, and a caller's step must not be able to change one for the next.
  return deepFreeze({ discount, factor: ONE.minus(fractionOfPercent(discount)) });
}

const NO_WELLNESS = factorOf(ZERO);
const REMEMBERED_AT_MOST = 1000;
const remembered = new Map<number, WellnessFactor>();
