import type { Decimal } from "../../decimal.js";
import type { RatingContext } from "../types.js";
import { derivePriceBeaterDiscount, type PriceBeaterDerivation } from "./derivePriceBeaterDiscount.js";
import type { PriceBeaterInstruction } from "./incentiveParameters.js";

/**
 * The Price Beater discount for an instruction that grants one: on a requote the percentage
 * the first quote granted, as it is; otherwise derived from the competitor's price and `ours`,
 * the policy's premium. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * priceBeaterDerivationOf({ kind: "granted", percent: new Decimal("7.5") }, total, context).explanation(); // "Requote: the 7.5 % granted …"
 */
export function priceBeaterDerivationOf(
  instruction: Extract<PriceBeaterInstruction, { kind: "granted" | "match" }>,
  ours: Decimal,
  context: RatingContext,
): PriceBeaterDerivation {
  if (instruction.kind === "match") return derivePriceBeaterDiscount(ours, context);
  return { percent: instruction.percent, explanation: () => `Requote: the ${instruction.percent.toFixed()} % granted by the first quote, applied as it is.` };
}
