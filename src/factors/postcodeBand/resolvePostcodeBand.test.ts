import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { resolvePostcodeBand } from "./resolvePostcodeBand.js";

const table = buildTestTablesVersion().postcodeBands;

describe("resolvePostcodeBand", () => {
  it("derives the band on New Business even when one is sent", () => {
    const member = buildTestMember({ postcodeBand: "A" });
    expect(resolvePostcodeBand(buildTestRequest(), member, table)).toMatchObject({ kind: "derived", match: { band: "B" } });
  });

  it("uses the band sent on MTC and Renewal", () => {
    const member = buildTestMember({ postcodeBand: "A" });
    expect(resolvePostcodeBand(buildTestRequest({ transactionType: "MTC" }), member, table)).toEqual({ kind: "supplied", band: "A" });
    expect(resolvePostcodeBand(buildTestRequest({ transactionType: "Renewal" }), member, table)).toEqual({ kind: "supplied", band: "A" });
    const lowerCase = buildTestMember({ postcodeBand: "b" });
    expect(resolvePostcodeBand(buildTestRequest({ transactionType: "MTC" }), lowerCase, table)).toEqual({ kind: "supplied", band: "B" });
  });

  it("derives the band on MTC when asked to or when none is sent", () => {
    const mtc = buildTestRequest({ transactionType: "MTC" });
    expect(resolvePostcodeBand(mtc, buildTestMember({ postcodeBand: "A", isPostbandCallRequired: true }), table)).toMatchObject({
      kind: "derived",
      match: { band: "B" },
    });
    expect(resolvePostcodeBand(mtc, buildTestMember(), table)).toMatchObject({ kind: "derived" });
  });

  it("reports a band sent that the tables do not have, and a postcode no band covers", () => {
    const renewal = buildTestRequest({ transactionType: "Renewal" });
    expect(resolvePostcodeBand(renewal, buildTestMember({ postcodeBand: "Z" }), table)).toEqual({ kind: "unknownSuppliedBand", band: "Z" });
    expect(resolvePostcodeBand(renewal, buildTestMember({ postcode: "ZE1 0AA" }), table)).toEqual({ kind: "notRated" });
  });
});
