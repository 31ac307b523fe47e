import type { Decimal } from "pmi-rating";
import type { RatingTables } from "pmi-rating";
import type { ImpactBasis } from "../impact/policyPricing.js";
import { bookPremiums } from "./bookPremiums.js";

/**
 * The change in book premium between two sets of tables, exactly as `pmi-rating impact`
 * measures it (the same pricing of each line, the same accumulator: the policies priced by
 * both, their premiums on the basis summed to the penny), as an exact percentage rather than
 * the report's two places, so that a solver can aim at the target.
 *
 * @example
 * bookChangePercent(lines, from, candidate, "gross").toFixed(4); // "4.5012"
 */
export function bookChangePercent(lines: readonly string[], from: RatingTables, to: RatingTables, basis: ImpactBasis): Decimal {
  const { before, after } = bookPremiums(lines, from, to, basis);
  if (before.eq(0)) throw new Error("No policy of the book was priced by both sets of tables: there is no book premium to change.");
  return after.minus(before).div(before).times(100);
}
