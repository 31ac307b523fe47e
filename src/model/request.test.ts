import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildRequest } from "../validate/testing/buildValidRequest.js";
import { MemberSchema, QuoteRequestPolicySchema, QuoteRequestSchema } from "./request.js";

type JsonSchemaObject = {
  properties?: Record<string, { description?: string; minimum?: number; maximum?: number; enum?: unknown[]; format?: string }>;
  required?: string[];
};

describe("QuoteRequestSchema", () => {
  const document = z.toJSONSchema(QuoteRequestSchema, { target: "openapi-3.0", io: "input" }) as unknown as {
    definitions: Record<string, JsonSchemaObject>;
  };

  it("generates an OpenAPI 3.0 schema with one named component per object", () => {
    expect(Object.keys(document.definitions).sort()).toEqual(
      ["FamilyUnit", "Incentive", "IndividualHealthCarePolicy", "Member", "MemberCategory", "MemberTaxDetailInput", "Option", "QuoteRequest", "QuoteRequestPolicy"].sort(),
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

  it("carries int32 bounds, enums and date formats", () => {
    const policy = document.definitions["QuoteRequestPolicy"]?.properties ?? {};
    expect(policy["noOfPeople"]).toMatchObject({ maximum: 2147483647 });
    expect(policy["paymentFrequency"]?.enum).toEqual([1, 12, 4]);
    expect(policy["transactionType"]?.enum).toEqual(["New Business", "MTC", "Renewal"]);
    expect(policy["priceRequiredDate"]?.format).toBe("date");
  });

  it("accepts the canonical request and rejects an impossible date", () => {
    expect(QuoteRequestSchema.safeParse(buildRequest()).success).toBe(true);
    expect(QuoteRequestPolicySchema.shape.priceRequiredDate.safeParse("2025-02-30").success).toBe(false);
    expect(MemberSchema.shape.pncdInd.safeParse("n").success).toBe(true);
  });
});
