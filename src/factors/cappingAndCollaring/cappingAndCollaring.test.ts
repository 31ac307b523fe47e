import { describe, expect, it } from "vitest";
import { cappingAndCollaring } from "./cappingAndCollaring.js";
import { buildTestMember, buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

function renewal(premium: string, previousnetPremium: number) {
  const context = buildTestContext(buildTestRequest({ transactionType: "Renewal" }, [buildTestMember({ previousnetPremium })]));
  return applyStep(cappingAndCollaring, context, buildTestPolicy(context, premium));
}

describe("cappingAndCollaring step", () => {
  it("caps a renewal at previous × 1.25 and returns the factor applied", () => {
    const result = renewal("1300", 1000);
    expect(result.premium).toBe("1250");
    expect(result.members[0]?.cncFactor?.toFixed(10)).toBe("0.9615384615");
    expect(result.worksheet[0]).toMatchObject({ table: "renewal.csv", row: 2, before: "1300", after: "1250" });
  });

  it("collars a renewal at previous × 0.9", () => {
    const result = renewal("850", 1000);
    expect(result.premium).toBe("900");
    expect(result.members[0]?.cncFactor?.toFixed()).toBe("1.0588235294117647058823529411764705882353");
  });

  it("leaves a renewal within the limits unchanged, with factor 1", () => {
    const result = renewal("1100", 1000);
    expect(result.premium).toBe("1100");
    expect(result.members[0]?.cncFactor?.toFixed()).toBe("1");
  });

  it("applies the cncFactor sent on MTC, and on Renewal without previousnetPremium", () => {
    for (const transactionType of ["MTC", "Renewal"] as const) {
      const context = buildTestContext(buildTestRequest({ transactionType }, [buildTestMember({ cncFactor: 1.1 })]));
      const result = applyStep(cappingAndCollaring, context, buildTestPolicy(context, "1000"));
      expect(result.premium).toBe("1100");
      expect(result.members[0]?.cncFactor?.toFixed()).toBe("1.1");
    }
  });

  it("ignores capping inputs on New Business", () => {
    const context = buildTestContext(buildTestRequest({}, [buildTestMember({ cncFactor: 1.1, previousnetPremium: 500 })]));
    const result = applyStep(cappingAndCollaring, context, buildTestPolicy(context, "1000"));
    expect(result.premium).toBe("1000");
    expect(result.members[0]?.cncFactor).toBeUndefined();
  });
});
