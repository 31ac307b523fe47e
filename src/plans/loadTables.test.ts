import { rm, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { loadTables, safeLoadTables } from "./loadTables.js";
import { TablesError } from "../tables/TablesError.js";
import { copyDefaultTables, TABLES_DIRECTORY } from "@pmi-rating/test-support";

async function problemsAfter(change: (folder: Awaited<ReturnType<typeof copyDefaultTables>>) => Promise<void>) {
  const folder = await copyDefaultTables();
  await change(folder);
  const result = await safeLoadTables(folder.directory);
  await rm(folder.directory, { recursive: true, force: true });
  if (result.success) throw new Error("The broken tables loaded");
  return result.problems;
}

describe("loadTables", () => {
  it("loads the tables folder of the repository: three versions and the IPT history", async () => {
    const tables = await loadTables(TABLES_DIRECTORY);
    expect(tables.versions.map((version) => version.manifest.version)).toEqual(["2025.1", "2026.1", "2027.1"]);
    expect(tables.ipt.rates).toHaveLength(7);
    expect(tables.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps the content hash when the files are re-saved by a spreadsheet (BOM, CRLF, quotes, spaces)", async () => {
    const original = await loadTables(TABLES_DIRECTORY);
    const folder = await copyDefaultTables();
    await folder.edit(
      "2026.1/ncd.csv",
      (text) =>
        `\uFEFF${text
          .split("\n")
          .map((line) =>
            line
              .split(",")
              .map((cell) => (cell === "" ? cell : ` "${cell}" `))
              .join(","),
          )
          .join("\r\n")}\r\n\r\n`,
    );
    await folder.edit("ipt.csv", (text) => text.replaceAll("\n", "\r\n"));
    const resaved = await loadTables(folder.directory);
    await folder.edit("2026.1/ncd.csv", (text) => text.replace('"0.60"', '"0.61"'));
    const changed = await loadTables(folder.directory);
    await rm(folder.directory, { recursive: true, force: true });
    expect(resaved.hash).toBe(original.hash);
    expect(resaved.versions.map((version) => version.hash)).toEqual(original.versions.map((version) => version.hash));
    expect(changed.hash).not.toBe(original.hash);
    // Only the edited version's hash moves: 2026.1 is the second of 2025.1, 2026.1, 2027.1.
    expect(changed.versions[1]?.hash).not.toBe(original.versions[1]?.hash);
    expect(changed.versions[0]?.hash).toBe(original.versions[0]?.hash);
    expect(changed.versions[2]?.hash).toBe(original.versions[2]?.hash);
  });

  it("names a deleted band column: every prefix that used the band", async () => {
    const problems = await problemsAfter((folder) =>
      folder.edit("2026.1/base-rates.csv", (text) =>
        text
          .split("\n")
          .map((line) => line.split(",").slice(0, -1).join(","))
          .join("\n"),
      ),
    );
    expect(problems).toContainEqual(expect.objectContaining({ file: "2026.1/postcode-bands.csv", column: "band", code: "UNKNOWN_BAND" }));
    expect(problems.filter((problem) => problem.code === "UNKNOWN_BAND")).toHaveLength(2 + 13 + 8);
    expect(problems.every((problem) => problem.file === "2026.1/postcode-bands.csv")).toBe(true);
  });

  it("names a negative factor by file, row and column", async () => {
    const problems = await problemsAfter((folder) => folder.edit("2026.1/ncd.csv", (text) => text.replace("12,0.60", "12,-0.60")));
    expect(problems).toEqual([{ file: "2026.1/ncd.csv", row: 14, column: "factor", code: "NOT_POSITIVE", message: expect.stringContaining("-0.60") }]);
  });

  it("names a duplicate postcode prefix", async () => {
    const problems = await problemsAfter((folder) => folder.edit("2027.1/postcode-bands.csv", (text) => `${text}sw1a,E,Westminster again\n`));
    expect(problems).toEqual([
      expect.objectContaining({ file: "2027.1/postcode-bands.csv", row: 147, column: "prefix", code: "DUPLICATE_ENTRY", message: expect.stringContaining("row 139") }),
    ]);
  });

  it("names overlapping age bands", async () => {
    const problems = await problemsAfter((folder) => folder.edit("2026.1/base-rates.csv", (text) => text.replace("\n30,34,", "\n29,34,")));
    expect(problems).toEqual([
      expect.objectContaining({ file: "2026.1/base-rates.csv", row: 5, column: "from_age", code: "AGE_BAND_OVERLAP", message: expect.stringContaining("Ages 29-29") }),
    ]);
  });

  it("names a gap between age bands", async () => {
    const problems = await problemsAfter((folder) => folder.edit("2026.1/base-rates.csv", (text) => text.replace("\n30,34,", "\n31,34,")));
    expect(problems).toEqual([
      expect.objectContaining({ file: "2026.1/base-rates.csv", code: "AGE_BAND_GAP", message: expect.stringContaining("Age 30 is in no band") }),
    ]);
  });

  it("names a bad date in the IPT history and in a manifest", async () => {
    const problems = await problemsAfter(async (folder) => {
      await folder.edit("ipt.csv", (text) => text.replace("2011-01-04", "2011-02-30"));
      await folder.edit("2027.1/manifest.json", (text) => text.replace("2027-01-01", "2027-13-01"));
    });
    expect(problems).toEqual([
      expect.objectContaining({ file: "ipt.csv", row: 5, column: "effective_from", code: "INVALID_DATE" }),
      expect.objectContaining({ file: "2027.1/manifest.json", column: "effectiveFrom", code: "INVALID_MANIFEST" }),
    ]);
  });

  it("names a missing file", async () => {
    const problems = await problemsAfter((folder) => rm(folder.path("2026.1/payment.csv")));
    expect(problems).toEqual([expect.objectContaining({ file: "2026.1/payment.csv", code: "MISSING_FILE" })]);
  });

  it("names IPT rows out of date order", async () => {
    const problems = await problemsAfter((folder) => folder.edit("ipt.csv", (text) => text.replace("2015-11-01,9.5\n2016-10-01,10", "2016-10-01,10\n2015-11-01,9.5")));
    expect(problems).toEqual([expect.objectContaining({ file: "ipt.csv", row: 7, column: "effective_from", code: "OUT_OF_ORDER" })]);
  });

  it("reports a CSV that does not parse once, not also as missing", async () => {
    const problems = await problemsAfter((folder) => folder.edit("2026.1/underwriting.csv", (text) => text.replace("FMU,1.00", 'FMU,"1.00')));
    expect(problems).toEqual([expect.objectContaining({ file: "2026.1/underwriting.csv", code: "CSV_SYNTAX" })]);
  });

  it("reports a manifest that is not JSON, and a misspelt CSV file name", async () => {
    const problems = await problemsAfter(async (folder) => {
      await folder.edit("2026.1/manifest.json", (text) => text.replace("{", "{,"));
      await writeFile(folder.path("2026.1/base_rates.csv"), "from_age,to_age,A\n");
    });
    expect(problems).toEqual([
      expect.objectContaining({ file: "2026.1/base_rates.csv", code: "UNKNOWN_FILE" }),
      expect.objectContaining({ file: "2026.1/manifest.json", code: "INVALID_JSON" }),
    ]);
  });

  it("reports every problem of a folder with several, across files and versions", async () => {
    const problems = await problemsAfter(async (folder) => {
      await folder.edit("2026.1/ncd.csv", (text) => text.replace("12,0.60", "12,-0.60").replace("3,1.35", "3.5,1.35"));
      await folder.edit("2026.1/option-prices.csv", (text) => `${text}999,Unknown,,1.10\n`);
      await folder.edit("2026.1/incentive-eligibility.csv", (text) => `${text}*,Cashback,,\n`);
      await folder.edit("2027.1/base-rates.csv", (text) => text.replace("\n40,44,", "\n40,43,"));
      await folder.edit("2027.1/limits.csv", (text) => text.replace("wellness_discount_max_percent,20", "wellness_discount_max_percent,abc"));
      await rm(folder.path("2027.1/options.csv"));
      await folder.edit("ipt.csv", (text) => text.replace("1997-04-01,4", "1997-04-01,-4"));
    });
    expect(problems.map(({ file, row, column, code }) => ({ file, row, column, code }))).toEqual([
      { file: "ipt.csv", row: 3, column: "rate_percent", code: "NEGATIVE" },
      { file: "2026.1/option-prices.csv", row: 20, column: "option_id", code: "UNKNOWN_OPTION" },
      { file: "2026.1/ncd.csv", row: 5, column: "ncd_level", code: "NOT_INTEGER" },
      { file: "2026.1/ncd.csv", row: 14, column: "factor", code: "NOT_POSITIVE" },
      { file: "2026.1/incentive-eligibility.csv", row: 15, column: "incentive_type", code: "INVALID_VALUE" },
      { file: "2027.1/limits.csv", row: 13, column: "value", code: "INVALID_NUMBER" },
      { file: "2027.1/base-rates.csv", row: undefined, column: "from_age", code: "AGE_BAND_GAP" },
      { file: "2027.1/options.csv", row: undefined, column: undefined, code: "MISSING_FILE" },
    ]);
  });

  it("throws a TablesError that lists every problem", async () => {
    const folder = await copyDefaultTables();
    await folder.edit("2026.1/ncd.csv", (text) => text.replace("12,0.60", "12,0"));
    await rm(folder.path("2026.1/payment.csv"));
    const error = await loadTables(folder.directory).catch((caught: unknown) => caught);
    await rm(folder.directory, { recursive: true, force: true });
    expect(error).toBeInstanceOf(TablesError);
    expect((error as TablesError).problems).toHaveLength(2);
    expect((error as TablesError).message).toContain('2026.1/ncd.csv:14 column "factor" [NOT_POSITIVE]');
    expect((error as TablesError).message).toContain("2026.1/payment.csv [MISSING_FILE]");
  });

  it("reports a folder that does not exist", async () => {
    const result = await safeLoadTables("/nonexistent/pmi-rating-tables");
    expect(result.success).toBe(false);
    expect(!result.success && result.problems[0]?.code).toBe("MISSING_FILE");
  });
});
