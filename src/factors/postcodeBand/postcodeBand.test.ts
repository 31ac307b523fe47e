import { describe, expect, it } from "vitest";
import { postcodeBand } from "./postcodeBand.js";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";

const member0 = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0";

describe("postcodeBand step", () => {
  it("derives the band from the longest prefix and records the row", () => {
    const context = buildTestContext();
    const result = applyStep(postcodeBand, context, buildTestPolicy(context));
    expect(result.members[0]?.postcodeBand).toBe("B");
    expect(result.worksheet).toEqual([
      {
        member: member0,
        step: "postcodeBand",
        description: "Postcode SW1A 1AA: the longest listed prefix of its outward code is SW1A, band B.",
        table: "postcode-bands.csv",
        row: 2,
        key: "prefix SW1A",
      },
    ]);
    expect(result.premium).toBe("0");
  });

  it("uses the band sent on Renewal", () => {
    const context = buildTestContext(buildTestRequest({ transactionType: "Renewal" }, [buildTestMember({ postcodeBand: "A" })]));
    const result = applyStep(postcodeBand, context, buildTestPolicy(context));
    expect(result.members[0]?.postcodeBand).toBe("A");
    expect(result.worksheet[0]?.description).toBe("Postcode band A as sent by the caller for Renewal.");
  });

  it("falls back to the default band", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ postcode: "ZE1 0AA" })]), buildTestTablesVersion({ defaultBand: "A" }));
    const result = applyStep(postcodeBand, context, buildTestPolicy(context));
    expect(result.members[0]?.postcodeBand).toBe("A");
    expect(result.worksheet[0]).toMatchObject({ row: 6, key: "postcode ZE1 0AA (default)" });
  });

  it("reports a postcode it cannot rate", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ postcode: "ZE1 0AA" })]));
    const result = applyStep(postcodeBand, context, buildTestPolicy(context));
    expect(result.issues.map((issue) => [issue.code, issue.path])).toEqual([["POSTCODE_NOT_RATED", `${member0}/postcode`]]);
  });

  it("leaves a member not priced alone", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ isMemberNeeded: false, postcode: "ZE1 0AA" })]));
    const result = applyStep(postcodeBand, context, buildTestPolicy(context));
    expect(result.issues).toEqual([]);
    expect(result.members[0]?.postcodeBand).toBeUndefined();
  });
});
