import { describe, expect, it } from "vitest";
import { buildRequest, POINTERS } from "@pmi-rating/test-support";
import { issuesOf } from "@pmi-rating/test-support";

describe("checkDuplicateIncentives", () => {
  it("reports the same incentive type twice, whatever its spelling", () => {
    const incentive = [
      { incentiveType: "gift", incentiveParameter: "1" },
      { incentiveType: "monthsFree", incentiveParameter: "1" },
      { incentiveType: "GIFT", incentiveParameter: "2" },
    ];
    expect(issuesOf(buildRequest({ incentive }))).toEqual([{ code: "DUPLICATE_INCENTIVE", path: `${POINTERS.quote}/incentive/2/incentiveType` }]);
  });

  it("reports an unknown incentive type", () => {
    expect(issuesOf(buildRequest({ incentive: [{ incentiveType: "cashback", incentiveParameter: "50" }] }))).toEqual([
      { code: "UNKNOWN_INCENTIVE", path: `${POINTERS.quote}/incentive/0/incentiveType` },
    ]);
  });
});
