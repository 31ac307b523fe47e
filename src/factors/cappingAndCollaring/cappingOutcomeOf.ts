import { Decimal } from "../../decimal/decimal.js";
import type { TransactionType } from "../../model/enums.js";
import type { NormalizedMember } from "../../model/normalized.js";
import type { RatingPlan } from "../../engine/types.js";

const ONE = new Decimal(1);
// A decimal rather than the literal 0: big.js parses a number operand from its text on every call.
const ZERO = new Decimal(0);

/** What capping and collaring makes of one member's premium (docs/rating-model.md section 4.10). */
export type CappingOutcome =
  | { readonly kind: "unchanged"; readonly premium: Decimal; readonly description: string }
  | {
      readonly kind: "renewal";
      readonly premium: Decimal;
      readonly previous: Decimal;
      readonly floor: Decimal;
      readonly ceiling: Decimal;
      /** The premium after the step. */
      readonly clamped: Decimal;
      readonly cncFactor: Decimal | undefined;
      readonly outcome: string;
    }
  | { readonly kind: "sentFactor"; readonly premium: Decimal; readonly cncFactor: Decimal; readonly after: Decimal };

/**
 * Step 4.10's rule for one member. Renewal with `previousnetPremium`: the premium clamped to
 * [previous × (1 + collar/100), previous × (1 + cap/100)], the factor applied being
 * new ÷ unclamped. Renewal without it, and MTC, with a `cncFactor`: × that factor. Otherwise
 * unchanged. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * cappingOutcomeOf(member, new Decimal(1300), "Renewal", tables.renewal); // clamped 1250 with previous 1000, cap 25 %
 */
export function cappingOutcomeOf(member: NormalizedMember, premium: Decimal, transactionType: TransactionType, multipliers: RatingPlan["renewal"]): CappingOutcome {
  if (transactionType === "New Business") return { kind: "unchanged", premium, description: "New Business: capping and collaring does not apply." };
  if (transactionType === "Renewal" && member.previousnetPremium !== undefined) {
    const previous = new Decimal(member.previousnetPremium);
    const floor = previous.times(multipliers.floorMultiplier);
    const ceiling = previous.times(multipliers.ceilingMultiplier);
    // Each comparison made once: big.js copies its operand for every comparison.
    const belowFloor = premium.lt(floor);
    const aboveCeiling = !belowFloor && premium.gt(ceiling);
    const clamped = belowFloor ? floor : aboveCeiling ? ceiling : premium;
    // A zero premium cannot give a ratio; it can only be lifted to the floor, which no factor expresses.
    // Within the limits the ratio is exactly 1, which the 40-place division would only confirm.
    const cncFactor = premium.eq(ZERO) ? undefined : clamped === premium ? ONE : clamped.div(premium);
    const outcome = belowFloor ? "collared (raised to the floor)" : aboveCeiling ? "capped (lowered to the ceiling)" : "within the limits, unchanged";
    return { kind: "renewal", premium, previous, floor, ceiling, clamped, cncFactor, outcome };
  }
  if (member.cncFactor !== undefined) {
    const cncFactor = new Decimal(member.cncFactor);
    return { kind: "sentFactor", premium, cncFactor, after: premium.times(cncFactor) };
  }
  return { kind: "unchanged", premium, description: `${transactionType} without previousnetPremium or cncFactor: no capping or collaring.` };
}
