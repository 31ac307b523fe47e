import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { describe, expect, it } from "vitest";
import { EXAMPLE_REQUEST, QUOTE_PATH, quoteHeaders, start, testToken, type Started } from "./harness.js";

// The tarpit of the reference service (docs/reliability.md, "The tarpit"): a client over a rate
// limit gets its 429 late, not early, so that a loop of refused requests cannot become a loop
// of reconnections thousands of times a second. Each test starts a service whose limit on
// refused tokens per address is 1, so that the second bad token from loopback is over it.

/** Starts a service whose second bad token from an address is refused 429, held as `env` says. */
function startHolding(env: Record<string, string>, options: { shutdownTimeoutMs?: number } = {}): Promise<Started> {
  return start({ env: { PMI_RATE_LIMIT_BAD_TOKENS: "1/60", ...env }, ...options });
}

/**
 * A quotation with a bad token on a connection of its own, closed after the answer (so that no
 * idle keep-alive connection holds the service's stop); resolves to its status, headers and how
 * long the answer took, or rejects when `signal` aborts it.
 */
function badTokenQuote(started: Started, signal?: AbortSignal): Promise<{ status: number; headers: IncomingHttpHeaders; ms: number }> {
  const since = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${started.service.url}${QUOTE_PATH}`,
      { method: "POST", agent: false, headers: { ...quoteHeaders("not.a.token"), "content-length": String(Buffer.byteLength(EXAMPLE_REQUEST)) }, signal },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, ms: performance.now() - since }));
      },
    );
    request.on("error", reject);
    request.end(EXAMPLE_REQUEST);
  });
}

/** Whether `promise` is still pending after `ms`. */
async function stillPendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const pending = Symbol("pending");
  return (await Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(pending), ms))])) === pending;
}

describe("the reference service's tarpit", () => {
  it("holds a rate limit's 429 for about the delay, not less; the refusal that counts is not held", async () => {
    const started = await startHolding({ PMI_RATE_LIMIT_DELAY_MS: "400" });
    try {
      const counted = await badTokenQuote(started);
      expect(counted.status).toBe(401);
      const held = await badTokenQuote(started);
      expect(held.status).toBe(429);
      expect(held.ms).toBeGreaterThanOrEqual(395);
      // Well under the Retry-After (about 60 s): the hold is the delay, not the window.
      expect(held.ms).toBeLessThan(20_000);
      expect(Number(held.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    } finally {
      await started.service.close();
    }
  });

  it("holds the refused-quotation limit's 429 too, its large body unread, and closes the connection after it (the amplification attack)", async () => {
    const started = await start({ env: { PMI_RATE_LIMIT_REFUSED_QUOTES: "1/60", PMI_RATE_LIMIT_DELAY_MS: "400" } });
    try {
      const token = await testToken(started.service);
      const post = async (body: string) => {
        const since = performance.now();
        const response = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body });
        await response.arrayBuffer();
        return { status: response.status, connection: response.headers.get("connection"), ms: performance.now() - since };
      };
      expect((await post("{not json")).status).toBe(400);
      const held = await post(JSON.stringify({ padding: "x".repeat(200_000) }));
      expect(held).toMatchObject({ status: 429, connection: "close" });
      expect(held.ms).toBeGreaterThanOrEqual(395);
    } finally {
      await started.service.close();
    }
  });

  it("with PMI_RATE_LIMIT_DELAY_MS=0 answers the 429 at once, as before the tarpit", async () => {
    const started = await startHolding({ PMI_RATE_LIMIT_DELAY_MS: "0" });
    try {
      expect((await badTokenQuote(started)).status).toBe(401);
      const answers = [];
      for (let attempt = 0; attempt < 20; attempt += 1) answers.push(await badTokenQuote(started));
      expect(answers.every((answer) => answer.status === 429)).toBe(true);
      // Each sooner than a hold of the default delay (1 s) would give it.
      expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(990);
    } finally {
      await started.service.close();
    }
  });

  it("answers at once beyond PMI_RATE_LIMIT_MAX_HELD; a client that disconnects while held frees its slot", async () => {
    const started = await startHolding({ PMI_RATE_LIMIT_DELAY_MS: "30000", PMI_RATE_LIMIT_MAX_HELD: "1" });
    try {
      expect((await badTokenQuote(started)).status).toBe(401);
      const first = new AbortController();
      const firstHeld = badTokenQuote(started, first.signal).catch((error: unknown) => error);
      expect(await stillPendingAfter(firstHeld, 300)).toBe(true);
      // The one slot is taken: the next 429 is answered at once.
      const beyond = await badTokenQuote(started);
      expect(beyond.status).toBe(429);
      expect(beyond.ms).toBeLessThan(10_000);
      // The first client goes away: its slot is free again, and the next 429 is held.
      first.abort();
      expect(await firstHeld).toBeInstanceOf(Error);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const second = new AbortController();
      const secondHeld = badTokenQuote(started, second.signal).catch((error: unknown) => error);
      expect(await stillPendingAfter(secondHeld, 1_500)).toBe(true);
      second.abort();
      await secondHeld;
    } finally {
      await started.service.close();
    }
  });

  it("shutdown gives the held 429 answers at once and finishes promptly", async () => {
    const started = await startHolding({ PMI_RATE_LIMIT_DELAY_MS: "30000" }, { shutdownTimeoutMs: 20_000 });
    expect((await badTokenQuote(started)).status).toBe(401);
    const held = Array.from({ length: 5 }, () => badTokenQuote(started));
    expect(await stillPendingAfter(Promise.race(held), 500)).toBe(true);
    const since = performance.now();
    await started.service.close();
    // Far below both the delay (30 s) and the shutdown timeout (20 s): no answer waited its hold.
    expect(performance.now() - since).toBeLessThan(5_000);
    for (const answer of await Promise.all(held)) {
      expect(answer.status).toBe(429);
      expect(answer.headers.connection).toBe("close");
    }
    const events = started.logLines.map((line) => (JSON.parse(line) as { event: string }).event);
    expect(events).not.toContain("shutdown-timeout");
    expect(events.at(-1)).toBe("stopped");
  });
});
