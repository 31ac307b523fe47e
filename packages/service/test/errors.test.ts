import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentValidators, EXAMPLE_REQUEST, QUOTE_PATH, quoteHeaders, start, testToken, type DocumentValidators, type Started } from "./harness.js";

let started: Started;
let token: string;
let validators: DocumentValidators;
let url: string;

beforeAll(async () => {
  started = await start();
  url = started.service.url;
  token = await testToken(started.service);
  validators = await documentValidators();
});
afterAll(() => started.service.close());

/** Checks what every error response shares, and returns the problem body. */
async function expectProblem(response: Response, status: number, code: string): Promise<Record<string, any>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/problem+json");
  const problem = JSON.parse(text) as Record<string, any>;
  expect(validators.problem(problem), JSON.stringify(validators.problem.errors)).toBe(true);
  expect(problem).toMatchObject({ status, code, type: `urn:pmi-rating:problem:${code.toLowerCase().replace(/_/g, "-")}` });
  expect(problem.title).toEqual(expect.any(String));
  expect(problem.detail).toEqual(expect.any(String));
  return problem;
}

function post(body: BodyInit, headers: Record<string, string> = quoteHeaders(token), path = QUOTE_PATH): Promise<Response> {
  return fetch(`${url}${path}`, { method: "POST", headers, body });
}

describe("routing", () => {
  it("answers 404 off the path, echoing the Correlation-ID", async () => {
    const response = await fetch(`${url}/v1/individualHealthcarePolicy/quotes`, { headers: { "Correlation-ID": "c-404" } });
    const problem = await expectProblem(response, 404, "NOT_FOUND");
    expect(response.headers.get("correlation-id")).toBe("c-404");
    expect(problem.instance).toBe("urn:correlation-id:c-404");
  });

  it("answers 405 with Allow: POST to another method", async () => {
    const response = await fetch(`${url}${QUOTE_PATH}`, { method: "GET", headers: { "Correlation-ID": "c-405" } });
    await expectProblem(response, 405, "METHOD_NOT_ALLOWED");
    expect(response.headers.get("allow")).toBe("POST");
    expect(response.headers.get("correlation-id")).toBe("c-405");
  });
});

describe("authentication", () => {
  it("answers 401 with a bare Bearer challenge when no token is sent", async () => {
    const { authorization: _, ...headers } = quoteHeaders(token);
    const response = await post(EXAMPLE_REQUEST, headers);
    await expectProblem(response, 401, "UNAUTHENTICATED");
    expect(response.headers.get("www-authenticate")).toBe('Bearer realm="pmi-rating"');
    expect(response.headers.get("correlation-id")).toBe("corr-0001");
  });

  it("answers 401 invalid_token to a token that is not one of ours", async () => {
    const response = await post(EXAMPLE_REQUEST, quoteHeaders("eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl"));
    await expectProblem(response, 401, "INVALID_TOKEN");
    expect(response.headers.get("www-authenticate")).toMatch(/^Bearer realm="pmi-rating", error="invalid_token", error_description="[^"]+"$/);
  });

  it("answers 400 invalid_request to a malformed Authorization header", async () => {
    const response = await post(EXAMPLE_REQUEST, { ...quoteHeaders(token), authorization: "Bearer two tokens" });
    await expectProblem(response, 400, "INVALID_AUTHORIZATION_HEADER");
    expect(response.headers.get("www-authenticate")).toMatch(/error="invalid_request"/);
  });
});

describe("headers and query", () => {
  it("reports both missing caller headers at once", async () => {
    const response = await post(EXAMPLE_REQUEST, { authorization: `Bearer ${token}`, "content-type": "application/json" });
    const problem = await expectProblem(response, 400, "MISSING_HEADER");
    expect(problem.errors).toEqual([
      { header: "Correlation-ID", code: "MISSING_HEADER", message: "The Correlation-ID header is required." },
      { header: "Requesting-System", code: "MISSING_HEADER", message: "The Requesting-System header is required." },
    ]);
    expect(response.headers.get("correlation-id")).toBeNull();
    expect(problem.instance).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
  });

  it("refuses an unknown query parameter, as the look-ups do (a misspelt explain is not ignored)", async () => {
    const problem = await expectProblem(await post(EXAMPLE_REQUEST, quoteHeaders(token), `${QUOTE_PATH}?explian=true`), 400, "INVALID_QUERY_PARAMETER");
    expect(problem.errors).toEqual([expect.objectContaining({ parameter: "explian", code: "INVALID_QUERY_PARAMETER" })]);
    // explain itself is still taken.
    expect((await post(EXAMPLE_REQUEST, quoteHeaders(token), `${QUOTE_PATH}?explain=true`)).status).toBe(200);
  });

  it("refuses an explain value other than true or false", async () => {
    const problem = await expectProblem(await post(EXAMPLE_REQUEST, quoteHeaders(token), `${QUOTE_PATH}?explain=please`), 400, "INVALID_QUERY_PARAMETER");
    expect(problem.errors).toEqual([expect.objectContaining({ parameter: "explain" })]);
  });
});

