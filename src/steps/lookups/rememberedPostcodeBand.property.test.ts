import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultTables } from "../../tables/default/index.js";
import type { PostcodeBandTable } from "../../tables/types.js";
import { findPostcodeBand } from "./findPostcodeBand.js";
import { rememberedPostcodeBand } from "./rememberedPostcodeBand.js";

const tablesWithoutDefault: PostcodeBandTable[] = defaultTables.versions.map((version) => {
  const { defaultBand: _dropped, ...rest } = version.postcodeBands;
  return rest;
});
const tables = [...defaultTables.versions.map((version) => version.postcodeBands), ...tablesWithoutDefault];
const knownPrefixes = [...new Set(tables.flatMap((table) => [...table.prefixes.keys()]))];

const postcode = fc.oneof(
  fc.tuple(fc.constantFrom(...knownPrefixes), fc.constantFrom("1AA", "9ZZ", "0AX", "")).map(([prefix, inward]) => `${prefix} ${inward}`.trim()),
  fc.constantFrom("ZE1 0AA", "GIR 0AA", "SW1A 1AA", "W1A 0AX", "EC1A 1BB", "QQ1 1AA", "BT1 1AA", "", " ", "cf10 1ep", "1AA"),
  fc.string({ maxLength: 9 }),
);

describe("rememberedPostcodeBand", () => {
  it("answers what findPostcodeBand answers, asked once and again, on 20,000 postcodes and tables with and without a default band", () => {
    fc.assert(
      fc.property(postcode, fc.nat({ max: tables.length - 1 }), (code, tableIndex) => {
        const table = tables[tableIndex] as PostcodeBandTable;
        const expected = findPostcodeBand(table, code);
        expect(rememberedPostcodeBand(table, code)).toStrictEqual(expected);
        expect(rememberedPostcodeBand(table, code)).toStrictEqual(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it("shares one frozen match per table and postcode", () => {
    const table = tables[0] as PostcodeBandTable;
    const first = rememberedPostcodeBand(table, "CF10 1EP");
    expect(first).toBeDefined();
    expect(rememberedPostcodeBand(table, "CF10 1EP")).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
