import { rm, truncate, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { safeLoadTables } from "../plans/loadTables.js";
import { copyDefaultTables } from "@pmi-rating/test-support";

// Tables a careless edit or a broken export produces: each must be refused with the file, row
// and column of the mistake, never loaded with a silently wrong value.

async function problemsAfter(change: (folder: Awaited<ReturnType<typeof copyDefaultTables>>) => Promise<void>) {
  const folder = await copyDefaultTables();
  try {
    await change(folder);
    const result = await safeLoadTables(folder.directory);
    if (result.success) throw new Error("The corrupted tables loaded");
    return result.problems;
  } finally {
    await rm(folder.directory, { recursive: true, force: true });
  }
}

describe("loadTables refuses corrupted tables", () => {
  it("a manifest with effectiveFrom twice, which JSON.parse would resolve to the last silently", async () => {
    const problems = await problemsAfter((folder) =>
      folder.edit("2026.1/manifest.json", (text) => text.replace('"currency"', '"effectiveFrom": "2027-06-01",\n  "currency"')),
    );
    expect(problems).toEqual([
      { file: "2026.1/manifest.json", row: 5, column: "effectiveFrom", code: "DUPLICATE_KEY", message: expect.stringContaining('"effectiveFrom" is given twice') },
    ]);
  });

  it("an IPT rate written as a fraction (0.12 for 12 %), naming the likely mistake", async () => {
    const problems = await problemsAfter((folder) => folder.edit("ipt.csv", (text) => text.replace(/,12\s*$/, ",0.12\n")));
    expect(problems).toEqual([
      {
        file: "ipt.csv",
        row: expect.any(Number),
        column: "rate_percent",
        code: "IMPLAUSIBLE_VALUE",
        message: "An IPT rate of 0.12 % is below 1 %: rate_percent is in percent, so if you meant 12 %, write 12.",
      },
    ]);
  });

  it("a base rate of 1e25 written out, outside the plausible range", async () => {
    const problems = await problemsAfter((folder) => folder.edit("2026.1/base-rates.csv", (text) => text.replace("0,17,323.00,", `0,17,1${"0".repeat(25)},`)));
    expect(problems).toEqual([
      { file: "2026.1/base-rates.csv", row: 2, column: "A", code: "IMPLAUSIBLE_VALUE", message: expect.stringContaining("outside the plausible range 1 to 100000") },
    ]);
  });

  it("a factor with a misplaced decimal point (160 for 1.60)", async () => {
    const problems = await problemsAfter((folder) => folder.edit("2026.1/ncd.csv", (text) => text.replace("0,1.60", "0,160")));
    expect(problems).toEqual([
      {
        file: "2026.1/ncd.csv",
        row: 2,
        column: "factor",
        code: "IMPLAUSIBLE_VALUE",
        message: expect.stringContaining("The factor 160 is outside the plausible range 0.1 to 10"),
      },
    ]);
  });

  it("an option factor of 0.01 and an option amount of a million pounds", async () => {
    const problems = await problemsAfter(async (folder) => {
      await folder.edit("2026.1/option-prices.csv", (text) => text.replace("352,Excess,100,0.96", "352,Excess,100,0.01"));
    });
    expect(problems).toEqual([
      {
        file: "2026.1/option-prices.csv",
        row: 3,
        column: "value",
        code: "IMPLAUSIBLE_VALUE",
        message: expect.stringContaining("Excess is priced as a factor: 0.01 is outside"),
      },
    ]);
  });

  it("a 50 MB file of blank lines: one clear problem found before any parsing", async () => {
    const problems = await problemsAfter((folder) => writeFile(folder.path("2026.1/ncd.csv"), "\n".repeat(50 * 1024 * 1024)));
    expect(problems).toEqual([
      {
        file: "2026.1/ncd.csv",
        code: "FILE_TOO_LARGE",
        message: "2026.1/ncd.csv is 50.0 MB, over the limit of 5.0 MB for a tables file; check that it is the right file and not padded with empty rows.",
      },
    ]);
  });

  // "Before any parsing", shown without a clock (speed is measured in bench/, not asserted here):
  // a sparse file of 50 GiB costs nothing to make, and a loader that read it, even only to count
  // its lines, would run out of memory or far past the test's timeout.
  it("a sparse 50 GiB file: refused by its size, never read", async () => {
    const problems = await problemsAfter((folder) => truncate(folder.path("2026.1/ncd.csv"), 50 * 1024 ** 3));
    expect(problems).toEqual([expect.objectContaining({ file: "2026.1/ncd.csv", code: "FILE_TOO_LARGE" })]);
  });

  it("an oversized manifest the same way", async () => {
    const problems = await problemsAfter((folder) => writeFile(folder.path("2027.1/manifest.json"), " ".repeat(6 * 1024 * 1024)));
    expect(problems).toEqual([expect.objectContaining({ file: "2027.1/manifest.json", code: "FILE_TOO_LARGE" })]);
  });
});
