import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_REQUEST, QUOTE_PATH, quoteHeaders, start, testToken, type Started } from "./harness.js";

// The attacks of the second hardening round on a real service: guessing the token endpoint's
// client secret, and flooding the quotation with bad tokens (docs/reliability.md).

let started: Started;

beforeAll(async () => {
  // Delay 0: these tests count 429 answers by the hundred, each of which the tarpit would hold a
  // second (its holding is pinned in tarpit.test.ts).
  started = await start({ env: { PMI_RATE_LIMIT_BAD_TOKENS: "50/60", PMI_RATE_LIMIT_DELAY_MS: "0" } });
});
afterAll(async () => {
  await started.service.close();
});

describe("rate limits of the reference service", () => {
  // The per-address count needs the client's address: the node:http listener hands it to the
  // Hono app beside the Request, which carries none.
  it("a flood of quotes with bad tokens gets 429 problem+json with Retry-After, even for a sound token from that address", async () => {
    // A sound token is fetched first: the flood comes from the same (loopback) address.
    const token = await testToken(started.service);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 80; attempt += 1) {
      const response = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(`not.a.token${attempt}`), body: EXAMPLE_REQUEST });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        expect(await response.json()).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS" });
      } else await response.arrayBuffer();
    }
    expect(statuses.slice(0, 50).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(50).every((status) => status === 429)).toBe(true);
    // The same address is held back even with the sound token, until its window ends.
    const held = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body: EXAMPLE_REQUEST });
    expect(held.status).toBe(429);
  });

  it("200 wrong client secrets, then the right one: 429, not a token (2,000 in createTokenEndpoint.test.ts)", async () => {
    const ask = (secret: string) =>
      fetch(`${started.service.url}/oauth2/token`, {
        method: "POST",
        headers: { authorization: `Basic ${Buffer.from(`hrsol-test-client:${secret}`).toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=client_credentials",
      });
    let refused = 0;
    for (let guess = 0; guess < 200; guess += 1) {
      const response = await ask(`guess-${guess}`);
      await response.arrayBuffer();
      if (response.status === 429) refused += 1;
    }
    expect(refused).toBe(190);
    const right = await ask("hrsol-test-secret");
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await right.json()) as { access_token?: string }).access_token).toBeUndefined();
  }, 60_000);
});
