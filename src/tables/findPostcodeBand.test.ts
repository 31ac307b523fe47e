import { describe, expect, it } from "vitest";
import { findPostcodeBand } from "./findPostcodeBand.js";
import type { PostcodeBandTable } from "./types.js";

const source = (row: number) => ({ file: "postcode-bands.csv", row });
const table = (defaultBand?: string): PostcodeBandTable => ({
  bands: ["A", "B", "C", "D"],
  prefixes: new Map([
    ["SW", { band: "A", source: source(2) }],
    ["SW1", { band: "B", source: source(3) }],
    ["SW1A", { band: "C", source: source(4) }],
    ["W", { band: "A", source: source(5) }],
    ["W1", { band: "D", source: source(6) }],
  ]),
  ...(defaultBand === undefined ? {} : { defaultBand: { band: defaultBand, source: source(7) } }),
});

describe("findPostcodeBand", () => {
  it("takes the sub-district, then the district, then the area", () => {
    expect(findPostcodeBand(table(), "SW1A 1AA")).toEqual({ band: "C", prefix: "SW1A", source: source(4) });
    expect(findPostcodeBand(table(), "sw1p 3bu")?.prefix).toBe("SW1");
    expect(findPostcodeBand(table(), "SW7 2AZ")?.prefix).toBe("SW");
  });

  it("never puts a two-digit district into a one-digit district's row", () => {
    expect(findPostcodeBand(table(), "SW19 5AE")?.prefix).toBe("SW");
    expect(findPostcodeBand(table(), "W10 5AA")?.prefix).toBe("W");
    expect(findPostcodeBand(table(), "W1T 1AA")?.prefix).toBe("W1");
  });

  it("falls back to the default band, or to nothing", () => {
    expect(findPostcodeBand(table("B"), "M1 1AE")).toEqual({ band: "B", prefix: "*", source: source(7) });
    expect(findPostcodeBand(table(), "M1 1AE")).toBeUndefined();
    expect(findPostcodeBand(table(), "")).toBeUndefined();
  });
});
