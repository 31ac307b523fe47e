import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_REQUEST, QUOTE_PATH, quoteHeaders, start, testToken, type Started } from "./harness.js";

// Reading a quote's record takes the same bearer token as quoting; a flood of bad tokens there
// must meet the same per-address limit, counted with the quotation's (docs/reliability.md).

let started: Started;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "pmi-record-limits-"));
  // Delay 0: the 429s are counted here; their holding is pinned in tarpit.test.ts.
  started = await start({ env: { PMI_RATE_LIMIT_BAD_TOKENS: "20/60", PMI_RATE_LIMIT_DELAY_MS: "0", PMI_QUOTE_STORE: "on", PMI_DATA_DIR: dataDir } });
}, 120_000);
afterAll(async () => {
  await started?.service.close();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

describe("the records' path under a flood of bad tokens", () => {
  it("answers 429 once the address has used up its refused tokens, counted with the quotation's, and then even to a sound token", async () => {
    const token = await testToken(started.service);
    const quoted = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body: EXAMPLE_REQUEST });
    expect(quoted.status).toBe(200);
    const quoteId = quoted.headers.get("quote-id");
    expect(quoteId).toBeTruthy();
    const recordUrl = `${started.service.url}${QUOTE_PATH}/${quoteId}`;
    expect((await fetch(recordUrl, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);

    // Half the refused tokens on the quotation, the rest on the records' path: one count.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(`not.a.token${attempt}`), body: EXAMPLE_REQUEST });
      expect(response.status).toBe(401);
      await response.arrayBuffer();
    }
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await fetch(recordUrl, { headers: { authorization: `Bearer not.a.token${attempt}` } });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.headers.get("content-type")).toMatch(/^application\/problem\+json/);
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }
      await response.arrayBuffer();
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const held = await fetch(recordUrl, { headers: { authorization: `Bearer ${token}` } });
    expect(held.status).toBe(429);
    await held.arrayBuffer();
  }, 60_000);
});
