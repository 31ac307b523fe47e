import { describe, expect, it } from "vitest";
import { buildMember, buildRequest, POINTERS } from "@pmi-rating/test-support";
import { issuesOf } from "@pmi-rating/test-support";

describe("checkCounts", () => {
  it("accepts matching counts", () => {
    expect(issuesOf(buildRequest({ noOfPeople: 2, groupSize: 1 }, [buildMember(), buildMember({ relationship: "child" })]))).toEqual([]);
  });

  it("reports noOfPeople that differs from the members sent", () => {
    expect(issuesOf(buildRequest({ noOfPeople: 2 }))).toEqual([{ code: "COUNT_MISMATCH", path: `${POINTERS.quote}/noOfPeople` }]);
  });

  it("reports groupSize that differs from the family units sent", () => {
    expect(issuesOf(buildRequest({ groupSize: 3 }))).toEqual([{ code: "COUNT_MISMATCH", path: `${POINTERS.quote}/groupSize` }]);
  });

  it("counts items sent even when one is not an object", () => {
    const result = issuesOf(buildRequest({ noOfPeople: 2 }, [buildMember(), "junk"]));
    expect(result).toEqual([{ code: "INVALID_TYPE", path: POINTERS.member(1) }]);
  });
});
