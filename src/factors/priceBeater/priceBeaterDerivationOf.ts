import type { Decimal } from "../../decimal/decimal.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import type { RatingPlan } from "../../engine/types.js";
import { derivePriceBeaterDiscount, type PriceBeaterDerivation } from "./derivePriceBeaterDiscount.js";
import type { PriceBeaterInstruction } from "../shared/incentiveParameters.js";

/**
 * The Price Beater discount for an instruction that grants one: on a requote the percentage
 * the first quote granted, as it is; otherwise derived from the competitor's price and `ours`,
 * the policy's premium. Shared by the step and the fused pass of the default steps.
 *
 * @example
 * priceBeaterDerivationOf({ kind: "granted", percent: new Decimal("7.5") }, total, request, plan).explanation(); // "Requote: the 7.5 % granted …"
 */
export function priceBeaterDerivationOf(
  instruction: Extract<PriceBeaterInstruction, { kind: "granted" | "match" }>,
  ours: Decimal,
  request: NormalizedQuoteRequest,
  plan: RatingPlan,
): PriceBeaterDerivation {
  if (instruction.kind === "match") return derivePriceBeaterDiscount(ours, request, plan);
  return { percent: instruction.percent, explanation: () => `Requote: the ${instruction.percent.toFixed()} % granted by the first quote, applied as it is.` };
}
