import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../decimal.js";
import { moneyFiguresFromPennies } from "./moneyFiguresFromPennies.js";
import { moneyFiguresOf } from "./moneyFiguresOf.js";
import { wholePenniesOf } from "./wholePenniesOf.js";

/** Amounts as the response meets them (whole pennies, up to 16 digits, zeros) and not (fractions of a penny, negatives, -0). */
const amount = fc.oneof(
  { arbitrary: fc.bigInt({ min: 0n, max: 10n ** 16n }).map((pennies) => new Decimal(`${pennies}e-2`)), weight: 2 },
  { arbitrary: fc.bigInt({ min: 0n, max: 10n ** 7n }).map((pennies) => new Decimal(`${pennies}e-2`)), weight: 4 },
  { arbitrary: fc.bigInt({ min: -(10n ** 9n), max: 10n ** 9n }).map((thousandths) => new Decimal(`${thousandths}e-3`)), weight: 1 },
  {
    arbitrary: fc.constantFrom(new Decimal(0), new Decimal("-0"), new Decimal("0.01"), new Decimal("1e15"), new Decimal("9007199254740.99"), new Decimal("-0.01")),
    weight: 1,
  },
);
const numberOfInstalments = fc.oneof(fc.constantFrom(1, 2, 4, 12), fc.integer({ min: 1, max: 400 }));

describe("moneyFiguresFromPennies", () => {
  it("gives exactly moneyFiguresOf's numbers (-0 included) wherever it gives any", () => {
    let fast = 0;
    fc.assert(
      fc.property(amount, amount, numberOfInstalments, (net, ipt, instalments) => {
        const figures = moneyFiguresFromPennies(wholePenniesOf(net) ?? Number.NaN, wholePenniesOf(ipt) ?? Number.NaN, instalments);
        if (figures === undefined) return;
        fast += 1;
        expect(figures).toStrictEqual(moneyFiguresOf(net, ipt, instalments));
      }),
      { numRuns: 30_000 },
    );
    expect(fast).toBeGreaterThan(10_000);
  });

  it("declines what it cannot do exactly: fractions of a penny, negatives, -0, too many digits, odd instalment counts", () => {
    expect(moneyFiguresFromPennies(Number.NaN, 100, 12)).toBeUndefined();
    expect(moneyFiguresFromPennies(-1, 100, 12)).toBeUndefined();
    expect(moneyFiguresFromPennies(-0, 100, 12)).toBeUndefined();
    expect(moneyFiguresFromPennies(2 ** 53, 100, 12)).toBeUndefined();
    expect(moneyFiguresFromPennies(2 ** 52, 2 ** 52, 12)).toBeUndefined();
    expect(moneyFiguresFromPennies(1000, 100, 0)).toBeUndefined();
    expect(moneyFiguresFromPennies(1000, 100, 2.5)).toBeUndefined();
    expect(moneyFiguresFromPennies(100_000, 12_000, 12)).toStrictEqual(moneyFiguresOf(new Decimal(1000), new Decimal(120), 12));
  });
});
