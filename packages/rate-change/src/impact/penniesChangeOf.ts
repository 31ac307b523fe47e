import type { PremiumChange } from "./premiumChangeOf.js";

/** Pounds and pence as pricing writes them (`toFixed(2)`), below £1,000,000,000. */
const POUNDS_AND_PENCE = /^(0|[1-9]\d{0,8})\.(\d\d)$/;

function penniesOf(text: string): number | undefined {
  const match = POUNDS_AND_PENCE.exec(text);
  return match === null ? undefined : Number(match[1]) * 100 + Number(match[2]);
}

/**
 * `premiumChangeOf` for the premiums pricing gives (pounds and pence below £1bn, `from` not 0),
 * in whole pennies with plain numbers, and `undefined` for anything else (the caller then takes
 * `premiumChangeOf`). It exists because impact works this out for every policy of books of
 * millions, and the decimal path (five decimals, a BigInt division, two strings) costs several
 * times the integer one. Why it is the same: the texts are already what `toFixed(2)` gives;
 * every integer here is below 2^53, so exact; the percentage is (to − from) ÷ from rounded half
 * up to four places once, which is what rounding to 40 places and then to four gives, as a
 * quotient with a divisor below 10^11 is never within 10^-40 of a tie at four places without
 * being one; and n ÷ 100 is the double nearest to n/100, as `Number` of its text is. A property
 * test compares both on JSON text (penniesChangeOf.test.ts).
 *
 * @example
 * penniesChangeOf("800.00", "799.00"); // { from: "800.00", to: "799.00", amount: "-1.00", percent: -0.13 }
 */
export function penniesChangeOf(fromText: string, toText: string): PremiumChange | undefined {
  const from = penniesOf(fromText);
  const to = penniesOf(toText);
  if (from === undefined || to === undefined || from === 0) return undefined;
  const change = to - from;
  const size = Math.abs(change);
  // Ten-thousandths of the change, rounded half up: floor((2 × 10000 × size + from) ÷ (2 × from)).
  const dividend = 20_000 * size + from;
  const divisor = 2 * from;
  let rounded = Math.floor(dividend / divisor);
  const remainder = dividend - rounded * divisor;
  if (remainder < 0) rounded -= 1;
  else if (remainder >= divisor) rounded += 1;
  return {
    from: fromText,
    to: toText,
    amount: `${change < 0 ? "-" : ""}${Math.floor(size / 100)}.${String(size % 100).padStart(2, "0")}`,
    // big.js rounds a change too small for two places to 0, never -0.
    percent: rounded === 0 ? 0 : (change < 0 ? -rounded : rounded) / 100,
  };
}
