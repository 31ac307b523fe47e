import { describe, expect, it } from "vitest";
import { buildTestTablesVersion } from "../testing/buildTestTables.js";
import { findPostcodeBand, outwardCodePrefixes } from "./findPostcodeBand.js";

const table = buildTestTablesVersion().postcodeBands;

describe("findPostcodeBand", () => {
  it("prefers the whole outward code", () => {
    expect(findPostcodeBand(table, "SW1A 1AA")).toEqual({ band: "B", prefix: "SW1A", source: { file: "postcode-bands.csv", row: 2 } });
  });

  it("falls back to shorter prefixes down to the area letters", () => {
    expect(findPostcodeBand(table, "SW19 2AB")?.prefix).toBe("SW");
    expect(findPostcodeBand(table, "M1 1AE")).toMatchObject({ band: "A", prefix: "M" });
    expect(findPostcodeBand(table, "EC1A 1BB")).toMatchObject({ band: "B", prefix: "EC" });
  });

  it("never cuts the digits of a district", () => {
    expect(outwardCodePrefixes("SW1A 1AA")).toEqual(["SW1A", "SW1", "SW"]);
    expect(outwardCodePrefixes("sw19 2ab")).toEqual(["SW19", "SW"]);
    expect(outwardCodePrefixes("W10 4AA")).toEqual(["W10", "W"]);
    expect(outwardCodePrefixes("M1 1AE")).toEqual(["M1", "M"]);
    const withSw1 = buildTestTablesVersion();
    const prefixes = new Map([...withSw1.postcodeBands.prefixes, ["SW1", { band: "B", source: { file: "postcode-bands.csv", row: 9 } }]]);
    const table2 = { ...withSw1.postcodeBands, prefixes };
    expect(findPostcodeBand(table2, "SW1E 5AA")?.prefix).toBe("SW1");
    expect(findPostcodeBand(table2, "SW19 2AB")?.prefix).toBe("SW");
  });

  it("never matches a shorter area that is only the start of the letters", () => {
    // "MK" is not covered, and must not match the "M" area.
    expect(findPostcodeBand(table, "MK9 3NZ")).toBeUndefined();
  });

  it("uses the default band when no prefix matches", () => {
    const withDefault = buildTestTablesVersion({ defaultBand: "A" }).postcodeBands;
    expect(findPostcodeBand(withDefault, "ZE1 0AA")).toEqual({ band: "A", source: { file: "postcode-bands.csv", row: 6 } });
  });
});