describe("body", () => {
  it("answers 415 to a body that is not JSON", async () => {
    const response = await post(EXAMPLE_REQUEST, quoteHeaders(token, { "content-type": "text/plain" }));
    await expectProblem(response, 415, "UNSUPPORTED_MEDIA_TYPE");
    expect(response.headers.get("correlation-id")).toBe("corr-0001");
  });

  it("accepts application/json with a UTF-8 charset", async () => {
    expect((await post(EXAMPLE_REQUEST, quoteHeaders(token, { "content-type": "application/json; charset=UTF-8" }))).status).toBe(200);
  });

  it("answers 413 to a body over 256 KiB declared by Content-Length", async () => {
    const padding = " ".repeat(300 * 1024);
    const response = await post(EXAMPLE_REQUEST + padding);
    await expectProblem(response, 413, "PAYLOAD_TOO_LARGE");
    expect(response.headers.get("correlation-id")).toBe("corr-0001");
  });

  it("answers 413 to a streamed body that passes the limit while being read", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(" ".repeat(16 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body, duplex: "half" } as RequestInit);
    await expectProblem(response, 413, "PAYLOAD_TOO_LARGE");
  });

  it("answers 400 to malformed JSON, without quoting it back", async () => {
    const response = await post('{"individualHealthCarePolicy": {"quote": {"postcode": SW1A 1AA}}}');
    const problem = await expectProblem(response, 400, "MALFORMED_JSON");
    expect(JSON.stringify(problem)).not.toContain("SW1A");
  });

  it("answers 400 to a body that is not UTF-8", async () => {
    await expectProblem(await post(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])), 400, "MALFORMED_JSON");
  });

  it("refuses a __proto__ payload, naming where it is", async () => {
    const poisoned = EXAMPLE_REQUEST.replace('"productName"', '"__proto__": { "isAdmin": true }, "productName"');
    const problem = await expectProblem(await post(poisoned), 400, "FORBIDDEN_JSON_KEY");
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/individualHealthCarePolicy/quote/__proto__", code: "FORBIDDEN_JSON_KEY" })]);
  });

  it("refuses a constructor.prototype payload", async () => {
    const problem = await expectProblem(await post('{"constructor": {"prototype": {"polluted": 1}}}'), 400, "FORBIDDEN_JSON_KEY");
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/constructor/prototype" })]);
  });

  it('refuses a key given twice ("productName":"Other","productName":"HrSol") instead of pricing the last', async () => {
    const twice = EXAMPLE_REQUEST.replace('"productName"', '"productName": "Other", "productName"');
    expect(twice).not.toBe(EXAMPLE_REQUEST);
    const problem = await expectProblem(await post(twice), 400, "DUPLICATE_JSON_KEY");
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/individualHealthCarePolicy/quote/productName", code: "DUPLICATE_JSON_KEY" })]);
  });
});

describe("the request itself", () => {
  it("answers 400 with every problem, each with its pointer, code and message", async () => {
    const request = JSON.parse(EXAMPLE_REQUEST) as { individualHealthCarePolicy: { quote: Record<string, any> } };
    const quote = request.individualHealthCarePolicy.quote;
    quote.productName = "OtherProduct";
    quote.memberCategory[0].familyUnit[0].member[0].dateOfBirth = "1988-02-30";
    quote.memberCategory[0].familyUnit[0].member[0].gender = "X";
    const problem = await expectProblem(await post(JSON.stringify(request)), 400, "INVALID_REQUEST");
    const pointers = (problem.errors as { pointer: string }[]).map((error) => error.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        "/individualHealthCarePolicy/quote/productName",
        "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0/dateOfBirth",
        "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0/gender",
      ]),
    );
    for (const error of problem.errors) expect(error).toEqual({ pointer: expect.any(String), code: expect.any(String), message: expect.any(String) });
  });

  it("answers 400 to a JSON body that is not a request at all", async () => {
    const problem = await expectProblem(await post("[1, 2, 3]"), 400, "INVALID_REQUEST");
    expect(problem.errors).toEqual([expect.objectContaining({ pointer: "", code: "INVALID_REQUEST" })]);
  });
});

describe("registry of consuming systems", () => {
  it("answers 403 UNREGISTERED_CALLING_SYSTEM to a callingSystem not registered", async () => {
    const withRegistry = await start({ registry: ["BrokerPortal"] });
    try {
      const registeredToken = await testToken(withRegistry.service);
      const response = await fetch(`${withRegistry.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(registeredToken), body: EXAMPLE_REQUEST });
      const problem = await expectProblem(response, 403, "UNREGISTERED_CALLING_SYSTEM");
      expect(problem.errors).toEqual([expect.objectContaining({ pointer: "/individualHealthCarePolicy/quote/callingSystem", code: "UNREGISTERED_CALLING_SYSTEM" })]);
      const registered = EXAMPLE_REQUEST.replace('"callingSystem": "HrSolWeb"', '"callingSystem": "BrokerPortal"');
      const accepted = await fetch(`${withRegistry.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(registeredToken), body: registered });
      expect(accepted.status).toBe(200);
    } finally {
      await withRegistry.service.close();
    }
  });
});
