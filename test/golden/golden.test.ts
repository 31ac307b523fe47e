import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runGoldenCases } from "../../src/golden/runGoldenCases.js";
import { INCENTIVE_TYPES } from "../../src/model/enums.js";
import { ISSUE_CODES } from "../../src/model/issue.js";
import { defaultTables } from "../../src/tables/default/index.js";

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
      expect(goldenCase.passed).toBe(true);
    });
  }
});

interface CaseFile {
  readonly file: string;
  readonly request: { individualHealthCarePolicy?: { quote?: { incentive?: { incentiveType?: string }[] } } };
  readonly expected?: {
    issues?: { code: string }[];
    memberCategory?: { familyUnit: { member: { netPrice: number; grossPrice: number; isMemberNeeded: boolean }[] }[] }[];
  };
  readonly workings?: string[];
}

const caseFiles: CaseFile[] = readdirSync(casesDirectory)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((file) => ({ file, ...(JSON.parse(readFileSync(`${casesDirectory}/${file}`, "utf8")) as Omit<CaseFile, "file">) }));

/** The two-decimal figure after `pattern` in each line of the workings that has one. */
function figures(workings: readonly string[], pattern: RegExp): string[] {
  return workings.flatMap((line) => {
    const match = pattern.exec(line);
    return match?.[1] === undefined ? [] : [match[1]];
  });
}

/**
 * The hand workings end each member with "Rounded half-up to pennies: net N" and an IPT line
 * "...; gross N + T = G". After an `--update`, a case whose premiums moved fails here until
 * its workings are worked again, so that no file shows arithmetic that no longer holds.
 */
describe("hand workings agree with the expected premiums", () => {
  for (const caseFile of caseFiles.filter((file) => (file.workings?.length ?? 0) > 0)) {
    it(caseFile.file, () => {
      const workings = caseFile.workings ?? [];
      const members = (caseFile.expected?.memberCategory ?? [])
        .flatMap((category) => category.familyUnit.flatMap((unit) => unit.member))
        .filter((member) => member.isMemberNeeded);
      expect(figures(workings, /Rounded half-up to pennies: net (\d+\.\d\d)$/)).toEqual(members.map((member) => member.netPrice.toFixed(2)));
      expect(figures(workings, /; gross \d+\.\d\d \+ \d+\.\d\d = (\d+\.\d\d)$/)).toEqual(members.map((member) => member.grossPrice.toFixed(2)));
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
