import { readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildMember, buildRequest, copyDefaultTables } from "@pmi-rating/test-support";
import { safeQuote, type RatingTables } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { safeLoadTables } from "pmi-rating/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MEMBER = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

/** A test's copy of the shipped tables with `table` as every version's factor-smoker-loading.csv (the shipped tables have none). */
async function copyWithSmokerTable(table: string, file = "factor-smoker-loading.csv") {
  const folder = await copyDefaultTables();
  const versions = (await readdir(folder.directory, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const version of versions) await writeFile(join(folder.directory, version, file), table);
  return folder;
}

describe("the smoker loading, a factor with its own table, through the public API", () => {
  const folders: string[] = [];
  let tables: RatingTables;
  beforeAll(async () => {
    const folder = await copyWithSmokerTable("name,value,note\nfactor,1.25,Smokers' loading\nmaximum_age,50,Oldest smoker rated\n");
    folders.push(folder.directory);
    const loaded = await safeLoadTables(folder.directory);
    if (!loaded.success) throw new Error(JSON.stringify(loaded.problems));
    tables = loaded.tables;
  });
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  it("multiplies a smoker's premium by the table's factor, after underwriting, on the worksheet", () => {
    const smoker = safeQuote(buildRequest({}, [buildMember({ smoker: "Y" })]), tables, { explain: true });
    const nonSmoker = safeQuote(buildRequest({}, [buildMember({ smoker: "N" })]), tables, { explain: true });
    expect(smoker.success && nonSmoker.success).toBe(true);
    if (!smoker.success || !nonSmoker.success) return;
    const line = smoker.data.worksheet?.find((entry) => entry.step === "smokerLoading");
    expect(line).toMatchObject({ member: MEMBER, factor: "1.25", table: "2026.1/factor-smoker-loading.csv", row: 2 });
    const steps = smoker.data.worksheet?.filter((entry) => entry.member === MEMBER).map((entry) => entry.step);
    expect(steps?.indexOf("smokerLoading")).toBe((steps?.indexOf("underwriting") ?? 0) + 1);
    expect(nonSmoker.data.worksheet?.some((entry) => entry.step === "smokerLoading")).toBe(false);
    expect(smoker.data.netPrice).toBeGreaterThan(nonSmoker.data.netPrice * 1.2);
  });

  it("refuses a smoker older than the table's maximum age, beside the request's other problems", () => {
    const result = safeQuote(buildRequest({}, [buildMember({ smoker: "Y", dateOfBirth: "1966-01-01", ncdLevel: 30 })]), tables);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => `${issue.path} ${issue.code}`)).toEqual(
      expect.arrayContaining([`${MEMBER}/smoker AGE_OUT_OF_RANGE`, `${MEMBER}/ncdLevel INVALID_NCD_LEVEL`]),
    );
    expect(result.issues.find((issue) => issue.path.endsWith("/smoker"))?.message).toBe("A smoker aged 60 is not rated: the smoker loading rates smokers up to age 50.");
  });

  it("changes nothing on the shipped tables, which have no smoker loading", () => {
    const smoker = safeQuote(buildRequest({}, [buildMember({ smoker: "Y", dateOfBirth: "1966-01-01" })]), defaultTables);
    const nonSmoker = safeQuote(buildRequest({}, [buildMember({ dateOfBirth: "1966-01-01" })]), defaultTables);
    expect(smoker.success && nonSmoker.success && smoker.data.netPrice === nonSmoker.data.netPrice).toBe(true);
  });

  it("refuses tables whose smoker loading is not a loading, naming the file, row and column", async () => {
    const folder = await copyWithSmokerTable("name,value\nfactor,0.8\nmaximum_age,70\n");
    folders.push(folder.directory);
    const loaded = await safeLoadTables(folder.directory);
    expect(loaded.success).toBe(false);
    if (loaded.success) return;
    expect(loaded.problems).toContainEqual(expect.objectContaining({ file: "2026.1/factor-smoker-loading.csv", row: 2, column: "value", code: "IMPLAUSIBLE_VALUE" }));
  });

  it("refuses a factor table no factor names, so that a misspelt one is never silently ignored", async () => {
    const folder = await copyWithSmokerTable("name,value\nfactor,1.25\nmaximum_age,70\n", "factor-smokers.csv");
    folders.push(folder.directory);
    const loaded = await safeLoadTables(folder.directory);
    expect(loaded.success).toBe(false);
    if (loaded.success) return;
    expect(loaded.problems).toContainEqual(expect.objectContaining({ file: "2026.1/factor-smokers.csv", code: "UNKNOWN_FILE" }));
  });
});
