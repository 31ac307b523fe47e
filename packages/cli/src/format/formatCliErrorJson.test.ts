import { describe, expect, it } from "vitest";
import { formatCliErrorJson } from "./formatCliErrorJson.js";

describe("formatCliErrorJson", () => {
  it("prints the failure as one JSON document with its problems as data", () => {
    const problems = [{ path: "/individualHealthCarePolicy/quote/paymentType", code: "REQUIRED", message: "paymentType is required." }];
    const text = formatCliErrorJson({ message: "The request has 1 problem", exitCode: 1, kind: "input", problems });
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).toEqual({ error: { message: "The request has 1 problem", exitCode: 1, kind: "input", problems } });
  });
});
