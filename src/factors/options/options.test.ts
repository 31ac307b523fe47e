import { describe, expect, it } from "vitest";
import { options } from "./options.js";
import { buildTestIncentive, buildTestMember, buildTestOption, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

const excess500 = buildTestOption(0, { id: 352, name: "Excess", taken: true, optionTypeName: "500" });
const dental = buildTestOption(1, { id: 365, name: "DentalandOptical", taken: true });
const psychiatricNo = buildTestOption(2, { id: 369, name: "Psychiatric", taken: false });

describe("options step", () => {
  it("multiplies by each factor, then adds each amount, one line per option", () => {
    // Amount first in the request: the factors still come first.
    const context = buildTestContext(buildTestRequest({}, undefined, [dental, excess500, psychiatricNo]));
    const result = applyStep(options, context, buildTestPolicy(context, "720"));
    expect(result.premium).toBe("672");
    expect(result.worksheet.map(({ key, factor, amount, before, after, row }) => ({ key, factor, amount, before, after, row }))).toEqual([
      { key: "Excess 500", factor: "0.85", amount: undefined, before: "720", after: "612", row: 4 },
      { key: "DentalandOptical", factor: undefined, amount: "60", before: "612", after: "672", row: 8 },
    ]);
  });

  it("rates a member with pncdInd Y as if the category took Protected NCD, once", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ protectedNcd: true })], [excess500]));
    const result = applyStep(options, context, buildTestPolicy(context, "1000"));
    // 1000 × 0.85 × 1.05
    expect(result.premium).toBe("892.5");
    expect(result.worksheet[1]?.description).toContain("pncdInd is Y");
    const both = buildTestContext(buildTestRequest({}, [buildTestMember({ protectedNcd: true })], [buildTestOption(0, { id: 349, name: "ProtectedNCD", taken: true })]));
    expect(applyStep(options, both, buildTestPolicy(both, "1000")).premium).toBe("1050");
  });

  it("waives the option named by freeOption, keeping it on the worksheet", () => {
    const incentive = [buildTestIncentive(0, "freeOption", "365")];
    const context = buildTestContext(buildTestRequest({ incentive }, undefined, [excess500, dental]));
    const result = applyStep(options, context, buildTestPolicy(context, "720"));
    expect(result.premium).toBe("612");
    expect(result.worksheet[1]).toMatchObject({
      key: "DentalandOptical",
      amount: "0",
      before: "612",
      after: "612",
      description: "Option DentalandOptical: waived by the freeOption incentive, + 0 instead of + 60.",
    });
  });

  it("records a line when no option is taken", () => {
    const context = buildTestContext(buildTestRequest({}, undefined, [psychiatricNo]));
    const result = applyStep(options, context, buildTestPolicy(context, "720"));
    expect(result.premium).toBe("720");
    expect(result.worksheet).toMatchObject([{ step: "options", description: "No options taken.", factor: "1" }]);
  });

  it("reports an option level it cannot price", () => {
    const context = buildTestContext(buildTestRequest({}, undefined, [buildTestOption(0, { id: 352, taken: true, optionTypeName: "250" })]));
    expect(applyStep(options, context, buildTestPolicy(context, "720")).issues[0]?.code).toBe("UNKNOWN_OPTION_LEVEL");
  });
});
