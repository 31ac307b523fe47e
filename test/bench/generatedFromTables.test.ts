import { afterAll, describe, expect, it } from "vitest";
import { compileFloorTariff } from "../../bench/floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../../bench/floor/floorQuote.js";
import { mixedBook } from "../../bench/lib/benchBooks.js";
import { memberNetPrices } from "../../bench/peers/checkEquivalence.js";
import { createZenTariff } from "../../bench/zen/createZenTariff.js";
import { generateTariffGraph } from "../../bench/zen/generateTariffGraph.js";
import { compileTables, quote } from "../../src/index.js";
import { defaultTables, defaultTablesData } from "../../src/tables/default/index.js";
import type { ParsedTables } from "../../src/tables/parsedTables.js";

/** The default tables with one value of limits.csv replaced in every version. */
function tablesWithLimit(name: string, value: string) {
  const data = structuredClone(defaultTablesData) as ParsedTables;
  for (const version of data.versions) {
    const limits = version.files["limits.csv"];
    const row = limits?.rows.find((candidate) => candidate.values.name === name);
    if (row === undefined) throw new Error(`limits.csv has no ${name}`);
    (row.values as Record<string, string>).value = value;
  }
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

  it("refuse a rounding mode the ZEN graph cannot express", () => {
    const version = defaultTables.versions[0]!;
    const halfEven = { ...defaultTables, versions: [{ ...version, manifest: { ...version.manifest, roundingMode: "half-even" as const } }] };
    expect(() => generateTariffGraph(halfEven)).toThrow(/half-even/);
  });
});
