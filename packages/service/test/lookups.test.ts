import { generateKeyPairSync } from "node:crypto";
import SwaggerParser from "@apidevtools/swagger-parser";
import AjvDraft04 from "ajv-draft-04";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { start, testToken, type Started } from "./harness.js";

const NCD = "/v1/individualHealthcarePolicy/ncdLevel";
const INCENTIVES = "/v1/individualHealthcarePolicy/incentives";
const callerHeaders = (token: string) => ({ authorization: `Bearer ${token}`, "Correlation-ID": "corr-look-1", "Requesting-System": "test-suite" });

describe("look-up operations of the reference service (real server, real tokens)", () => {
  let started: Started;
  let token: string;
  beforeAll(async () => {
    started = await start();
    token = await testToken(started.service);
  });
  afterAll(() => started.service.close());

  it("answers the NCD level with the rule, echoing the Correlation-ID", async () => {
    const response = await fetch(`${started.service.url}${NCD}?uwType=CME&memberYearsClaimFree=2&ncdUplift=1&priceDate=2026-03-01`, { headers: callerHeaders(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("correlation-id")).toBe("corr-look-1");
    expect(await response.json()).toMatchObject({ tablesVersion: "2026.1", uwType: "CME", business: "switch", level: 11, from: 11, to: 11, ncdUplift: 1 });
  });

  it("treats empty parameters as absent, as the issue's URL template sends them", async () => {
    const response = await fetch(`${started.service.url}${NCD}?uwType=MHD&memberYearsClaimFree=&ncdUplift=&priceDate=2026-03-01`, { headers: callerHeaders(token) });
    expect(await response.json()).toMatchObject({ from: 8, to: 12 });
  });

  it("answers the incentives of an agent", async () => {
    const response = await fetch(`${started.service.url}${INCENTIVES}?fsaNumber=FSA654321&paymentType=B&paymentFrequency=1&priceDate=2026-03-01`, {
      headers: callerHeaders(token),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { incentives: { incentiveType: string }[]; exclusivePairs: unknown[] };
    expect(body.incentives.map((incentive) => incentive.incentiveType)).toEqual(["Price Beater", "NCD Uplift", "gift", "SwitchDec", "psDiscount"]);
    expect(body.exclusivePairs).toEqual([["Price Beater", "psDiscount"]]);
  });

  it("requires the same bearer token as the quotation", async () => {
    const response = await fetch(`${started.service.url}${INCENTIVES}`, { headers: { "Correlation-ID": "c", "Requesting-System": "s" } });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await response.json()).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("reports every problem of headers and query at once, as problem details", async () => {
    const response = await fetch(`${started.service.url}${NCD}?uwTyp=CME&ncdUplift=two`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    const body = (await response.json()) as { code: string; errors: { header?: string; parameter?: string; code: string }[] };
    expect(body.errors.map((error) => `${error.code} ${error.header ?? error.parameter}`)).toEqual([
      "MISSING_HEADER Correlation-ID",
      "MISSING_HEADER Requesting-System",
      "INVALID_QUERY_PARAMETER uwTyp",
      "INVALID_QUERY_PARAMETER ncdUplift",
    ]);
  });

  it("declares uwType required, as the service answers: 400 REQUIRED without it (the level depends on virgin or switch business)", async () => {
    const document = (await (await fetch(`${started.service.url}/openapi.json`)).json()) as {
      paths: Record<string, { get: { parameters: { name?: string; required?: boolean }[] } }>;
    };
    const uwType = document.paths[NCD]!.get.parameters.find((parameter) => parameter.name === "uwType");
    expect(uwType?.required).toBe(true);
    const response = await fetch(`${started.service.url}${NCD}?memberYearsClaimFree=2&priceDate=2026-03-01`, { headers: callerHeaders(token) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { parameter: string; code: string }[] };
    expect(body.errors).toEqual([expect.objectContaining({ parameter: "uwType", code: "REQUIRED" })]);
  });

  it("answers a question the rules refuse with the library's codes, by parameter", async () => {
    const response = await fetch(`${started.service.url}${NCD}?uwType=XYZ&ncdUplift=5&priceDate=2026-03-01`, { headers: callerHeaders(token) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; errors: { parameter: string; code: string }[] };
    expect(body.code).toBe("INVALID_REQUEST");
    expect(body.errors.map((error) => `${error.code} ${error.parameter}`)).toEqual(["INVALID_VALUE uwType", "NUMBER_OUT_OF_RANGE ncdUplift"]);
  });

  it("takes GET and HEAD only", async () => {
    const response = await fetch(`${started.service.url}${NCD}?uwType=FMU`, { method: "POST", headers: callerHeaders(token) });
    expect(response.status).toBe(405);
    const head = await fetch(`${started.service.url}${NCD}?uwType=FMU`, { method: "HEAD", headers: callerHeaders(token) });
    expect(head.status).toBe(200);
  });

  it("serves Prometheus metrics without a token, counting requests, quotes and the tables", async () => {
    await fetch(`${started.service.url}/v1/individualHealthcarePolicy/quote`, {
      method: "POST",
      headers: { ...callerHeaders(token), "content-type": "application/json" },
      body: "{}",
    });
    await fetch(`${started.service.url}/no/such/path/${Math.random()}`);
    const response = await fetch(`${started.service.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/pmi_http_requests_total\{method="GET",route="\/v1\/individualHealthcarePolicy\/ncdLevel",status="200"\} [1-9]/);
    expect(text).toMatch(/pmi_http_requests_total\{method="GET",route="other",status="404"\} 1/);
    expect(text).toMatch(/pmi_quotes_rejected_total\{code="[A-Z_]+"\} 1/);
    expect(text).toContain("pmi_http_request_duration_seconds_bucket");
    expect(text).toMatch(/pmi_tables_info\{version="2026.1",effective_from="2026-01-01",hash="[0-9a-f]{64}"\} 1/);
    expect(text).toMatch(/pmi_tables_version_in_force\{version="[0-9.]+"\} 1/);
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("is ready while serving", async () => {
    const response = await fetch(`${started.service.url}/readyz`);
    expect(response.status).toBe(200);
  });
});

describe("docs/openapi.json describes the look-ups' real answers (OpenAPI validation)", () => {
  it("validates every answer and problem of a real server against the document's schemas", async () => {
    const document = (await SwaggerParser.dereference(new URL("../../../docs/openapi.json", import.meta.url).pathname)) as Record<string, any>;
    const ajv = new AjvDraft04.default({ allErrors: true, strict: false });
    const started = await start();
    try {
      const token = await testToken(started.service);
      const cases: [string, string, number][] = [
        [NCD, "uwType=CME&memberYearsClaimFree=2&ncdUplift=1&priceDate=2026-03-01", 200],
        [NCD, "uwType=CME", 200],
        [NCD, "uwType=nope", 400],
        [INCENTIVES, "fsaNumber=FSA654321", 200],
        [INCENTIVES, "fsaNumber=FSA123456&paymentType=B&paymentFrequency=12&priceDate=2027-02-01", 200],
        [INCENTIVES, "paymentType=Q", 400],
        // The bounds of the request's fsaNumber (32 characters, no control character).
        [INCENTIVES, `fsaNumber=${"9".repeat(32)}`, 200],
        [INCENTIVES, `fsaNumber=${"9".repeat(33)}`, 400],
        [INCENTIVES, "fsaNumber=FSA%1B%5B2J", 400],
      ];
      for (const [path, search, status] of cases) {
        const response = await fetch(`${started.service.url}${path}?${search}`, { headers: callerHeaders(token) });
        expect(response.status).toBe(status);
        const operation = document.paths[path].get;
        const contentType = status === 200 ? "application/json" : "application/problem+json";
        const validate = ajv.compile(operation.responses[String(status)].content[contentType].schema);
        expect(validate(await response.json()), JSON.stringify(validate.errors)).toBe(true);
      }
      for (const path of [NCD, INCENTIVES]) {
        const example = document.paths[path].get.responses["200"].content["application/json"].schema.example;
        expect(ajv.compile(document.paths[path].get.responses["200"].content["application/json"].schema)(example)).toBe(true);
      }
    } finally {
      await started.service.close();
    }
  });
});

describe("service configuration for several processes", () => {
  it("turns metrics off with PMI_METRICS=off, and refuses an unknown value", async () => {
    const started = await start({ env: { PMI_METRICS: "off" } });
    try {
      expect((await fetch(`${started.service.url}/metrics`)).status).toBe(404);
    } finally {
      await started.service.close();
    }
    await expect(start({ env: { PMI_METRICS: "maybe" } })).rejects.toThrow(/PMI_METRICS must be on or off/);
  });

  it("with a shared signing key and issuer, a token issued by one process verifies on another", async () => {
    const pem = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const env = { PMI_TEST_SIGNING_KEY: pem.replace(/\n/g, "\\n"), PMI_TEST_ISSUER: "http://127.0.0.1:8080" };
    const first = await start({ env });
    const second = await start({ env });
    const alone = await start();
    try {
      const token = await testToken(first.service);
      const url = (service: Started) => `${service.service.url}${NCD}?uwType=FMU&priceDate=2026-03-01`;
      expect((await fetch(url(second), { headers: callerHeaders(token) })).status).toBe(200);
      expect((await fetch(url(first), { headers: callerHeaders(token) })).status).toBe(200);
      // A process with a key of its own does not accept it.
      expect((await fetch(url(alone), { headers: callerHeaders(token) })).status).toBe(401);
    } finally {
      await Promise.all([first.service.close(), second.service.close(), alone.service.close()]);
    }
  });

  it("refuses a signing key that is not an EC P-256 PKCS#8 key", async () => {
    await expect(start({ env: { PMI_TEST_SIGNING_KEY: "not a key" } })).rejects.toThrow(/PMI_TEST_SIGNING_KEY must be an EC P-256/);
  });
});
