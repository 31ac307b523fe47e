import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { safeQuote } from "../quote/safeQuote.js";
import { defaultTables } from "../plans/defaultTables.js";
import type { AnsweredQuotation } from "./answeredQuotation.js";
import type { TokenVerifier } from "./authentication.js";
import { createMemoryIdempotencyKeys } from "./createMemoryIdempotencyKeys.js";
import { createQuoteHandler } from "./createQuoteHandler.js";
import type { IdempotencyKeys } from "./idempotencyKeys.js";
import type { QuoteFunction, QuoteHandlerBaseOptions } from "./quoteHandlerOptions.js";

// The quote handler honouring Idempotency-Key: a retry never records a quotation twice.
const SOUND = readFileSync(new URL("../../examples/requests/new-business-single-adult.json", import.meta.url), "utf8");
const BROKEN = SOUND.replace('"productName": "HrSol"', '"productName": "Other"');
const URL_OF_QUOTE = "http://localhost/v1/individualHealthcarePolicy/quote";

/** A verifier for which the token is the client's name: enough to tell clients apart. */
const verifyByName: TokenVerifier = async (token) => ({ valid: true, principal: { clientId: token, scopes: [] } });

/** A recorder that keeps what it is given and numbers the quotations q-1, q-2, ... */
function recorder(fails = () => false) {
  const recorded: AnsweredQuotation[] = [];
  const recordQuotation = async (quotation: AnsweredQuotation) => {
    if (fails()) throw new Error("the store is down");
    recorded.push(quotation);
    return `q-${recorded.length}`;
  };
  return { recorded, recordQuotation };
}

function handlerWith(options: Partial<QuoteHandlerBaseOptions> = {}) {
  return createQuoteHandler({ tables: defaultTables, authenticate: verifyByName, idempotencyKeys: createMemoryIdempotencyKeys(), ...options });
}

interface Sent {
  readonly client?: string;
  readonly key?: string;
  readonly body?: string;
  readonly query?: string;
  readonly correlationId?: string;
}

function post(handler: ReturnType<typeof createQuoteHandler>, sent: Sent = {}) {
  return handler(
    new Request(URL_OF_QUOTE + (sent.query ?? ""), {
      method: "POST",
      headers: {
        authorization: `Bearer ${sent.client ?? "broker-1"}`,
        "content-type": "application/json",
        "correlation-id": sent.correlationId ?? "c-1",
        "requesting-system": "HrSolWeb",
        ...(sent.key === undefined ? {} : { "idempotency-key": sent.key }),
      },
      body: sent.body ?? SOUND,
    }),
  );
}

async function codeOf(response: Response): Promise<string> {
  return ((await response.json()) as { code: string }).code;
}

