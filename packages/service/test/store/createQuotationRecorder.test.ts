import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createJwtVerifier } from "@pmi-rating/service";
import { createQuoteHandler } from "pmi-rating/http";
import type { RequestLogEntry } from "pmi-rating/http";
import { defaultTables } from "pmi-rating/tables";
import type { QuoteRecord } from "@pmi-rating/store";
import { recordOfExchange } from "@pmi-rating/store";
import { exampleRequestText } from "@pmi-rating/test-support";
import { createQuotationRecorder } from "@pmi-rating/store";

const QUOTE_URL = "http://localhost/v1/individualHealthcarePolicy/quote";
const callerHeaders = { "content-type": "application/json", "Correlation-ID": "c-42", "Requesting-System": "HrSolWeb" };

function recordingHandler(record: (quoteRecord: QuoteRecord) => Promise<void>) {
  return createQuoteHandler({
    tables: defaultTables,
    authentication: "none",
    recordQuotation: createQuotationRecorder({ record, tablesHash: defaultTables.hash, newQuoteId: () => "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b" }),
  });
}

describe("createQuoteHandler with createQuotationRecorder", () => {
  it("records a quotation before answering it, and answers its quote id in a header and the body", async () => {
    const kept: QuoteRecord[] = [];
    const handler = recordingHandler(async (record) => void kept.push(record));
    const requestText = exampleRequestText();
    const response = await handler(new Request(`${QUOTE_URL}?explain=true`, { method: "POST", headers: callerHeaders, body: requestText }));
    expect(response.status).toBe(200);
    expect(response.headers.get("quote-id")).toBe("0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b");
    const body = (await response.json()) as { quoteId: string; quoteResponse: { grossPrice: number; worksheet: unknown[] } };
    expect(body.quoteId).toBe("0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b");
    expect(body.quoteResponse.worksheet.length).toBeGreaterThan(0);
    expect(kept).toHaveLength(1);
    const [record] = kept;
    expect(record).toMatchObject({
      quoteId: body.quoteId,
      outcome: "quoted",
      status: 200,
      correlationId: "c-42",
      requestingSystem: "HrSolWeb",
      callingSystem: "HrSolWeb",
      clientId: "",
      explain: true,
      request: requestText,
      tablesHash: defaultTables.hash,
    });
    expect(JSON.parse(record!.response)).toEqual({ quoteResponse: body.quoteResponse });
  });

  it("holds the answer until its record is durable", async () => {
    let committed = () => {};
    const handler = recordingHandler(() => new Promise<void>((resolve) => (committed = resolve)));
    let answered = false;
    const answer = handler(new Request(QUOTE_URL, { method: "POST", headers: callerHeaders, body: exampleRequestText() })).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    committed();
    expect((await answer).status).toBe(200);
  });

  it("records a refused request with its problems", async () => {
    const kept: QuoteRecord[] = [];
    const handler = recordingHandler(async (record) => void kept.push(record));
    const response = await handler(new Request(QUOTE_URL, { method: "POST", headers: callerHeaders, body: '{"individualHealthCarePolicy":{"quote":{"id":"R-1"}}}' }));
    expect(response.status).toBe(400);
    expect(response.headers.get("quote-id")).toBe(kept[0]?.quoteId);
    expect(kept[0]).toMatchObject({ outcome: "refused", status: 400, callerQuoteId: "R-1", tablesVersion: null });
    expect(((await response.json()) as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
  });

  it("never gives a price it could not record: 503 QUOTE_NOT_RECORDED, no premium", async () => {
    const failures: string[] = [];
    const handler = createQuoteHandler({
      tables: defaultTables,
      authentication: "none",
      recordQuotation: createQuotationRecorder({
        record: async () => {
          throw new Error("connection refused");
        },
        tablesHash: defaultTables.hash,
        onRecordFailed: (quoteId) => failures.push(quoteId),
      }),
    });
    const response = await handler(new Request(QUOTE_URL, { method: "POST", headers: callerHeaders, body: exampleRequestText() }));
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("quote-id")).toBeNull();
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ status: 503, code: "QUOTE_NOT_RECORDED" });
    expect(text).not.toContain("grossPrice");
    expect(failures).toHaveLength(1);
  });

  it("passes every other request through unrecorded", async () => {
    const kept: QuoteRecord[] = [];
    const handler = recordingHandler(async (record) => void kept.push(record));
    const response = await handler(new Request(`${QUOTE_URL}/elsewhere`, { method: "POST", headers: callerHeaders, body: "{}" }));
    expect(response.status).toBe(404);
    const wrongMethod = await handler(new Request(QUOTE_URL, { headers: callerHeaders }));
    expect(wrongMethod.status).toBe(405);
    expect(kept).toEqual([]);
  });

  it("keeps the same record as one read back from the request and answer texts", async () => {
    const kept: QuoteRecord[] = [];
    const handler = recordingHandler(async (record) => void kept.push(record));
    const bodies = [
      exampleRequestText(),
      exampleRequestText("new-business-single-adult"),
      '{"individualHealthCarePolicy":{"quote":{"id":"R-2","callingSystem":"HrSolWeb"}}}',
      '{"a":1,"a":2}',
      "not json",
    ];
    for (const body of bodies) {
      const response = await handler(new Request(`${QUOTE_URL}?explain=true`, { method: "POST", headers: callerHeaders, body }));
      const record = kept.at(-1)!;
      expect(response.headers.get("quote-id")).toBe(record.quoteId);
      const readBack = recordOfExchange({
        quoteId: record.quoteId,
        receivedAt: new Date(record.receivedAt),
        clientId: record.clientId,
        correlationId: record.correlationId,
        requestingSystem: record.requestingSystem,
        explain: record.explain,
        requestText: record.request,
        status: record.status,
        responseText: record.response,
        tablesHash: record.tablesHash,
      });
      expect(record).toEqual(readBack);
      expect(record.request).toBe(body);
    }
    expect(kept.map((record) => record.status)).toEqual([200, 200, 400, 400, 400]);
    expect(kept[0]!.tablesVersion).not.toBeNull();
    expect(kept[2]!.callerQuoteId).toBe("R-2");
  });

  it("records a request refused on its headers with its body, and logs the refusal's code", async () => {
    const kept: QuoteRecord[] = [];
    const logged: RequestLogEntry[] = [];
    const handler = createQuoteHandler({
      tables: defaultTables,
      authentication: "none",
      logger: (entry) => logged.push(entry),
      recordQuotation: createQuotationRecorder({ record: async (record) => void kept.push(record), tablesHash: defaultTables.hash }),
    });
    const body = exampleRequestText();
    const response = await handler(new Request(QUOTE_URL, { method: "POST", headers: { "content-type": "application/json", "Correlation-ID": "c-43" }, body }));
    expect(response.status).toBe(400);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: 400, outcome: "refused", request: body, requestingSystem: null, correlationId: "c-43" });
    expect(logged[0]).toMatchObject({ status: 400, code: ((await response.json()) as { code: string }).code });
  });

  it("names the client of the handler's own token check, and keeps no record of a request with a refused token", async () => {
    const { privateKey, publicKey } = await generateKeyPair("ES256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "ES256" };
    const authenticate = createJwtVerifier({ jwks: { keys: [jwk] }, issuer: "https://issuer.test", audience: "pmi-rating" });
    const token = await new SignJWT({ scope: "quote", client_id: "broker-7" })
      .setProtectedHeader({ alg: "ES256", kid: "k1", typ: "at+jwt" })
      .setIssuer("https://issuer.test")
      .setAudience("pmi-rating")
      .setSubject("broker-7")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(privateKey);
    const kept: QuoteRecord[] = [];
    const handler = createQuoteHandler({
      tables: defaultTables,
      authenticate,
      recordQuotation: createQuotationRecorder({ record: async (record) => void kept.push(record), tablesHash: defaultTables.hash }),
    });
    const quotation = (authorization: string) =>
      handler(new Request(QUOTE_URL, { method: "POST", headers: { ...callerHeaders, authorization }, body: exampleRequestText() }));
    const answered = await quotation(`Bearer ${token}`);
    expect(answered.status).toBe(200);
    expect(kept.map((record) => record.clientId)).toEqual(["broker-7"]);
    const refused = await quotation(`Bearer ${token}x`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get("quote-id")).toBeNull();
    expect(kept).toHaveLength(1);
  });
});

