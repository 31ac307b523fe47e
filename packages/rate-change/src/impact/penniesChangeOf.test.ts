import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { penniesChangeOf } from "./penniesChangeOf.js";
import { premiumChangeOf } from "./premiumChangeOf.js";

const poundsAndPence = (pennies: number) => `${Math.floor(pennies / 100)}.${String(pennies % 100).padStart(2, "0")}`;
/** Premiums as pricing writes them, from a penny to the integer path's limit, with many near ties. */
const premium = fc.oneof(
  fc.integer({ min: 1, max: 99_999_999_999 }).map(poundsAndPence),
  fc.integer({ min: 1, max: 500_000 }).map(poundsAndPence),
  fc.constantFrom("0.01", "0.03", "0.07", "1.00", "8.00", "800.00", "999999999.99", "3.00", "0.00"),
);
/** Text pricing never writes: the integer path must decline it. */
const mutated = fc.oneof(
  premium.map((text) => `0${text}`),
  premium.map((text) => `-${text}`),
  premium.map((text) => `${text}0`),
  premium.map((text) => text.slice(0, -1)),
  fc.constantFrom("1000000000.00", "1e3", " 1.00", "1.00 ", "+1.00", "1,000.00", "NaN", "", ".50", "1.5"),
);

/** Both results as JSON text, with the sign of a zero percentage. */
const asText = (change: ReturnType<typeof premiumChangeOf> | undefined) =>
  change === undefined ? "undefined" : JSON.stringify({ ...change, negativeZero: Object.is(change.percent, -0) });

describe("penniesChangeOf", () => {
  it("gives exactly what the decimal definition gives, on premiums as pricing writes them (JSON text)", () => {
    fc.assert(
      fc.property(premium, premium, (from, to) => {
        const fast = penniesChangeOf(from, to);
        if (from === "0.00") expect(fast).toBeUndefined();
        else expect(asText(fast)).toBe(asText(premiumChangeOf(from, to)));
      }),
      { numRuns: 20_000 },
    );
  });

  it("gives the same on changes that sit on a rounding tie or next to one", () => {
    // from = 20000 × j pennies and a change of (2m + 1) × j pennies: exactly half a ten-thousandth, and a penny either side.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 49_999 }), fc.integer({ min: -10_000, max: 10_000 }), fc.integer({ min: -1, max: 1 }), (j, m, nudge) => {
        const from = 20_000 * j;
        const to = from + (2 * m + 1) * j + nudge;
        if (to < 0) return;
        const [fromText, toText] = [poundsAndPence(from), poundsAndPence(to)];
        expect(asText(penniesChangeOf(fromText, toText))).toBe(asText(premiumChangeOf(fromText, toText)));
      }),
      { numRuns: 20_000 },
    );
  });

  it("declines anything pricing does not write, and a --from premium of 0", () => {
    fc.assert(
      fc.property(mutated, premium, (odd, sound) => {
        expect(penniesChangeOf(odd, sound)).toBeUndefined();
        expect(penniesChangeOf(sound, odd)).toBeUndefined();
      }),
      { numRuns: 5_000 },
    );
    expect(penniesChangeOf("0.00", "1.00")).toBeUndefined();
  });

  it("works the change out in pennies", () => {
    expect(penniesChangeOf("800.00", "801.00")).toEqual({ from: "800.00", to: "801.00", amount: "1.00", percent: 0.13 });
    expect(penniesChangeOf("800.00", "799.00")).toEqual({ from: "800.00", to: "799.00", amount: "-1.00", percent: -0.13 });
    expect(penniesChangeOf("100000.00", "99999.99")).toEqual({ from: "100000.00", to: "99999.99", amount: "-0.01", percent: 0 });
  });
});
