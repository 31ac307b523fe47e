import { describe, expect, it } from "vitest";
import { buildRequest, POINTERS } from "@pmi-rating/test-support";
import { issuesOf } from "@pmi-rating/test-support";

describe("checkCallingSystem", () => {
  it("skips the check without a registry", () => {
    expect(issuesOf(buildRequest({ callingSystem: "Anything" }))).toEqual([]);
  });

  it("accepts a registered system, compared case-insensitively", () => {
    expect(issuesOf(buildRequest({ callingSystem: "hrsolweb" }), { registry: ["HrSolWeb", "GMS"] })).toEqual([]);
  });

  it("reports a system not in the registry", () => {
    expect(issuesOf(buildRequest({ callingSystem: "Rogue" }), { registry: ["HrSolWeb"] })).toEqual([
      { code: "UNREGISTERED_CALLING_SYSTEM", path: `${POINTERS.quote}/callingSystem` },
    ]);
  });

  it("reports every system when the registry is empty", () => {
    expect(issuesOf(buildRequest(), { registry: [] })).toEqual([{ code: "UNREGISTERED_CALLING_SYSTEM", path: `${POINTERS.quote}/callingSystem` }]);
  });
});
