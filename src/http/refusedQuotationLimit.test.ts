import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultTables } from "../plans/defaultTables.js";
import type { TokenVerifier } from "./authentication.js";
import { createQuoteHandler } from "./createQuoteHandler.js";
import { createTarpit } from "./createTarpit.js";

// A client that sends broken quotations in a loop is held back (429) once it has used up its
// refused quotations, before its body is read; other clients are not (issue 20: two such
// clients cut the others' throughput to a third at 10 connections).
const SOUND = readFileSync(new URL("../../examples/requests/new-business-single-adult.json", import.meta.url), "utf8");
const BROKEN = SOUND.replace('"productName": "HrSol"', '"productName": "Other"');
const URL_OF_QUOTE = "http://localhost/v1/individualHealthcarePolicy/quote";

/** A verifier for which the token is the client's name: enough to tell clients apart. */
const verifyByName: TokenVerifier = async (token) => ({ valid: true, principal: { clientId: token, scopes: [] } });

function post(handler: ReturnType<typeof createQuoteHandler>, client: string, body: string) {
  return handler(
    new Request(URL_OF_QUOTE, {
      method: "POST",
      headers: { authorization: `Bearer ${client}`, "content-type": "application/json", "correlation-id": "c-1", "requesting-system": "HrSolWeb" },
      body,
    }),
  );
}

describe("refusedQuotationLimit", () => {
  it("holds a client back with 429 and Retry-After once its refusals are used up, even for a sound request; another client still prices", async () => {
    const handler = createQuoteHandler({ tables: defaultTables, authenticate: verifyByName, refusedQuotationLimit: { failures: 3, perSeconds: 60 } });
    expect(BROKEN).not.toBe(SOUND);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await post(handler, "loop", BROKEN)).status);
    expect(statuses).toEqual([400, 400, 400]);
    const held = await post(handler, "loop", SOUND);
    expect(held.status).toBe(429);
    expect(held.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await held.json()).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS" });
    expect((await post(handler, "other", SOUND)).status).toBe(200);
  });

  it("counts a body that is not JSON, and not a sound quotation", async () => {
    const handler = createQuoteHandler({ tables: defaultTables, authenticate: verifyByName, refusedQuotationLimit: { failures: 2, perSeconds: 60 } });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post(handler, "careful", SOUND)).status).toBe(200);
    expect((await post(handler, "careful", "{not json")).status).toBe(400);
    expect((await post(handler, "careful", SOUND)).status).toBe(200);
    expect((await post(handler, "careful", "{not json")).status).toBe(400);
    expect((await post(handler, "careful", SOUND)).status).toBe(429);
  });

  it("weighs a refusal by its problems: one request with many uses up what many with one would", async () => {
    const handler = createQuoteHandler({ tables: defaultTables, authenticate: verifyByName, refusedQuotationLimit: { failures: 5, perSeconds: 60 } });
    const manyProblems = await post(handler, "builder", JSON.stringify({ individualHealthCarePolicy: { quote: {} } }));
    expect(manyProblems.status).toBe(400);
    expect(((await manyProblems.json()) as { errors: unknown[] }).errors.length).toBeGreaterThanOrEqual(5);
    expect((await post(handler, "builder", SOUND)).status).toBe(429);
    // One problem at a time, the same allowance lasts five refusals.
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await post(handler, "typist", BROKEN)).status).toBe(400);
    expect((await post(handler, "typist", SOUND)).status).toBe(429);
  });

  it("is off unless asked for: a library handler refuses as often as it is sent broken requests", async () => {
    const handler = createQuoteHandler({ tables: defaultTables, authenticate: verifyByName });
    for (let attempt = 0; attempt < 200; attempt += 1) expect((await post(handler, "loop", BROKEN)).status).toBe(400);
    expect((await post(handler, "loop", SOUND)).status).toBe(200);
  });

  it("with a tarpit, gives the 429 after the delay, not before, its Retry-After counted from the answer", async () => {
    const tarpit = createTarpit({ delayMs: 300, maxHeld: 8 });
    const handler = createQuoteHandler({ tables: defaultTables, authenticate: verifyByName, refusedQuotationLimit: { failures: 1, perSeconds: 60 }, tarpit });
    const refusedAt = performance.now();
    expect((await post(handler, "loop", BROKEN)).status).toBe(400);
    // The refusal itself (400) is not held: only the limit's 429 is.
    expect(performance.now() - refusedAt).toBeLessThan(300);
    const since = performance.now();
    const answer = post(handler, "loop", SOUND);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tarpit.held).toBe(1);
    const held = await answer;
    expect(performance.now() - since).toBeGreaterThanOrEqual(295);
    expect(held.status).toBe(429);
    expect(held.headers.get("connection")).toBe("close");
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(held.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(tarpit.held).toBe(0);
    // Another client is neither held nor refused.
    const otherSince = performance.now();
    expect((await post(handler, "other", SOUND)).status).toBe(200);
    expect(performance.now() - otherSince).toBeLessThan(300);
  });

  it("with a tarpit of delay 0, answers the 429 at once, as without one", async () => {
    const tarpit = createTarpit({ delayMs: 0, maxHeld: 8 });
    const handler = createQuoteHandler({ tables: defaultTables, authenticate: verifyByName, refusedQuotationLimit: { failures: 1, perSeconds: 60 }, tarpit });
    expect((await post(handler, "loop", BROKEN)).status).toBe(400);
    const answer = post(handler, "loop", SOUND);
    expect(tarpit.held).toBe(0);
    expect((await answer).status).toBe(429);
  });
});
