import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildRequest } from "@pmi-rating/test-support";
import { QuoteRequestSchema } from "../validate/QuoteRequestSchema.js";
import { MemberSchema, QuoteRequestPolicySchema, QuoteRequestShapeSchema } from "./request.js";
import { NO_CONTROL_CHARACTER_PATTERN } from "./wire/textBounds.js";

type JsonSchemaObject = {
  properties?: Record<string, { description?: string; minimum?: number; maximum?: number; enum?: unknown[]; pattern?: string; anyOf?: unknown[] }>;
  required?: string[];
};

describe("QuoteRequestSchema", () => {
  const document = z.toJSONSchema(QuoteRequestShapeSchema, { target: "openapi-3.0", io: "input" }) as unknown as {
    definitions: Record<string, JsonSchemaObject>;
  };

  it("generates an OpenAPI 3.0 schema with one named component per object", () => {
    expect(Object.keys(document.definitions).sort()).toEqual(
      ["FamilyUnit", "Incentive", "IndividualHealthCarePolicy", "Member", "MemberCategory", "Option", "QuoteRequest", "QuoteRequestPolicy"].sort(),
    );
  });

  it("documents every field with the interface's meaning", () => {
    for (const [name, schema] of Object.entries(document.definitions)) {
      if (name === "QuoteRequest" || name === "IndividualHealthCarePolicy") continue;
      for (const [field, property] of Object.entries(schema.properties ?? {})) {
        expect(property.description, `${name}.${field}`).toMatch(/\w{3}/);
      }
    }
  });

  it("marks the interface's required fields as required", () => {
    expect(document.definitions["QuoteRequestPolicy"]?.required?.sort()).toEqual(
      ["callingSystem", "memberCategory", "paymentFrequency", "paymentType", "priceRequiredDate", "productName"].sort(),
    );
    expect(document.definitions["Member"]?.required?.sort()).toEqual(["effectiveDate", "gender", "ncdLevel", "postcode", "relationship", "uwType"].sort());
    expect(document.definitions["Incentive"]?.required?.sort()).toEqual(["incentiveParameter", "incentiveType"]);
  });

  it("carries int32 bounds, the canonical values of each enum, blanks and null for optional fields, and date patterns", () => {
    const policy = document.definitions["QuoteRequestPolicy"]?.properties ?? {};
    expect(JSON.stringify(policy["noOfPeople"])).toContain('"maximum":2147483647');
    expect(policy["paymentFrequency"]?.enum).toEqual([1, 12, 4]);
    expect(JSON.stringify(policy["transactionType"])).toContain('"enum":["New Business","MTC","Renewal"]');
    // Optional: the value, or null or a blank string (the validator reads both as absent).
    expect(policy["transactionType"]?.anyOf).toHaveLength(2);
    expect(JSON.stringify(policy["transactionType"])).toContain('"nullable":true');
    expect(JSON.stringify(policy["transactionType"])).toContain('"pattern":"^\\\\s*$"');
    // A date is format date as sent canonically, and the same date with white space around it (which is trimmed).
    expect(JSON.stringify(policy["priceRequiredDate"])).toContain('"format":"date"');
    expect(JSON.stringify(policy["priceRequiredDate"])).toMatch(/"pattern":"\^\\\\s\*\\\\d\{4\}/);
    // Required text is not blank, holds no control character, and is bounded (textBounds.ts).
    expect(policy["callingSystem"]).toMatchObject({ maxLength: 64, allOf: [{ pattern: "\\S" }, { pattern: NO_CONTROL_CHARACTER_PATTERN }] });
    expect(JSON.stringify(policy["id"])).toContain('"maxLength":128');
  });

  it("carries the interface's formats and integer types: int32, double, date; age 0 or more; paymentFrequency an integer", () => {
    const policy = document.definitions["QuoteRequestPolicy"]?.properties ?? {};
    const member = document.definitions["Member"]?.properties ?? {};
    expect(policy["paymentFrequency"]).toMatchObject({ type: "integer", format: "int32", enum: [1, 12, 4] });
    expect(JSON.stringify(policy["noOfPeople"])).toContain('"format":"int32"');
    expect(JSON.stringify(policy["commercialAdjustment"])).toContain('"format":"double"');
    expect(JSON.stringify(member["age"])).toContain('"minimum":0');
    expect(JSON.stringify(member["age"])).not.toContain("-2147483648");
    expect(JSON.stringify(member["effectiveDate"])).toContain('"format":"date"');
  });

  it("accepts the canonical request and rejects an impossible date", () => {
    expect(QuoteRequestSchema.safeParse(buildRequest()).success).toBe(true);
    expect(QuoteRequestSchema.safeParse(buildRequest({ transactionType: "" })).success).toBe(true);
    expect(MemberSchema.shape.postcode.safeParse("").success).toBe(false);
    expect(QuoteRequestPolicySchema.shape.priceRequiredDate.safeParse("2025-02-30").success).toBe(false);
    expect(MemberSchema.shape.pncdInd.safeParse("n").success).toBe(true);
  });
});
