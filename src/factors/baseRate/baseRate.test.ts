import { describe, expect, it } from "vitest";
import { baseRate } from "./baseRate.js";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";

describe("baseRate step", () => {
  it("sets the premium to the rate of the age band and postcode band", () => {
    const context = buildTestContext();
    const result = applyStep(baseRate, context, buildTestPolicy(context, "0", { postcodeBand: "B" }));
    expect(result.premium).toBe("720");
    expect(result.worksheet[0]).toMatchObject({
      step: "baseRate",
      table: "base-rates.csv",
      row: 3,
      key: "age 18-39, any gender, band B",
      amount: "720",
      before: "0",
      after: "720",
    });
  });

  it("uses a gender-specific row when the tables have one", () => {
    const tables = buildTestTablesVersion({ femaleRows: true });
    const female = buildTestContext(buildTestRequest({}, [buildTestMember({ gender: "F" })]), tables);
    expect(applyStep(baseRate, female, buildTestPolicy(female, "0", { postcodeBand: "A" })).premium).toBe("500");
    const male = buildTestContext(buildTestRequest(), tables);
    expect(applyStep(baseRate, male, buildTestPolicy(male, "0", { postcodeBand: "A" })).premium).toBe("600");
  });

  it("reads the band boundaries inclusively", () => {
    const at17 = buildTestContext(buildTestRequest({}, [buildTestMember({ age: 17 })]));
    expect(applyStep(baseRate, at17, buildTestPolicy(at17, "0", { postcodeBand: "A" })).premium).toBe("300");
    const at40 = buildTestContext(buildTestRequest({}, [buildTestMember({ age: 40 })]));
    expect(applyStep(baseRate, at40, buildTestPolicy(at40, "0", { postcodeBand: "A" })).premium).toBe("1000");
  });

  it("reports an age without a row and a member without a band", () => {
    const old = buildTestContext(buildTestRequest({}, [buildTestMember({ age: 120 })]));
    expect(applyStep(baseRate, old, buildTestPolicy(old, "0", { postcodeBand: "A" })).issues[0]?.code).toBe("AGE_OUT_OF_RANGE");
    const context = buildTestContext();
    expect(applyStep(baseRate, context, buildTestPolicy(context)).issues[0]?.code).toBe("POSTCODE_NOT_RATED");
  });
});
