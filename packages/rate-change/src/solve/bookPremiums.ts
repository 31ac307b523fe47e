import type { Decimal } from "pmi-rating";
import { decimalOf } from "pmi-rating/toolkit";
import type { RatingTables } from "pmi-rating";
import { ImpactAccumulator } from "../impact/ImpactAccumulator.js";
import type { ImpactBasis } from "../impact/policyPricing.js";
import { pricePolicyLine } from "../impact/pricePolicyLine.js";

/** A book's premium on the basis before and after, summed to the penny over the policies priced by both tables. */
export interface BookPremiums {
  readonly before: Decimal;
  readonly after: Decimal;
}

/**
 * A book's premium with two sets of tables, exactly as `pmi-rating impact` sums it (the same
 * pricing of each line, the same accumulator: the policies priced by both, their premiums on the
 * basis summed to the penny).
 *
 * @example
 * bookPremiums(lines, from, candidate, "gross").after.toFixed(2); // "41234.56"
 */
export function bookPremiums(lines: readonly string[], from: RatingTables, to: RatingTables, basis: ImpactBasis): BookPremiums {
  const accumulator = new ImpactAccumulator({ basis, largest: 0, failureSamples: 0 });
  lines.forEach((text, index) => {
    if (text.trim() !== "") accumulator.add(pricePolicyLine(text, index + 1, from, to));
  });
  const summary = accumulator.summary();
  return { before: decimalOf(summary.totalFrom), after: decimalOf(summary.totalTo) };
}
