import { describe, expect, it } from "vitest";
import { compileTables } from "./compileTables.js";
import { defaultTablesData } from "../tables/default/data.generated.js";
import type { ParsedTables, ParsedVersion } from "../tables/parsedTables.js";

const clone = (): ParsedTables => structuredClone<ParsedTables>(defaultTablesData);
const withVersions = (versions: ParsedVersion[]): ParsedTables => ({ ...clone(), versions });

describe("compileTables", () => {
  it("compiles the default tables with their hashes, versions by effective date", () => {
    const result = compileTables(clone());
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.tables.hash).toBe(defaultTablesData.hashes.overall);
    expect(result.tables.versions.map((version) => version.hash)).toEqual([
      defaultTablesData.hashes.byVersion["2025.1"],
      defaultTablesData.hashes.byVersion["2026.1"],
      defaultTablesData.hashes.byVersion["2027.1"],
    ]);
  });

  it("sorts versions by effective date whatever their order", () => {
    const parsed = clone();
    const result = compileTables({ ...parsed, versions: [...parsed.versions].reverse() });
    expect(result.success && result.tables.versions.map((version) => version.manifest.version)).toEqual(["2025.1", "2026.1", "2027.1"]);
  });

  it("names two versions that take effect the same day", () => {
    const parsed = clone();
    const [, first, second] = parsed.versions as [ParsedVersion, ParsedVersion, ParsedVersion];
    const result = compileTables(withVersions([first, { ...second, manifest: { ...(second.manifest as object), effectiveFrom: "2026-01-01" } }]));
    expect(!result.success && result.problems).toEqual([expect.objectContaining({ file: "2027.1/manifest.json", column: "effectiveFrom", code: "DUPLICATE_ENTRY" })]);
  });

  it("names tables with no version and no IPT history", () => {
    const { ipt: _ipt, ...rest } = clone();
    const result = compileTables({ ...rest, versions: [] });
    expect(!result.success && result.problems.map(({ file, code }) => [file, code])).toEqual([
      ["ipt.csv", "MISSING_FILE"],
      [".", "NO_VERSIONS"],
    ]);
  });

  it("names every missing file of a version at once", () => {
    const result = compileTables(withVersions([{ directory: "2026.1", files: {} }]));
    expect(!result.success && result.problems.map(({ file }) => file)).toEqual([
      "2026.1/manifest.json",
      "2026.1/limits.csv",
      "2026.1/base-rates.csv",
      "2026.1/postcode-bands.csv",
      "2026.1/underwriting.csv",
      "2026.1/options.csv",
      "2026.1/option-prices.csv",
      "2026.1/ncd.csv",
      "2026.1/payment.csv",
      "2026.1/incentive-eligibility.csv",
      "2026.1/incentive-exclusive-pairs.csv",
    ]);
  });

  it("never throws on input of the wrong shape", () => {
    const odd = withVersions([{ directory: "x", manifest: null, files: { "ncd.csv": { header: ["ncd_level"], rows: [] } } }]);
    expect(compileTables(odd).success).toBe(false);
  });
});
