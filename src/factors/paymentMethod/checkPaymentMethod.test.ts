import { describe, expect, it } from "vitest";
import { buildTestRequest } from "../../../packages/test-support/src/rating/buildTestRequest.js";
import { buildTestTablesVersion } from "../../../packages/test-support/src/rating/buildTestTables.js";
import { checkPaymentMethod } from "./checkPaymentMethod.js";

const tables = buildTestTablesVersion();

describe("checkPaymentMethod", () => {
  it("accepts a pair of the payment table", () => {
    expect(checkPaymentMethod(buildTestRequest({ paymentType: "C", paymentFrequency: 12 }), tables)).toEqual([]);
  });

  it("reports a frequency the type is not offered with, listing those it is", () => {
    expect(checkPaymentMethod(buildTestRequest({ paymentType: "C", paymentFrequency: 4 }), tables)).toEqual([
      {
        path: "/individualHealthCarePolicy/quote/paymentFrequency",
        code: "PAYMENT_METHOD_NOT_AVAILABLE",
        message: "Payment type C is not offered with 4 payments a year; it is offered with 1, 12.",
      },
    ]);
  });

  it("reports a type the table does not offer at all on paymentType", () => {
    const onlyB = buildTestTablesVersion();
    const factors = new Map([...onlyB.payment.factors].filter(([key]) => key.startsWith("B:")));
    const [issue] = checkPaymentMethod(buildTestRequest({ paymentType: "A" }), { ...onlyB, payment: { factors } });
    expect(issue?.path).toBe("/individualHealthCarePolicy/quote/paymentType");
    expect(issue?.message).toContain("B:1, B:4, B:12");
  });
});
