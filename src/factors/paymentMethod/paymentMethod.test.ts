import { describe, expect, it } from "vitest";
import { paymentMethod } from "./paymentMethod.js";
import { buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { applyStep, buildTestContext, buildTestPolicy } from "../../../packages/test-support/src/rating/buildTestRating.js";

describe("paymentMethod step", () => {
  it("multiplies by the factor of the payment type and frequency", () => {
    const context = buildTestContext(buildTestRequest({ paymentType: "C", paymentFrequency: 12 }));
    const result = applyStep(paymentMethod, context, buildTestPolicy(context, "400"));
    expect(result.premium).toBe("412");
    expect(result.worksheet[0]).toMatchObject({ table: "payment.csv", row: 6, key: "C:12", factor: "1.03" });
  });

  it("reports a pair the table does not offer", () => {
    const context = buildTestContext(buildTestRequest({ paymentType: "A", paymentFrequency: 4 }));
    expect(applyStep(paymentMethod, context, buildTestPolicy(context, "400")).issues[0]?.code).toBe("PAYMENT_METHOD_NOT_AVAILABLE");
  });
});
