import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
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
    const prefixes = new Map([...withSw1.postcodeBands.prefixes, ["SW1", { band: "B", prefix: "SW1", source: { file: "postcode-bands.csv", row: 9 } }]]);
    const table2 = { ...withSw1.postcodeBands, prefixes };
    expect(findPostcodeBand(table2, "SW1E 5AA")?.prefix).toBe("SW1");
    expect(findPostcodeBand(table2, "SW19 2AB")?.prefix).toBe("SW");
  });

  it("never matches a shorter area that is only the start of the letters", () => {
    // "MK" is not covered, and must not match the "M" area.
    expect(findPostcodeBand(table, "MK9 3NZ")).toBeUndefined();
  });

  it("answers as the prefixes of outwardCodePrefixes looked up most specific first would, with the table's own entry", () => {
    const withDefault = buildTestTablesVersion({ defaultBand: "A" }).postcodeBands;
    const postcodes = fc.oneof(
      fc
        .tuple(fc.constantFrom("SW1A", "SW1", "SW19", "SW", "M", "M1", "MK9", "EC1A", "EC", "ZE1", "sw1a", " m1"), fc.constantFrom(" 1AA", "1AA", ""))
        .map(([outward, inward]) => outward + inward),
      fc.string(),
    );
    fc.assert(
      fc.property(postcodes, fc.boolean(), (postcode, useDefault) => {
        const searched = useDefault ? withDefault : table;
        const prefix = outwardCodePrefixes(postcode).find((candidate) => searched.prefixes.has(candidate));
        const expected = prefix === undefined ? searched.defaultBand : searched.prefixes.get(prefix);
        expect(findPostcodeBand(searched, postcode)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("uses the default band when no prefix matches", () => {
    const withDefault = buildTestTablesVersion({ defaultBand: "A" }).postcodeBands;
    expect(findPostcodeBand(withDefault, "ZE1 0AA")).toEqual({ band: "A", source: { file: "postcode-bands.csv", row: 6 } });
  });
});

describe("outwardCodePrefixes, as the outward code's grammar reads", () => {
  /** The prefixes as regular expressions state them (the definition the character scan must agree with). */
  function prefixesByPattern(postcode: string): string[] {
    const outwardCode = postcode.trim().toUpperCase().split(/\s+/)[0] ?? "";
    const prefixes = [outwardCode];
    if (/^[A-Z]+\d[A-Z]$/.test(outwardCode)) prefixes.push(outwardCode.slice(0, -1));
    const area = /^[A-Z]+/.exec(outwardCode)?.[0];
    if (area !== undefined && area !== outwardCode) prefixes.push(area);
    return prefixes;
  }

  it("agrees with the patterns on postcode-like and arbitrary text", () => {
    // "@", "[", "/" and ":" are the characters either side of A-Z and 0-9.
    const postcodeLike = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z@[]{0,3}[0-9/:]{0,2}[A-Za-z0-9@[/:]{0,2}$/),
        fc.constantFrom("", " ", "  ", "\t", "\u00a0"),
        fc.stringMatching(/^[0-9A-Za-z]{0,4}$/),
      )
      .map(([outward, gap, inward]) => ` ${outward}${gap}${inward} `);
    fc.assert(
      fc.property(fc.oneof(postcodeLike, fc.string()), (postcode) => {
        expect(outwardCodePrefixes(postcode)).toEqual(prefixesByPattern(postcode));
      }),
      { numRuns: 5000 },
    );
  });
});
