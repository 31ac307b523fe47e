import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findStaleWorkings } from "../../src/golden/findStaleWorkings.js";
import { runGoldenCases } from "../../src/golden/runGoldenCases.js";
import type { JsonValue } from "../../src/golden/types.js";
import { INCENTIVE_TYPES } from "../../src/model/enums.js";
import { ISSUE_CODES } from "../../src/model/issue.js";
import { defaultTables } from "../../src/plans/defaultTables.js";
import { safeCheckTables } from "../../src/plans/safeCheckTables.js";

/**
 * Every golden file of `cases/` priced on the default tables, one test per file so that a
 * failure names the case. To re-record after a deliberate change of tables or engine:
 * `pmi-rating golden test/golden/cases --update`, then read the diff of the files.
 */
const casesDirectory = fileURLToPath(new URL("./cases", import.meta.url));
const report = await runGoldenCases(casesDirectory, defaultTables);

describe("golden cases on the default tables", () => {
  for (const goldenCase of report.cases) {
    it(`${goldenCase.file}: ${goldenCase.description}`, () => {
      expect(goldenCase.error).toBeUndefined();
      expect(goldenCase.differences).toEqual([]);
      expect(goldenCase.staleWorkings).toEqual([]);
      expect(goldenCase.passed).toBe(true);
    });
  }
});

/**
 * The shipped tables say `renewal_price_rule` warn, which `cases/` covers (renewal-collared.json
 * dearer than new business, renewal-cheaper-than-new-business.json cheaper). The other rules are
 * priced on tables of their own, which each case names (`"tables": "tables"`): the shipped 2026.1
 * with that one row of limits.csv changed, approved, in the rule's folder. The runner's tables
 * (the shipped ones here) are not the ones they are priced with.
 */
const SHIPPED_TABLES = fileURLToPath(new URL("../../tables", import.meta.url));

for (const rule of ["report", "cap_at_enbp"] as const) {
  const ruleDirectory = fileURLToPath(new URL(`./renewal-price-rule/${rule}`, import.meta.url));
  const ruleReport = await runGoldenCases(ruleDirectory, defaultTables);

  describe(`golden cases on tables whose renewal_price_rule is ${rule}`, () => {
    it("has a renewal dearer and one cheaper than new business, worked by hand", () => {
      expect(ruleReport.cases.map((goldenCase) => goldenCase.file)).toEqual(["renewal-cheaper-than-new-business.json", "renewal-dearer-than-new-business.json"]);
    });

    it("names tables that are the shipped 2026.1 with that one row changed, approved as they are", async () => {
      const tables = `${ruleDirectory}/tables`;
      for (const file of ["ipt.csv", "premium-tax.csv", "tax-territories.csv", ...readdirSync(`${tables}/2026.1`).map((name) => `2026.1/${name}`)]) {
        const shipped = readFileSync(`${SHIPPED_TABLES}/${file}`, "utf8");
        const variant = readFileSync(`${tables}/${file}`, "utf8");
        if (file === "2026.1/limits.csv") expect(variant).toBe(shipped.replace(/^renewal_price_rule,warn,/m, `renewal_price_rule,${rule},`));
        else if (file === "2026.1/manifest.json") expect(withoutSignOff(variant)).toEqual(withoutSignOff(shipped));
        else expect(variant).toBe(shipped);
      }
      expect(readdirSync(tables).sort()).toEqual(["2026.1", "ipt.csv", "premium-tax.csv", "tax-territories.csv"]);
      const checked = await safeCheckTables(tables);
      expect(checked.success ? checked.tables.versions.map((version) => version.manifest.status) : checked.problems).toEqual(["approved"]);
    });
    for (const goldenCase of ruleReport.cases) {
      it(`${goldenCase.file}: ${goldenCase.description}`, () => {
        expect(goldenCase.error).toBeUndefined();
        expect(goldenCase.differences).toEqual([]);
        expect(goldenCase.staleWorkings).toEqual([]);
        expect(goldenCase.passed).toBe(true);
      });
    }
  });
}

function withoutSignOff(manifestText: string): Record<string, unknown> {
  const { approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...rest } = JSON.parse(manifestText) as Record<string, unknown>;
  return rest;
}

interface CaseFile {
  readonly file: string;
  readonly request: { individualHealthCarePolicy?: { quote?: { incentive?: { incentiveType?: string }[] } } };
  readonly expected?: {
    issues?: { code: string }[];
    memberCategory?: { familyUnit: { member: { netPrice: number; grossPrice: number; isMemberNeeded: boolean }[] }[] }[];
  };
  readonly workings?: string[];
  readonly workingsStale?: string[];
}

const caseFiles: CaseFile[] = readdirSync(casesDirectory)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((file) => ({ file, ...(JSON.parse(readFileSync(`${casesDirectory}/${file}`, "utf8")) as Omit<CaseFile, "file">) }));

/**
 * The hand workings end each member with "Rounded half-up to pennies: net N" and an IPT line
 * "...; gross N + T = G". After an `--update`, a case whose premiums moved fails here (and in
 * the runner, which flags the file with `workingsStale`) until its workings are worked again,
 * so that no file shows arithmetic that no longer holds.
 */
describe("hand workings agree with the expected premiums", () => {
  for (const caseFile of caseFiles.filter((file) => (file.workings?.length ?? 0) > 0)) {
    it(caseFile.file, () => {
      expect(caseFile.expected?.memberCategory?.length ?? 0).toBeGreaterThan(0);
      expect(findStaleWorkings(caseFile.workings, caseFile.expected as JsonValue)).toEqual([]);
      expect(caseFile.workingsStale).toBeUndefined();
    });
  }
});

describe("what the golden cases cover", () => {
  it("has at least 40 cases, at least 12 of them worked by hand", () => {
    expect(caseFiles.length).toBeGreaterThanOrEqual(40);
    expect(caseFiles.filter((file) => (file.workings?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(12);
  });

  it("refuses a request with each issue code that a request can raise", () => {
    const seen = new Set(caseFiles.flatMap((file) => (file.expected?.issues ?? []).map((issue) => issue.code)));
    const missing = ISSUE_CODES.filter((code) => !seen.has(code));
    expect(missing).toEqual([]);
  });

  it("prices every incentive type", () => {
    const priced = new Set(
      caseFiles
        .filter((file) => file.expected?.issues === undefined)
        .flatMap((file) => (file.request.individualHealthCarePolicy?.quote?.incentive ?? []).map((item) => item.incentiveType)),
    );
    expect(INCENTIVE_TYPES.filter((type) => !priced.has(type))).toEqual([]);
  });
});
