import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal/decimal.js";
import { iptAmountOf } from "../factors/ipt/iptAmountOf.js";
import { fractionOfPercent } from "../decimal/fractionOfPercent.js";
import { roundToPennies } from "../engine/roundDecimal.js";
import { defaultTables } from "../plans/defaultTables.js";
import type { RoundingMode } from "../tables/types.js";
import { instalmentsOf } from "../response/instalmentsOf.js";

/**
 * Draws per property: PMI_ROUNDING_DRAWS, 20,000 by default so that the suite stays quick;
 * 1,000,000 for the recorded run (docs/performance.md, "Rounding").
 */
const DRAWS = Number(process.env["PMI_ROUNDING_DRAWS"] ?? 20_000);
/** A million draws take minutes on a loaded machine: the timeout grows with the draws. */
const TIMEOUT = Math.max(30_000, DRAWS * 2);
const MODES: readonly RoundingMode[] = ["half-up", "half-even", "half-down", "down", "up"];

// The extremes the tables allow: every amount of a success is at most maximum_quote_amount.
const version = defaultTables.versions.at(-1)!;
const maximumPennies = BigInt(version.inputBounds.maximumQuoteAmount.value.times(100).toFixed(0));
const tableIptPercents = defaultTables.ipt.rates.map((rate) => rate.ratePercent.toFixed());

/** `numerator / 10^places` rounded to whole pennies with `mode`, in BigInt: the reference. */
function roundedPennies(numerator: bigint, places: number, mode: RoundingMode): bigint {
  if (places <= 2) return numerator * 10n ** BigInt(2 - places);
  const divisor = 10n ** BigInt(places - 2);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const whole = magnitude / divisor;
  const remainder = magnitude % divisor;
  const twice = remainder * 2n;
  let away: boolean;
  if (remainder === 0n) away = false;
  else if (mode === "down") away = false;
  else if (mode === "up") away = true;
  else if (twice !== divisor) away = twice > divisor;
  else away = mode === "half-up" ? true : mode === "half-even" ? whole % 2n === 1n : false;
  const pennies = away ? whole + 1n : whole;
  return negative ? -pennies : pennies;
}

const pennies = fc.oneof(
  { arbitrary: fc.bigInt({ min: 0n, max: maximumPennies }), weight: 6 },
  { arbitrary: fc.bigInt({ min: 0n, max: 100_000n }), weight: 3 },
  { arbitrary: fc.constantFrom(0n, 1n, 5n, 50n, 99n, maximumPennies, maximumPennies - 1n), weight: 1 },
);
const iptPercent = fc.oneof(
  fc.constantFrom(...tableIptPercents),
  fc.integer({ min: 100, max: 9999 }).map((hundredths) => new Decimal(`${hundredths}e-2`).toFixed()),
);
const mode = fc.constantFrom(...MODES);
/** An exact premium as the steps leave it: up to the maximum, with up to 12 decimal places. */
const exactPremium = fc.tuple(fc.bigInt({ min: 0n, max: maximumPennies * 10n ** 10n }), fc.integer({ min: 0, max: 12 })).map(([digits, places]) => ({ digits, places }));
const instalmentCount = fc.oneof(fc.constantFrom(1, 2, 4, 12), fc.integer({ min: 1, max: 400 }));

describe(`rounding, IPT and instalments against an independent BigInt reference (${DRAWS.toLocaleString("en-GB")} draws each)`, () => {
  it(
    "rounds an exact premium to pennies as the tables' mode says, the limits' extremes included",
    () => {
      fc.assert(
        fc.property(exactPremium, mode, ({ digits, places }, roundingMode) => {
          const premium = new Decimal(`${digits}e-${places}`);
          const expected = roundedPennies(digits, places, roundingMode);
          expect(roundToPennies(premium, roundingMode).times(100).toFixed(0)).toBe(expected.toString());
        }),
        { numRuns: DRAWS },
      );
    },
    TIMEOUT,
  );

  it(
    "works out IPT as round(net × rate/100) to pennies, on the table's rates and any rate the compiler allows",
    () => {
      fc.assert(
        fc.property(pennies, iptPercent, mode, (net, percent, roundingMode) => {
          const rate = new Decimal(percent);
          const tax = iptAmountOf(new Decimal(`${net}e-2`), fractionOfPercent(rate), roundingMode);
          // net pennies × rate hundredths = tax in 10^-6 pounds... kept as pennies × 10^-4.
          const rateHundredths = BigInt(rate.times(100).toFixed(0));
          const expected = roundedPennies(net * rateHundredths, 6, roundingMode);
          expect(tax.times(100).toFixed(0)).toBe(expected.toString());
        }),
        { numRuns: DRAWS },
      );
    },
    TIMEOUT,
  );

  it(
    "splits an annual amount into instalments that sum to it exactly, the regular ones whole pennies rounded down",
    () => {
      fc.assert(
        fc.property(pennies, instalmentCount, (annual, count) => {
          const split = instalmentsOf(new Decimal(`${annual}e-2`), count);
          const regular = BigInt(split.regular.times(100).toFixed(0));
          const first = BigInt(split.first.times(100).toFixed(0));
          expect(first + regular * BigInt(count - 1)).toBe(annual);
          if (count > 1 && annual >= BigInt(count)) expect(regular).toBe(annual / BigInt(count));
        }),
        { numRuns: DRAWS },
      );
    },
    TIMEOUT,
  );
});
