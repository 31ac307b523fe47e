import { readFileSync } from "node:fs";
import SwaggerParser from "@apidevtools/swagger-parser";
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "pmi-rating/http";
import { buildServiceOpenApiDocument } from "../src/buildServiceOpenApiDocument.js";
import { collectOpenApiExamples } from "../../scripts/openapi/collectOpenApiExamples.js";

const documentPath = new URL("../../../docs/openapi.json", import.meta.url).pathname;

describe("docs/openapi.json", () => {
  it("is what `npm run openapi` generates from the zod schemas and the examples (run it after changing a schema, an example or the tables)", async () => {
    const checkedIn: unknown = JSON.parse(readFileSync(documentPath, "utf8"));
    expect(checkedIn).toEqual(buildServiceOpenApiDocument({ examples: await collectOpenApiExamples() }));
  });

  it("passes the OpenAPI validator", async () => {
    const api = await SwaggerParser.validate(documentPath);
    expect(api.info.version).toBe("1.0.0");
    expect((api as { openapi: string }).openapi).toMatch(/^3\.0\./);
  });

  it("declares every status the adapter sends, the caller headers and the oauth2 scheme", () => {
    const document = buildOpenApiDocument() as Record<string, any>;
    const operation = document.paths["/v1/individualHealthcarePolicy/quote"].post;
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "401", "403", "413", "415", "500", "503"]);
    expect(Object.keys(document.components.responses).sort()).toEqual([
      "MalformedRequest",
      "MethodNotAllowed",
      "MethodNotImplemented",
      "NotFound",
      "RequestHeadersTooLarge",
      "RequestTimeout",
    ]);
    expect(operation.parameters.map((parameter: { $ref?: string; name?: string }) => parameter.$ref ?? parameter.name)).toEqual([
      "#/components/parameters/Correlation-ID",
      "#/components/parameters/Requesting-System",
      "explain",
      "movement",
    ]);
    expect(operation.security).toEqual([{ oauth2: ["quote"] }]);
    expect(document.components.securitySchemes.oauth2.flows.clientCredentials.scopes).toHaveProperty("quote");
  });

  it("describes only the adapter's operations when built by the library, which records nothing", () => {
    const document = buildOpenApiDocument() as Record<string, any>;
    expect(Object.keys(document.paths)).toEqual([
      "/v1/individualHealthcarePolicy/quote",
      "/v1/individualHealthcarePolicy/ncdLevel",
      "/v1/individualHealthcarePolicy/incentives",
    ]);
    expect(document.paths["/v1/individualHealthcarePolicy/quote"].post.responses["200"].headers).not.toHaveProperty("Quote-ID");
  });

  it("describes the optional Idempotency-Key, its 409 and 422, in the service's document, which honours it, and not in the bare adapter's", () => {
    const operation = (buildServiceOpenApiDocument() as Record<string, any>).paths["/v1/individualHealthcarePolicy/quote"].post;
    const parameter = operation.parameters.find((candidate: { name?: string }) => candidate.name === "Idempotency-Key");
    expect(parameter).toMatchObject({ in: "header", required: false, schema: { type: "string", minLength: 1 } });
    expect(Object.keys(operation.responses).sort()).toEqual(["200", "400", "401", "403", "409", "413", "415", "422", "500", "503"]);
    expect(operation.responses["409"].description).toContain("IDEMPOTENCY_KEY_IN_FLIGHT");
    expect(operation.responses["422"].description).toContain("IDEMPOTENCY_KEY_REUSED");
    expect(operation.responses["400"].description).toContain("INVALID_IDEMPOTENCY_KEY");
    expect(operation.responses["503"].description).toContain("IDEMPOTENCY_KEY_NOT_RESERVED");
    for (const status of ["200", "400", "403"]) expect(operation.responses[status].headers).toHaveProperty("Idempotent-Replayed");
    const bare = (buildOpenApiDocument() as Record<string, any>).paths["/v1/individualHealthcarePolicy/quote"].post;
    expect(bare.parameters.some((candidate: { name?: string }) => candidate.name === "Idempotency-Key")).toBe(false);
  });

  it("follows the base path and token URL it is given", () => {
    const document = buildServiceOpenApiDocument({ basePath: "/pricing/", tokenUrl: "https://login.example.com/token" }) as Record<string, any>;
    expect(Object.keys(document.paths)).toEqual([
      "/pricing/v1/individualHealthcarePolicy/quote",
      "/pricing/v1/individualHealthcarePolicy/ncdLevel",
      "/pricing/v1/individualHealthcarePolicy/incentives",
      "/pricing/v1/individualHealthcarePolicy/quote/{quoteId}",
    ]);
    expect(document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe("https://login.example.com/token");
  });
});