describe("createQuoteHandler with createQuotationRecorder, for a quotation that can never be recorded", () => {
  it("answers 400 CONTROL_CHARACTER, never a price nor a 503 to retry, for a NUL character in the caller's id, writing nothing", async () => {
    // The validator refuses the id (issue 39); the record of that refusal, which would hold the
    // NUL, is RECORD_NOT_STORABLE and not written (unwritableRecords.test.ts), and the refusal is answered.
    const kept: QuoteRecord[] = [];
    const handler = recordingHandler(async (record) => void kept.push(record));
    const request = JSON.parse(exampleRequestText()) as { individualHealthCarePolicy: { quote: { id?: string } } };
    request.individualHealthCarePolicy.quote.id = "EX-\u0000-1";
    const response = await handler(new Request(QUOTE_URL, { method: "POST", headers: callerHeaders, body: JSON.stringify(request) }));
    expect(response.status).toBe(400);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.json()).toMatchObject({
      status: 400,
      code: "CONTROL_CHARACTER",
      errors: [{ pointer: "/individualHealthCarePolicy/quote/id", code: "CONTROL_CHARACTER" }],
    });
    expect(kept).toEqual([]);
  });

  it("answers 413 RECORD_TOO_LARGE for a record over the ceiling, and prices an ordinary request", async () => {
    const kept: QuoteRecord[] = [];
    const handler = createQuoteHandler({
      tables: defaultTables,
      authentication: "none",
      recordQuotation: createQuotationRecorder({ record: async (record) => void kept.push(record), tablesHash: defaultTables.hash, mostRecordBytes: 64 * 1024 }),
    });
    // A field the validator never reads, kept in the request's text on record (the id is bounded at 128 characters).
    const request = JSON.parse(exampleRequestText()) as { individualHealthCarePolicy: { quote: { comment?: string } } };
    request.individualHealthCarePolicy.quote.comment = "x".repeat(70 * 1024);
    const large = await handler(new Request(QUOTE_URL, { method: "POST", headers: callerHeaders, body: JSON.stringify(request) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ status: 413, code: "RECORD_TOO_LARGE" });
    const ordinary = await handler(new Request(`${QUOTE_URL}?explain=true`, { method: "POST", headers: callerHeaders, body: exampleRequestText() }));
    expect(ordinary.status).toBe(200);
    expect(kept).toHaveLength(1);
  });
});

