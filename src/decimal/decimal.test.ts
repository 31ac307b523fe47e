import { describe, expect, it } from "vitest";
import { defaultTables } from "../plans/defaultTables.js";
import { safeQuote } from "../quote/safeQuote.js";
import { Decimal } from "./decimal.js";
import { buildRequest } from "@pmi-rating/test-support";

/** The constructor as a caller can reach it: through any decimal the library hands out. */
function reachableConstructor(): { DP: number; RM: number } {
  const [version] = defaultTables.versions;
  if (version === undefined) throw new Error("the default tables hold no version");
  return version.minimumPremium.value.constructor as unknown as { DP: number; RM: number };
}

describe("Decimal", () => {
  it("computes exactly, dividing to 40 places rounding half up", () => {
    expect(new Decimal("0.1").plus("0.2").toString()).toBe("0.3");
    expect(new Decimal(2).div(3).toFixed()).toBe(`0.${"6".repeat(39)}7`);
  });

  it("cannot be reconfigured by a caller: DP and RM are frozen, and quotes do not change", () => {
    const before = safeQuote(buildRequest(), defaultTables);
    const constructor = reachableConstructor();
    expect(constructor).toBe(Decimal);
    expect(() => {
      constructor.DP = 0;
    }).toThrow(TypeError);
    expect(() => {
      constructor.RM = 0;
    }).toThrow(TypeError);
    expect(Decimal.DP).toBe(40);
    expect(Decimal.RM).toBe(1);
    expect(safeQuote(buildRequest(), defaultTables)).toEqual(before);
  });
});
