import { describe, expect, it } from "vitest";
import { buildTestIncentive, buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestIptTable, buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { compileRatingPlan } from "../../engine/compileRatingPlan.js";
import type { Issue } from "../../model/issue.js";
import type { NormalizedQuoteRequest } from "../../model/normalized.js";
import { pricedMembersOf } from "../../model/pricedMembersOf.js";
import type { TablesVersion } from "../../tables/types.js";
import { checkNcdLevelsInTable, checkNewBusinessNcdLevels } from "./checkNcdLevels.js";
import { ncdFactor } from "./index.js";

const tables = buildTestTablesVersion();

/** The NCD factor's checks as the validator runs them (its registry entry, in its order), on one version's tables. */
function checkNcdLevels(request: NormalizedQuoteRequest, version: TablesVersion): readonly Issue[] {
  const plan = compileRatingPlan(version, buildTestIptTable());
  return ncdFactor.checks.flatMap((check) => check.check(request, version, plan, pricedMembersOf(request)));
}
const path = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0/ncdLevel";

describe("checkNcdLevels", () => {
  it("accepts the expected New Business levels", () => {
    expect(checkNcdLevels(buildTestRequest({}, [buildTestMember({ ncdLevel: 12 })]), tables)).toEqual([]);
    expect(checkNcdLevels(buildTestRequest({}, [buildTestMember({ uwType: "CME", memberYearsClaimFree: 1, ncdLevel: 9 })]), tables)).toEqual([]);
    expect(checkNcdLevels(buildTestRequest({}, [buildTestMember({ uwType: "CME", ncdLevel: 8 })]), tables)).toEqual([]);
  });

  it("reports a level that is not in the table", () => {
    expect(checkNcdLevels(buildTestRequest({ transactionType: "MTC" }, [buildTestMember({ ncdLevel: 13 })]), tables)).toEqual([
      { path, code: "INVALID_NCD_LEVEL", message: "NCD level 13 is not in the NCD table (levels 0 to 12)." },
    ]);
  });

  it("reports a New Business level that differs from the expected one, naming it", () => {
    expect(checkNcdLevels(buildTestRequest({}, [buildTestMember({ ncdLevel: 10 })]), tables)).toEqual([
      {
        path,
        code: "NCD_LEVEL_MISMATCH",
        message: "For New Business the expected NCD level is 12 (virgin business (FMU) starts at 12); ncdLevel 10 was sent.",
      },
    ]);
    const switcher = buildTestMember({ uwType: "CMORI", ncdLevel: 7 });
    expect(checkNcdLevels(buildTestRequest({}, [switcher]), tables)[0]?.message).toContain("expected NCD level is 8 to 12");
  });

  it("expects the uplifted level with NCD Uplift", () => {
    const uplift = [buildTestIncentive(0, "NCD Uplift", "2")];
    const member = buildTestMember({ uwType: "CME", memberYearsClaimFree: 0 });
    expect(checkNcdLevels(buildTestRequest({ incentive: uplift }, [{ ...member, ncdLevel: 10 }]), tables)).toEqual([]);
    const [issue] = checkNcdLevels(buildTestRequest({ incentive: uplift }, [{ ...member, ncdLevel: 8 }]), tables);
    expect(issue?.code).toBe("NCD_LEVEL_MISMATCH");
    expect(issue?.message).toContain("level is 10");
  });

  it("accepts any level of the table on MTC and Renewal", () => {
    expect(checkNcdLevels(buildTestRequest({ transactionType: "Renewal" }, [buildTestMember({ ncdLevel: 3 })]), tables)).toEqual([]);
  });

  it("skips members not priced", () => {
    expect(checkNcdLevels(buildTestRequest({}, [buildTestMember({ ncdLevel: 40, isMemberNeeded: false })]), tables)).toEqual([]);
  });

  it("reads only the level for a level out of the table, and leaves a New Business mismatch to a level of the table", () => {
    const outOfTable = buildTestRequest({}, [buildTestMember({ ncdLevel: 13 })]);
    expect(checkNcdLevelsInTable(outOfTable, tables).map((issue) => issue.code)).toEqual(["INVALID_NCD_LEVEL"]);
    expect(checkNewBusinessNcdLevels(outOfTable, tables)).toEqual([]);
    const mismatch = buildTestRequest({}, [buildTestMember({ ncdLevel: 10 })]);
    expect(checkNcdLevelsInTable(mismatch, tables)).toEqual([]);
    expect(checkNewBusinessNcdLevels(mismatch, tables).map((issue) => issue.code)).toEqual(["NCD_LEVEL_MISMATCH"]);
  });

  it("leaves the mismatch to the NCD Uplift's own problem when its parameter cannot be read", () => {
    const unreadable = [buildTestIncentive(0, "NCD Uplift", "two")];
    expect(checkNcdLevels(buildTestRequest({ incentive: unreadable }, [buildTestMember({ ncdLevel: 10 })]), tables)).toEqual([]);
    expect(checkNcdLevels(buildTestRequest({ incentive: unreadable }, [buildTestMember({ ncdLevel: 13 })]), tables).map((issue) => issue.code)).toEqual([
      "INVALID_NCD_LEVEL",
    ]);
  });
});
