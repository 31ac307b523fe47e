import { describe, expect, it } from "vitest";
import type { TokenVerifier } from "./authentication.js";
import { authenticateRequest } from "./authenticateRequest.js";
import { createFailureLimiter } from "./createFailureLimiter.js";
import { createTarpit } from "./createTarpit.js";

/** A verifier that accepts the token "good" and counts its calls. */
function countingVerifier() {
  const calls = { count: 0 };
  const verify: TokenVerifier = async (token) => {
    calls.count += 1;
    return token === "good"
      ? { valid: true, principal: { subject: "client-a", clientId: "client-a", scopes: ["quote"] } }
      : { valid: false, error: "invalid_token", description: "The access token is not valid." };
  };
  return { verify, calls };
}

const requestWith = (token: string, remoteAddress?: string) => ({
  headers: new Headers({ authorization: `Bearer ${token}` }),
  ...(remoteAddress === undefined ? {} : { remoteAddress }),
});

describe("authenticateRequest", () => {
  it("answers 429 with Retry-After to an address that sent many refused tokens, without verifying more", async () => {
    const { verify, calls } = countingVerifier();
    const settings = { realm: "pmi-rating", authenticate: verify, failures: createFailureLimiter({ failures: 100, perSeconds: 60 }) };
    const statuses = new Map<number, number>();
    for (let attempt = 0; attempt < 1_000; attempt += 1) {
      const outcome = await authenticateRequest(requestWith(`bad-${attempt}`, "203.0.113.7"), settings);
      const status = outcome.ok ? 200 : outcome.problem.status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 401: 100, 429: 900 });
    expect(calls.count).toBe(100);
    const blocked = await authenticateRequest(requestWith("good", "203.0.113.7"), settings);
    expect(blocked.ok).toBe(false);
    if (!blocked.ok) {
      expect(blocked.problem).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS", headers: { "retry-after": expect.stringMatching(/^\d+$/) } });
      expect(Number(blocked.problem.headers?.["retry-after"])).toBeGreaterThanOrEqual(1);
      expect(Number(blocked.problem.headers?.["retry-after"])).toBeLessThanOrEqual(60);
    }
    // Another address is not held back by the first one's failures.
    expect((await authenticateRequest(requestWith("good", "198.51.100.1"), settings)).ok).toBe(true);
  });

  it("does not count a missing token or one only short of a scope", async () => {
    const failures = createFailureLimiter({ failures: 1, perSeconds: 60 });
    const lacksScope: TokenVerifier = async () => ({ valid: false, error: "insufficient_scope", description: "The token lacks the quote scope.", scope: "quote" });
    const settings = { realm: "pmi-rating", authenticate: lacksScope, failures };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const outcome = await authenticateRequest(requestWith("scope-less", "203.0.113.7"), settings);
      expect(outcome.ok ? 200 : outcome.problem.status).toBe(403);
      const missing = await authenticateRequest({ headers: new Headers(), remoteAddress: "203.0.113.7" }, settings);
      expect(missing.ok ? 200 : missing.problem.status).toBe(401);
    }
  });

  it("holds the 429 in the settings' tarpit, and lets a client that goes away go at once", async () => {
    const { verify, calls } = countingVerifier();
    const tarpit = createTarpit({ delayMs: 60_000, maxHeld: 8 });
    const settings = { realm: "pmi-rating", authenticate: verify, failures: createFailureLimiter({ failures: 1, perSeconds: 60 }), tarpit };
    const first = await authenticateRequest(requestWith("bad", "203.0.113.7"), settings);
    expect(first.ok ? 200 : first.problem.status).toBe(401);
    const client = new AbortController();
    const since = performance.now();
    const held = authenticateRequest({ ...requestWith("good", "203.0.113.7"), signal: client.signal }, settings);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tarpit.held).toBe(1);
    client.abort();
    const outcome = await held;
    expect(performance.now() - since).toBeLessThan(10_000);
    expect(outcome.ok ? 200 : outcome.problem.status).toBe(429);
    expect(tarpit.held).toBe(0);
    expect(calls.count).toBe(1);
  });

  it.each([
    ["neither a client id nor a subject", { scopes: ["quote"] }, "The access token names no client (client_id, azp or sub)."],
    ["an empty client id", { clientId: "", subject: "someone", scopes: ["quote"] }, "The access token names no client (client_id, azp or sub)."],
    ["a blank subject", { subject: "  ", scopes: ["quote"] }, "The access token names no client (client_id, azp or sub)."],
    ["a client id of 257 characters", { clientId: "c".repeat(257), scopes: ["quote"] }, "The access token's client is named with more than 256 characters."],
    ["ESC in the client id", { clientId: "broker\u001b]0;owned\u0007", scopes: ["quote"] }, "The access token's client is named with a control character."],
    ["a NUL in the subject", { subject: "broker\u0000", scopes: ["quote"] }, "The access token's client is named with a control character."],
    ["no principal at all", undefined, "The access token names no client (client_id, azp or sub)."],
  ])("refuses a token a custom verifier accepts with %s: 401 INVALID_TOKEN, counted as a refused token", async (_name, principal, description) => {
    const verify = (async () => ({ valid: true, principal })) as unknown as TokenVerifier;
    const failures = createFailureLimiter({ failures: 1, perSeconds: 60 });
    const settings = { realm: "pmi-rating", authenticate: verify, failures };
    const outcome = await authenticateRequest(requestWith("accepted-by-the-verifier", "203.0.113.9"), settings);
    expect(outcome.ok ? undefined : outcome.problem).toMatchObject({
      status: 401,
      code: "INVALID_TOKEN",
      detail: description,
      headers: { "www-authenticate": expect.stringContaining('error="invalid_token"') },
    });
    const next = await authenticateRequest(requestWith("accepted-by-the-verifier", "203.0.113.9"), settings);
    expect(next.ok ? 200 : next.problem.status).toBe(429);
  });

  it("takes a client id of 256 characters, and a subject when there is no client id", async () => {
    for (const principal of [
      { clientId: "c".repeat(256), scopes: ["quote"] },
      { subject: "client-b", scopes: ["quote"] },
    ]) {
      const verify: TokenVerifier = async () => ({ valid: true, principal });
      expect(await authenticateRequest(requestWith("t"), { realm: "pmi-rating", authenticate: verify })).toEqual({ ok: true, value: principal });
    }
  });
});
