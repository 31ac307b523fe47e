import type { Instalments } from "../model/response.js";
import type { MoneyFigures } from "./moneyFiguresOf.js";

/**
 * `moneyFiguresOf` worked in whole pennies held by JavaScript numbers, for the response's
 * usual case (amounts already rounded to pennies): the same numbers, without a big.js value per
 * sum, split and conversion (ten of them per member). Exact because every amount is a whole
 * number of pennies below 2^53: sums, products and the remainder are then exact in doubles,
 * the regular instalment is the pennies less their remainder ÷ n (big.js' division rounded
 * down, as the amount is not negative), and pennies ÷ 100 is the double nearest the amount,
 * the one `Number()` reads from its decimal text. `undefined` outside that case (negative or
 * fractional pennies, too many digits, a number of instalments that is not a whole number
 * from 1): the caller then takes `moneyFiguresOf`. `moneyFiguresFromPennies.property.test.ts`
 * pins the two together.
 *
 * @example
 * moneyFiguresFromPennies(100_000, 12_000, 12)?.instalments.gross; // { first: 93.37, regular: 93.33 }
 */
export function moneyFiguresFromPennies(netPennies: number, iptPennies: number, numberOfInstalments: number): MoneyFigures | undefined {
  // -0 is left to big.js, whose -0 + 0 keeps the sign where a double's does not.
  if (!isWholeAndNotNegative(netPennies) || !isWholeAndNotNegative(iptPennies)) return undefined;
  const grossPennies = netPennies + iptPennies;
  if (!Number.isSafeInteger(grossPennies)) return undefined;
  if (!(Number.isSafeInteger(numberOfInstalments) && numberOfInstalments >= 1)) return undefined;
  return {
    grossPrice: grossPennies / 100,
    netPrice: netPennies / 100,
    ipt: iptPennies / 100,
    instalments: instalmentsFromPennies(netPennies, grossPennies, numberOfInstalments),
  };
}

function instalmentsFromPennies(netPennies: number, grossPennies: number, numberOfInstalments: number): Instalments {
  if (numberOfInstalments === 1) {
    return { numberOfInstalments, net: { first: netPennies / 100, regular: netPennies / 100 }, gross: { first: grossPennies / 100, regular: grossPennies / 100 } };
  }
  const netRegular = (netPennies - (netPennies % numberOfInstalments)) / numberOfInstalments;
  const grossRegular = (grossPennies - (grossPennies % numberOfInstalments)) / numberOfInstalments;
  return {
    numberOfInstalments,
    net: { first: (netPennies - netRegular * (numberOfInstalments - 1)) / 100, regular: netRegular / 100 },
    gross: { first: (grossPennies - grossRegular * (numberOfInstalments - 1)) / 100, regular: grossRegular / 100 },
  };
}

function isWholeAndNotNegative(pennies: number): boolean {
  return Number.isSafeInteger(pennies) && (pennies > 0 || Object.is(pennies, 0));
}
