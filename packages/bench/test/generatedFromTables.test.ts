import { afterAll, describe, expect, it } from "vitest";
import { compileFloorTariff } from "../floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../floor/floorQuote.js";
import { mixedBook } from "../lib/benchBooks.js";
import { memberNetPrices } from "../peers/checkEquivalence.js";
import { createZenTariff } from "../zen/createZenTariff.js";
import { generateTariffGraph } from "../zen/generateTariffGraph.js";
import { compileTables, quote } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { defaultTablesData } from "../../../src/tables/default/data.generated.js";
import type { ParsedTables } from "../../../src/tables/parsedTables.js";

/** The default tables with one value of limits.csv replaced in every version. */
function tablesWithLimit(name: string, value: string) {
  const data = structuredClone<ParsedTables>(defaultTablesData);
  for (const version of data.versions) {
    const limits = version.files["limits.csv"];
    const row = limits?.rows.find((candidate) => candidate.values.name === name);
    if (row === undefined) throw new Error(`limits.csv has no ${name}`);
    (row.values as Record<string, string>).value = value;
  }
  return compiled(data);
}

/** The default tables with one more row in postcode-bands.csv of every version. */
function tablesWithPostcodePrefix(prefix: string, band: string) {
  const data = structuredClone<ParsedTables>(defaultTablesData);
  for (const version of data.versions) {
    const file = version.files["postcode-bands.csv"];
    if (file === undefined) throw new Error("no postcode-bands.csv");
    const last = file.rows.at(-1);
    (file.rows as unknown[]).push({ row: (last?.row ?? 1) + 1, values: { ...last?.values, prefix, band } });
  }
  return compiled(data);
}

function compiled(data: ParsedTables) {
  const compiled = compileTables(data);
  if (!compiled.success) throw new Error(JSON.stringify(compiled.problems));
  return compiled.tables;
}

describe("the floor and the ZEN graph are generated from the tables, not written by hand", () => {
  const tables = tablesWithLimit("minimum_annual_premium", "5000.00");
  const zen = createZenTariff(generateTariffGraph(tables));
  afterAll(() => zen.dispose());

  it("follow a changed minimum premium exactly as quote() does", async () => {
    const requests = mixedBook(20, tables);
    for (const request of requests) {
      const expected = memberNetPrices(quote(request, tables));
      expect(expected.every((net) => net === 0 || net >= 5000)).toBe(true);
      expect(floorQuote(request as unknown as RawQuoteRequest, compileFloorTariff(tables)).memberNetPrices).toEqual(expected);
      expect((await zen.quote(request as unknown as RawQuoteRequest)).memberNetPrices).toEqual(expected);
    }
  });

  it("find a postcode band by the engine's prefix rule (a district listed on its own matches its sub-districts only)", async () => {
    const withDistrict = tablesWithPostcodePrefix("SW1", "A");
    const zenWithDistrict = createZenTariff(generateTariffGraph(withDistrict));
    const floorWithDistrict = compileFloorTariff(withDistrict);
    // New Business: the band is derived from the postcode and no renewal cap hides it.
    const template = mixedBook(50, withDistrict).find((request) => request.individualHealthCarePolicy.quote.transactionType === "New Business");
    const bands = new Set<number>();
    try {
      for (const postcode of ["SW1A 1AA", "SW1M 1AA", "SW10 9NH", "SW19 5AE", "WR1 4NZ"]) {
        const policy = template!.individualHealthCarePolicy.quote;
        const category = policy.memberCategory[0]!;
        const request = {
          individualHealthCarePolicy: {
            quote: {
              ...policy,
              memberCategory: [
                { ...category, familyUnit: category.familyUnit.map((unit) => ({ ...unit, member: unit.member.map((member) => ({ ...member, postcode })) })) },
              ],
            },
          },
        };
        const expected = memberNetPrices(quote(request, withDistrict));
        bands.add(expected[0] ?? 0);
        expect(floorQuote(request as unknown as RawQuoteRequest, floorWithDistrict).memberNetPrices).toEqual(expected);
        expect((await zenWithDistrict.quote(request as unknown as RawQuoteRequest)).memberNetPrices).toEqual(expected);
      }
      // SW1A (its own row, band F), SW1M (unlisted sub-district: the SW1 row, band A), SW10 and
      // SW19 (not sub-districts of SW1: area SW, band E), WR1 (area WR, band C): four prices.
      expect(bands.size).toBe(4);
    } finally {
      zenWithDistrict.dispose();
    }
  });

  it("refuse a rounding mode the ZEN graph cannot express", () => {
    const version = defaultTables.versions[0]!;
    const halfEven = { ...defaultTables, versions: [{ ...version, manifest: { ...version.manifest, roundingMode: "half-even" as const } }] };
    expect(() => generateTariffGraph(halfEven)).toThrow(/half-even/);
  });
});
