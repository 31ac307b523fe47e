import { decimalOf, ROUND_HALF_UP } from "pmi-rating/toolkit";

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * The percentage change from one table value to another, signed and to two decimal places
 * (exact decimals, half-up), or `undefined` when either is not a number or the first is zero
 * (a change from nothing has no percentage).
 *
 * @example
 * percentChangeText("323.00", "342.38"); // "+6.00"
 * percentChangeText("0.97", "0.96");     // "-1.03"
 * percentChangeText("Y", "N");           // undefined
 */
export function percentChangeText(before: string, after: string): string | undefined {
  if (!NUMBER_TEXT.test(before) || !NUMBER_TEXT.test(after)) return undefined;
  const from = decimalOf(before);
  if (from.eq(0)) return undefined;
  const change = decimalOf(after).minus(from).div(from.abs()).times(100).round(2, ROUND_HALF_UP);
  return `${change.gt(0) ? "+" : ""}${change.toFixed(2)}`;
}
