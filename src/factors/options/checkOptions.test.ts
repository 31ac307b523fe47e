import { describe, expect, it } from "vitest";
import { buildTestMember, buildTestOption, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { optionLookupsOf } from "../../tables/options/optionLookupsOf.js";
import { checkOptions } from "./checkOptions.js";

const tables = buildTestTablesVersion();
const option0 = "/individualHealthCarePolicy/quote/memberCategory/0/option/0";
const withOptions = (...options: Parameters<typeof buildTestOption>[1][]) =>
  buildTestRequest(
    {},
    undefined,
    options.map((option, index) => buildTestOption(index, option)),
  );

describe("checkOptions", () => {
  it("accepts catalogue options by id, name or both, and levels by label", () => {
    const request = withOptions({ id: 352, name: "excess", taken: true, optionTypeName: "500" }, { name: "Psychiatric", taken: true }, { id: 365, taken: false });
    expect(checkOptions(request, tables)).toEqual([]);
  });

  it("answers from the catalogue's lookups alike for the spellings they index and for any other", () => {
    const lookups = optionLookupsOf(tables.options);
    const sound = withOptions({ id: 352, name: " EXCESS ", taken: true, optionTypeName: "£500" }, { id: 369, name: "Psychiatric", taken: true });
    expect(checkOptions(sound, tables, undefined, lookups)).toEqual([]);
    const unknownLevel = withOptions({ id: 352, name: "Excess", taken: true, optionTypeName: "250" }, { name: "EXCESS", taken: true, optionTypeName: "500.00" });
    expect(checkOptions(unknownLevel, tables, undefined, lookups)).toEqual(checkOptions(unknownLevel, tables));
    expect(checkOptions(unknownLevel, tables, undefined, lookups).map((issue) => issue.code)).toEqual(["UNKNOWN_OPTION_LEVEL", "DUPLICATE_OPTION"]);
  });

  it("reports an option sent once by id and once by name in a category as a duplicate", () => {
    const request = withOptions({ id: 369, taken: true }, { name: "psychiatric", taken: true });
    expect(checkOptions(request, tables)).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/memberCategory/0/option/1",
        code: "DUPLICATE_OPTION",
        message: `This option is Psychiatric (id 369), already in this category at ${option0}; send each option once per category.`,
      },
    ]);
  });

  it("reports an id and a name that disagree", () => {
    expect(checkOptions(withOptions({ id: 352, name: "Psychiatric", taken: true, optionTypeName: "500" }), tables)).toEqual([
      { path: option0, code: "UNKNOWN_OPTION", message: "The option's id and name do not agree: id 352 is Excess, and Psychiatric has id 369." },
    ]);
  });

  it("reports an option not in the catalogue, listing the catalogue", () => {
    const [issue] = checkOptions(withOptions({ id: 999, name: "Massage", taken: false }), tables);
    expect(issue?.code).toBe("UNKNOWN_OPTION");
    expect(issue?.message).toContain("Excess (352)");
  });

  it("reports a taken option with levels without a known level, listing the levels", () => {
    expect(checkOptions(withOptions({ id: 352, taken: true, optionTypeName: "250" }), tables)).toEqual([
      { path: `${option0}/optionTypeName`, code: "UNKNOWN_OPTION_LEVEL", message: 'Excess has no level "250"; the levels are 0, 100, 500.' },
    ]);
    expect(checkOptions(withOptions({ id: 352, taken: true }), tables)[0]?.message).toBe("Excess is taken, so optionTypeName must say which level: one of 0, 100, 500.");
  });

  it("does not check the level of an option not taken", () => {
    expect(checkOptions(withOptions({ id: 352, taken: false, optionTypeName: "250" }), tables)).toEqual([]);
  });

  it("reports pncdInd Y when the catalogue has no Protected NCD option", () => {
    const noPncd = buildTestTablesVersion({ withoutProtectedNcd: true });
    const request = buildTestRequest({}, [buildTestMember({ protectedNcd: true })]);
    expect(checkOptions(request, noPncd)[0]).toMatchObject({ code: "UNKNOWN_OPTION", path: expect.stringMatching(/member\/0\/pncdInd$/) });
    expect(checkOptions(request, tables)).toEqual([]);
  });
});
