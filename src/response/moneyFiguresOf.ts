import type { Decimal } from "../decimal/decimal.js";
import type { Instalments } from "../model/response.js";
import { instalmentsOf } from "./instalmentsOf.js";
import { moneyAsNumber } from "./moneyAsNumber.js";

/** The annual money of a member or a policy as the response shows it: numbers to two places. */
export interface AnnualFigures {
  readonly grossPrice: number;
  readonly netPrice: number;
  readonly ipt: number;
}

/** The money of a member or a policy as the response shows it: the annual figures and the instalment plans. */
export interface MoneyFigures extends AnnualFigures {
  readonly instalments: Instalments;
}

/**
 * The annual figures of a net premium and its IPT (docs/rating-model.md section 5): gross =
 * net + IPT, exact, each as a number to two places. `gross` is the exact gross, for the
 * instalments.
 *
 * @example
 * annualFiguresOf(new Decimal("1000"), new Decimal("120")).grossPrice; // 1120
 */
export function annualFiguresOf(netPrice: Decimal, ipt: Decimal): AnnualFigures & { readonly gross: Decimal } {
  const gross = netPrice.plus(ipt);
  return { grossPrice: moneyAsNumber(gross), netPrice: moneyAsNumber(netPrice), ipt: moneyAsNumber(ipt), gross };
}

/**
 * The response's figures for an annual net premium and its IPT (docs/rating-model.md sections 5 and
 * 7): the annual figures (`annualFiguresOf`) and the net and gross instalment plans.
 *
 * @example
 * moneyFiguresOf(new Decimal("1000"), new Decimal("120"), 12).instalments.gross; // { first: 93.37, regular: 93.33 }
 */
export function moneyFiguresOf(netPrice: Decimal, ipt: Decimal, numberOfInstalments: number): MoneyFigures {
  const annual = annualFiguresOf(netPrice, ipt);
  const grossPrice = annual.gross;
  const netSplit = instalmentsOf(netPrice, numberOfInstalments);
  const grossSplit = instalmentsOf(grossPrice, numberOfInstalments);
  const net = annual.netPrice;
  const gross = annual.grossPrice;
  return {
    grossPrice: gross,
    netPrice: net,
    ipt: annual.ipt,
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
