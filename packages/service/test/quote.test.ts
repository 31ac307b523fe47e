import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentValidators, EXAMPLE_REQUEST, QUOTE_PATH, quoteHeaders, start, testToken, type DocumentValidators, type Started } from "./harness.js";

let started: Started;
let token: string;
let validators: DocumentValidators;

beforeAll(async () => {
  started = await start();
  token = await testToken(started.service);
  validators = await documentValidators();
});
afterAll(() => started.service.close());

describe("POST /v1/individualHealthcarePolicy/quote on the reference service", () => {
  it("quotes with a token from the test token endpoint, and the answer matches docs/openapi.json", async () => {
    const response = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body: EXAMPLE_REQUEST });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("correlation-id")).toBe("corr-0001");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { quoteResponse: Record<string, any> };
    expect(validators.success(body), JSON.stringify(validators.success.errors)).toBe(true);
    const quote = body.quoteResponse;
    expect(quote.productName).toBe("HrSol");
    expect(quote.grossPrice).toBeGreaterThan(0);
    expect(quote.grossPrice).toBeCloseTo(quote.netPrice + quote.ipt, 2);
    expect(quote.worksheet).toBeUndefined();
  });

  it("adds the worksheet with ?explain=true, still matching the document", async () => {
    const response = await fetch(`${started.service.url}${QUOTE_PATH}?explain=true`, { method: "POST", headers: quoteHeaders(token), body: EXAMPLE_REQUEST });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { quoteResponse: { worksheet?: unknown[] } };
    expect(validators.success(body), JSON.stringify(validators.success.errors)).toBe(true);
    expect(body.quoteResponse.worksheet?.length).toBeGreaterThan(0);
  });

  it("the document's validator really checks: a response missing its premium is refused", () => {
    const broken = { quoteResponse: { productName: "HrSol" } };
    expect(validators.success(broken)).toBe(false);
  });

  it("logs one JSON line per request with method, path, status, duration and correlation id, and no personal data", async () => {
    started.logLines.length = 0;
    await fetch(`${started.service.url}${QUOTE_PATH}?explain=true`, {
      method: "POST",
      headers: quoteHeaders(token, { "Correlation-ID": "log-check" }),
      body: EXAMPLE_REQUEST,
    });
    const entries = started.logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      level: "info",
      event: "request",
      method: "POST",
      path: QUOTE_PATH,
      status: 200,
      correlationId: "log-check",
      requestingSystem: "test-suite",
      clientId: "hrsol-test-client",
    });
    expect(typeof entries[0]!.durationMs).toBe("number");
    const line = started.logLines[0]!;
    for (const personal of ["1988-09-14", "SW1A", "explain", token.slice(0, 20)]) expect(line).not.toContain(personal);
  });

  it("serves its health and its OpenAPI document", async () => {
    const health = await fetch(`${started.service.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", mode: "test" });
    const document = (await (await fetch(`${started.service.url}/openapi.json`)).json()) as Record<string, any>;
    expect(document.info.version).toBe("1.0.0");
    expect(document.servers[0].url).toBe(started.service.url);
    expect(document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe(`${started.service.url}/oauth2/token`);
  });
});
