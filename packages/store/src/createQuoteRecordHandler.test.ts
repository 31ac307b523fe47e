import { describe, expect, it } from "vitest";
import type { TokenVerifier } from "pmi-rating/http";
import { createFailureLimiter } from "pmi-rating/http";
import { createQuoteRecordHandler } from "./createQuoteRecordHandler.js";
import type { QuoteRecord } from "./quoteRecord.js";

const RECORD_URL = "http://localhost/v1/individualHealthcarePolicy/quote/0190f3a2-0000-7000-8000-000000000001";

/** Refuses every token but "good", whose client has no records; counts its calls. */
function countingVerifier(): { readonly verify: TokenVerifier; readonly calls: () => number } {
  let calls = 0;
  return {
    verify: async (token) => {
      calls += 1;
      return token === "good"
        ? { valid: true, principal: { subject: "client-a", clientId: "client-a", scopes: [] } }
        : { valid: false, error: "invalid_token", description: "The token is not valid." };
    },
    calls: () => calls,
  };
}

function ask(handler: ReturnType<typeof createQuoteRecordHandler>, token: string, remoteAddress = "203.0.113.9") {
  return handler(new Request(RECORD_URL, { headers: { authorization: `Bearer ${token}` } }), { remoteAddress });
}

describe("createQuoteRecordHandler's limit on refused tokens", () => {
  it("refuses an address with 429 and Retry-After once it has used up its refused tokens, without verifying more", async () => {
    const verifier = countingVerifier();
    const handler = createQuoteRecordHandler({
      store: { find: async () => undefined },
      tablesByHash: async () => undefined,
      authenticate: verifier.verify,
      failedAuthenticationLimit: { failures: 3, perSeconds: 60 },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await ask(handler, `bad-${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect(verifier.calls()).toBe(3);
    // Held back even with a sound token, until the window ends.
    const held = await ask(handler, "good");
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await held.json()).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS" });
    // Another address is not: its sound token reaches the store (no record: 404).
    expect((await ask(handler, "good", "198.51.100.7")).status).toBe(404);
  });

  it("counts against a limiter it shares with the quotation", async () => {
    const shared = createFailureLimiter({ failures: 2, perSeconds: 60 });
    await shared.recordFailure("address:203.0.113.9", 2);
    const handler = createQuoteRecordHandler({
      store: { find: async () => undefined },
      tablesByHash: async () => undefined,
      authenticate: countingVerifier().verify,
      failedAuthenticationLimit: shared,
    });
    expect((await ask(handler, "good")).status).toBe(429);
  });

  it("has no limit when told false", async () => {
    const handler = createQuoteRecordHandler({
      store: { find: async () => undefined },
      tablesByHash: async () => undefined,
      authenticate: countingVerifier().verify,
      failedAuthenticationLimit: false,
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 150; attempt += 1) statuses.push((await ask(handler, `bad-${attempt}`)).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
  });

  it("limits by default (100 refused tokens a minute per address)", async () => {
    const handler = createQuoteRecordHandler({ store: { find: async () => undefined }, tablesByHash: async () => undefined, authenticate: countingVerifier().verify });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 101; attempt += 1) statuses.push((await ask(handler, `bad-${attempt}`)).status);
    expect(statuses.slice(0, 100).every((status) => status === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
  });
});

describe("createQuoteRecordHandler's reading of the path", () => {
  it.each(["%ZZ", "%", "%C0%AF", "abc%E0%A4"])(
    "answers 400 INVALID_REQUEST_TARGET for a quote id %s that is not percent-encoded UTF-8, before any token, reporting no error",
    async (segment) => {
      const verifier = countingVerifier();
      const errors: unknown[] = [];
      const handler = createQuoteRecordHandler({
        store: { find: async () => undefined },
        tablesByHash: async () => undefined,
        authenticate: verifier.verify,
        onError: (error) => errors.push(error),
      });
      const response = await handler(new Request(`http://localhost/v1/individualHealthcarePolicy/quote/${segment}`), { remoteAddress: "203.0.113.9" });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: 400, code: "INVALID_REQUEST_TARGET" });
      expect(errors).toEqual([]);
      expect(verifier.calls()).toBe(0);
    },
  );
});

describe("createQuoteRecordHandler's owner of records", () => {
  it('shows no record to a principal that names no client (an empty client_id and subject), not even one recorded for client "": the token is refused', async () => {
    const record = { quoteId: "0190f3a2-0000-7000-8000-000000000001", clientId: "" } as unknown as QuoteRecord;
    const handler = createQuoteRecordHandler({
      store: { find: async () => record },
      tablesByHash: async () => undefined,
      authenticate: async () => ({ valid: true, principal: { subject: "", clientId: "", scopes: [] } }),
    });
    const answer = await ask(handler, "anything");
    expect(answer.status).toBe(401);
    expect(JSON.stringify(await answer.json())).not.toContain(record.quoteId);
  });
});