describe("createQuoteHandler with a custom verifier, for the owner of records", () => {
  /** A handler whose own verifier accepts every token with `principal`, and the records it keeps. */
  function handlerTrusting(principal: unknown) {
    const kept: QuoteRecord[] = [];
    const handler = createQuoteHandler({
      tables: defaultTables,
      authenticate: async () => ({ valid: true, principal: principal as never }),
      recordQuotation: createQuotationRecorder({ record: async (record) => void kept.push(record), tablesHash: defaultTables.hash }),
    });
    const send = () => handler(new Request(QUOTE_URL, { method: "POST", headers: { ...callerHeaders, authorization: "Bearer t" }, body: exampleRequestText() }));
    return { send, kept };
  }

  it.each([
    ["neither a client id nor a subject", { scopes: ["quote"] }],
    ["an empty client id", { clientId: "", scopes: ["quote"] }],
    ["a client id of 10,000 characters", { clientId: "c".repeat(10_000), scopes: ["quote"] }],
    ["ESC in the client id", { clientId: "broker\u001b[2J", scopes: ["quote"] }],
  ])("answers 401 INVALID_TOKEN to a principal with %s, pricing and recording nothing", async (_name, principal) => {
    const { send, kept } = handlerTrusting(principal);
    const response = await send();
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN" });
    expect(kept).toEqual([]);
  });

  it("records a sound principal's quotation under its client id, else its subject", async () => {
    for (const [principal, owner] of [
      [{ clientId: "broker-1", subject: "user-9", scopes: ["quote"] }, "broker-1"],
      [{ subject: "user-9", scopes: ["quote"] }, "user-9"],
    ] as const) {
      const { send, kept } = handlerTrusting(principal);
      expect((await send()).status).toBe(200);
      expect(kept.map((record) => record.clientId)).toEqual([owner]);
    }
  });
});
