import { describe, expect, it } from "vitest";
import { defaultTablesData } from "pmi-rating/tables";
import type { ParsedVersion } from "pmi-rating/tables";
import { baseRateChangeGrid } from "./baseRateChangeGrid.js";
import { diffTablesVersions } from "./diffTablesVersions.js";

const [v2025, v2026, v2027] = defaultTablesData.versions as [ParsedVersion, ParsedVersion, ParsedVersion];

describe("diffTablesVersions on the shipped tables", () => {
  const diff = diffTablesVersions({ label: "2026.1", version: v2026, hash: "h1" }, { label: "2027.1", version: v2027 });

  it("finds that 2027.1 changes only the manifest and the base rates, every rate by 6 %", () => {
    expect(diff.from).toEqual({ label: "2026.1", version: "2026.1", hash: "h1" });
    expect(diff.tables.map((table) => table.file)).toEqual(["manifest.json", "base-rates.csv"]);
    const baseRates = diff.tables[1]!;
    expect(baseRates.changed).toHaveLength(v2027.files["base-rates.csv"]!.rows.length);
    expect(new Set(baseRates.changed.flatMap((row) => row.cells.map((cell) => cell.percentChange)))).toEqual(new Set(["+6.00"]));
    expect(diff.tables[0]!.changed.map((row) => row.key.key)).toEqual(["version", "effectiveFrom", "description", "approvedHash"]);
  });

  it("finds nothing between a version and itself", () => {
    expect(diffTablesVersions({ label: "a", version: v2025 }, { label: "b", version: v2025 }).tables).toEqual([]);
  });
});

describe("baseRateChangeGrid", () => {
  it("gives the change of every base rate by age band and postcode band", () => {
    const grid = baseRateChangeGrid(v2026, v2027);
    expect(grid.postcodeBands).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(grid.ageBands[0]).toBe("0-17");
    expect(grid.changes.flat().every((change) => change === "+6.00")).toBe(true);
  });

  it("has no change for an age band new in the later version", () => {
    const split: ParsedVersion = {
      ...v2027,
      files: {
        ...v2027.files,
        "base-rates.csv": {
          header: ["from_age", "to_age", "A"],
          rows: [
            { row: 2, values: { from_age: "0", to_age: "9", A: "300" } },
            { row: 3, values: { from_age: "0", to_age: "17", A: "380" } },
          ],
        },
      },
    };
    const grid = baseRateChangeGrid(v2026, split);
    expect(grid).toEqual({ ageBands: ["0-9", "0-17"], postcodeBands: ["A"], changes: [[undefined], ["+17.65"]] });
  });
});
