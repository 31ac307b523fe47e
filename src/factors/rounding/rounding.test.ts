import { describe, expect, it } from "vitest";
import type { RoundingMode } from "../../tables/types.js";
import { rounding } from "./rounding.js";
import { buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";

function rounded(premium: string, roundingMode: RoundingMode): string | undefined {
  const context = buildTestContext(buildTestRequest(), buildTestTablesVersion({ roundingMode }));
  return applyStep(rounding, context, buildTestPolicy(context, premium)).members[0]?.netPrice?.toFixed(2);
}

describe("rounding step", () => {
  it("rounds once to pennies with the tables' mode", () => {
    expect(rounded("612.345", "half-up")).toBe("612.35");
    expect(rounded("612.345", "half-down")).toBe("612.34");
    expect(rounded("612.345", "half-even")).toBe("612.34");
    expect(rounded("612.355", "half-even")).toBe("612.36");
    expect(rounded("612.3401", "up")).toBe("612.35");
    expect(rounded("612.3499", "down")).toBe("612.34");
  });

  it("sets the premium and netPrice and records the exact figure before", () => {
    const context = buildTestContext();
    const result = applyStep(rounding, context, buildTestPolicy(context, "389.1509244"));
    expect(result.premium).toBe("389.15");
    expect(result.worksheet[0]).toMatchObject({ step: "rounding", before: "389.1509244", after: "389.15" });
  });
});
