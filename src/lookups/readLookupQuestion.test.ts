import { describe, expect, it } from "vitest";
import type { Issue } from "../model/issue.js";
import { MEMBER_DESCRIPTION, POLICY_DESCRIPTION } from "../model/wire/requestFields.js";
import { INCENTIVES_PARAMETERS, NCD_LEVEL_PARAMETERS } from "./lookupParameters.js";
import { readLookupQuestion } from "./readLookupQuestion.js";

function read(query: object, parameters = NCD_LEVEL_PARAMETERS, maxOf: Record<string, number> = {}) {
  const issues: Issue[] = [];
  const values = readLookupQuestion(query, parameters, issues, maxOf);
  return { values, codes: issues.map(({ code, path }) => `${code} ${path}`) };
}

describe("readLookupQuestion", () => {
  it("uses the request's own entries where a parameter is a request field", () => {
    expect(NCD_LEVEL_PARAMETERS[0]?.field).toBe(MEMBER_DESCRIPTION.fields.find((field) => field.name === "uwType"));
    expect(INCENTIVES_PARAMETERS.map(({ field }) => field)).toEqual(
      ["fsaNumber", "paymentType", "paymentFrequency"].map((name) => POLICY_DESCRIPTION.fields.find((field) => field.name === name)),
    );
  });

  it("reads a choice with the quote's matching: case, spaces and hyphens do not matter", () => {
    expect(read({ uwType: " c-m-e ", memberYearsClaimFree: 2 })).toEqual({ values: { uwType: "CME", memberYearsClaimFree: 2 }, codes: [] });
  });

  it("reports every problem in the description's order, a required parameter REQUIRED", () => {
    expect(read({ memberYearsClaimFree: -1, ncdUplift: 3 }, NCD_LEVEL_PARAMETERS, { ncdUplift: 2 }).codes).toEqual([
      "REQUIRED /uwType",
      "NUMBER_OUT_OF_RANGE /memberYearsClaimFree",
      "NUMBER_OUT_OF_RANGE /ncdUplift",
    ]);
  });

  it("holds a whole number to its field's listed values, and takes text trimmed, blank as absent", () => {
    expect(read({ paymentFrequency: 2 }, INCENTIVES_PARAMETERS).codes).toEqual(["INVALID_VALUE /paymentFrequency"]);
    expect(read({ fsaNumber: " FSA1 ", paymentType: "b", paymentFrequency: 12 }, INCENTIVES_PARAMETERS).values).toEqual({
      fsaNumber: "FSA1",
      paymentType: "B",
      paymentFrequency: 12,
    });
    expect(read({ fsaNumber: "  " }, INCENTIVES_PARAMETERS)).toEqual({ values: {}, codes: [] });
    expect(read({ fsaNumber: 7 }, INCENTIVES_PARAMETERS).codes).toEqual(["INVALID_TYPE /fsaNumber"]);
  });
});