describe("the quote handler's Idempotency-Key", () => {
  it("answers a repeat with the same key and body with the first answer, recorded once", async () => {
    const { recorded, recordQuotation } = recorder();
    const handler = handlerWith({ recordQuotation });
    const first = await post(handler, { key: "order-1" });
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const repeat = await post(handler, { key: "order-1", correlationId: "c-2" });
    expect(repeat.status).toBe(200);
    expect(await repeat.text()).toBe(firstBody);
    expect(repeat.headers.get("quote-id")).toBe(first.headers.get("quote-id"));
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(repeat.headers.get("correlation-id")).toBe("c-2");
    expect(repeat.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(repeat.headers.get("cache-control")).toBe("no-store");
    expect(recorded).toHaveLength(1);
  });

  it("prices and records every request without the header, as without idempotency keys", async () => {
    const { recorded, recordQuotation } = recorder();
    const handler = handlerWith({ recordQuotation });
    expect((await post(handler)).headers.get("quote-id")).toBe("q-1");
    expect((await post(handler)).headers.get("quote-id")).toBe("q-2");
    expect(recorded).toHaveLength(2);
  });

  it("does not read the header without idempotencyKeys: a malformed key is no problem, a repeat is priced again", async () => {
    const { recorded, recordQuotation } = recorder();
    const handler = createQuoteHandler({ tables: defaultTables, authenticate: verifyByName, recordQuotation });
    expect((await post(handler, { key: "two words" })).status).toBe(200);
    expect((await post(handler, { key: "k" })).status).toBe(200);
    expect((await post(handler, { key: "k" })).headers.get("quote-id")).toBe("q-3");
    expect(recorded).toHaveLength(3);
  });

  it("refuses the key with another body, or the same body with another explain, 422 IDEMPOTENCY_KEY_REUSED, nothing priced", async () => {
    const { recorded, recordQuotation } = recorder();
    const handler = handlerWith({ recordQuotation });
    expect((await post(handler, { key: "k" })).status).toBe(200);
    const others = [{ body: SOUND.replace("EX-SINGLE-1", "EX-SINGLE-2") }, { body: SOUND.replace("{", "{ ") }, { query: "?explain=true" }];
    expect(others.map((other) => other.body).filter((body) => body === SOUND)).toEqual([]);
    for (const other of others) {
      const reused = await post(handler, { key: "k", ...other });
      expect(reused.status).toBe(422);
      expect(reused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(await reused.json()).toMatchObject({
        status: 422,
        title: "Unprocessable Content",
        code: "IDEMPOTENCY_KEY_REUSED",
        errors: [{ header: "Idempotency-Key", code: "IDEMPOTENCY_KEY_REUSED" }],
      });
    }
    expect(recorded).toHaveLength(1);
  });

  it("answers 409 IDEMPOTENCY_KEY_IN_FLIGHT to a repeat while the first is still being priced, then the first answer", async () => {
    let letThrough = () => {};
    const gate = new Promise<void>((resolve) => (letThrough = resolve));
    let priced = 0;
    const slowQuote: QuoteFunction = async (request, tables, options) => {
      priced += 1;
      await gate;
      return safeQuote(request, tables, options);
    };
    const handler = handlerWith({ quote: slowQuote });
    const first = post(handler, { key: "k" });
    while (priced === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    const meanwhile = await post(handler, { key: "k" });
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers.get("retry-after")).toBe("1");
    expect(await meanwhile.json()).toMatchObject({ status: 409, title: "Conflict", code: "IDEMPOTENCY_KEY_IN_FLIGHT" });
    letThrough();
    const firstBody = await (await first).text();
    expect(await (await post(handler, { key: "k" })).text()).toBe(firstBody);
    expect(priced).toBe(1);
  });

  it("keeps keys apart per client: another client's same key is its own quotation", async () => {
    const { recorded, recordQuotation } = recorder();
    const handler = handlerWith({ recordQuotation });
    const mine = await post(handler, { client: "broker-1", key: "k" });
    const theirs = await post(handler, { client: "broker-2", key: "k", body: BROKEN });
    expect([mine.status, theirs.status]).toEqual([200, 400]);
    expect(theirs.headers.get("quote-id")).toBe("q-2");
    expect(recorded.map((quotation) => quotation.clientId)).toEqual(["broker-1", "broker-2"]);
  });

  it("gives a refusal again under its key, the same problem and Quote-ID", async () => {
    const { recorded, recordQuotation } = recorder();
    const handler = handlerWith({ recordQuotation });
    const first = await post(handler, { key: "k", body: BROKEN });
    const firstBody = await first.text();
    const repeat = await post(handler, { key: "k", body: BROKEN, correlationId: "c-2" });
    expect([first.status, repeat.status]).toEqual([400, 400]);
    expect(await repeat.text()).toBe(firstBody);
    expect(repeat.headers.get("quote-id")).toBe("q-1");
    expect(recorded).toHaveLength(1);
  });

  it("gives the key up after an answer that is not kept: a 503 QUOTE_NOT_RECORDED, retried with the key, is priced and recorded", async () => {
    let down = true;
    const { recorded, recordQuotation } = recorder(() => down);
    const handler = handlerWith({ recordQuotation });
    expect(await codeOf(await post(handler, { key: "k" }))).toBe("QUOTE_NOT_RECORDED");
    down = false;
    const retried = await post(handler, { key: "k" });
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
    expect(recorded).toHaveLength(1);
  });

  it("gives the key up when answering throws (500), so that a retry is priced", async () => {
    let throws = true;
    const handler = handlerWith({
      quote: (request, tables, options) => {
        if (throws) throw new Error("a fault");
        return safeQuote(request, tables, options);
      },
    });
    expect((await post(handler, { key: "k" })).status).toBe(500);
    throws = false;
    expect((await post(handler, { key: "k" })).status).toBe(200);
  });

  it("answers 503 IDEMPOTENCY_KEY_NOT_RESERVED, nothing priced, when the keys cannot be reached", async () => {
    const { recorded, recordQuotation } = recorder();
    const unreachable: IdempotencyKeys = { reserve: () => Promise.reject(new Error("the database is down")) };
    const handler = handlerWith({ recordQuotation, idempotencyKeys: unreachable });
    const refused = await post(handler, { key: "k" });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await codeOf(refused)).toBe("IDEMPOTENCY_KEY_NOT_RESERVED");
    expect(recorded).toHaveLength(0);
    // Without a key the quotation does not need the keys.
    expect((await post(handler)).status).toBe(200);
  });

  it("refuses a malformed key 400 INVALID_IDEMPOTENCY_KEY, with the other header problems", async () => {
    const handler = handlerWith();
    const malformed = await post(handler, { key: "k".repeat(256) });
    expect(malformed.status).toBe(400);
    expect(await codeOf(malformed)).toBe("INVALID_IDEMPOTENCY_KEY");
    const both = await post(handler, { key: "two words", correlationId: "" });
    expect(await both.json()).toMatchObject({
      code: "INVALID_REQUEST",
      errors: [
        { header: "Correlation-ID", code: "MISSING_HEADER" },
        { header: "Idempotency-Key", code: "INVALID_IDEMPOTENCY_KEY" },
      ],
    });
  });

  it("prices the key's request anew once the window has ended", async () => {
    let time = Date.parse("2026-03-01T09:00:00Z");
    const { recorded, recordQuotation } = recorder();
    const handler = handlerWith({ recordQuotation, idempotencyKeys: createMemoryIdempotencyKeys({ windowMs: 3_600_000, now: () => new Date(time) }) });
    expect((await post(handler, { key: "k" })).headers.get("quote-id")).toBe("q-1");
    time += 3_599_999;
    expect((await post(handler, { key: "k" })).headers.get("quote-id")).toBe("q-1");
    time += 1;
    expect((await post(handler, { key: "k" })).headers.get("quote-id")).toBe("q-2");
    expect(recorded).toHaveLength(2);
  });
});
