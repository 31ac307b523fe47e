import type { Decimal } from "../decimal.js";
import type { Instalments } from "../model/response.js";
import { instalmentsOf } from "./instalmentsOf.js";
import { moneyAsNumber } from "./moneyAsNumber.js";

/** The money of a member or a policy as the response shows it: numbers to two places. */
export interface MoneyFigures {
  readonly grossPrice: number;
  readonly netPrice: number;
  readonly ipt: number;
  readonly instalments: Instalments;
}

/**
 * The response's figures for an annual net premium and its IPT (docs/rating-model.md sections 5 and
 * 7): gross = net + IPT, each as a number to two places, and the net and gross instalment
 * plans.
 *
 * @example
 * moneyFiguresOf(new Decimal("1000"), new Decimal("120"), 12).instalments.gross; // { first: 93.37, regular: 93.33 }
 */
export function moneyFiguresOf(netPrice: Decimal, ipt: Decimal, numberOfInstalments: number): MoneyFigures {
  const grossPrice = netPrice.plus(ipt);
  const netSplit = instalmentsOf(netPrice, numberOfInstalments);
  const grossSplit = instalmentsOf(grossPrice, numberOfInstalments);
  const net = moneyAsNumber(netPrice);
  const gross = moneyAsNumber(grossPrice);
  return {
    grossPrice: gross,
    netPrice: net,
    ipt: moneyAsNumber(ipt),
    instalments: {
      numberOfInstalments,
      net: { first: numberOf(netSplit.first, netPrice, net), regular: numberOf(netSplit.regular, netPrice, net) },
      gross: { first: numberOf(grossSplit.first, grossPrice, gross), regular: numberOf(grossSplit.regular, grossPrice, gross) },
    },
  };
}

/** An instalment as a number; paid annually it is the annual amount itself (the same decimal), whose number is known. */
function numberOf(amount: Decimal, annual: Decimal, annualNumber: number): number {
  return amount === annual ? annualNumber : moneyAsNumber(amount);
}
