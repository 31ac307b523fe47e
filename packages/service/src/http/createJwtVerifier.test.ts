import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createJwtVerifier } from "./createJwtVerifier.js";

const issuer = "https://login.example.test/";
const audience = "pmi-rating";
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let verify: ReturnType<typeof createJwtVerifier>;
let jwk: Record<string, unknown>;

async function token(claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; expiresAt?: number; type?: string } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "ES256", kid: "k1", typ: options.type === undefined ? "at+jwt" : options.type })
    .setIssuer(issuer)
    .setAudience(options.audience ?? audience)
    .setSubject("client-1")
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 300)
    .sign(options.key ?? signingKey);
}

async function tokenWithoutType() {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: "quote" })
    .setProtectedHeader({ alg: "ES256", kid: "k1" })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject("client-1")
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 300)
    .sign(signingKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair("ES256");
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair("ES256")).privateKey;
  jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "ES256", use: "sig" };
  verify = createJwtVerifier({ jwks: { keys: [jwk] }, issuer, audience });
});

describe("createJwtVerifier", () => {
  it("accepts a genuine token with the quote scope and names the principal", async () => {
    expect(await verify(await token({ scope: "read quote", client_id: "acme" }))).toEqual({
      valid: true,
      principal: { subject: "client-1", clientId: "acme", scopes: ["read", "quote"] },
    });
  });

  it("reads scopes from an scp array too", async () => {
    expect((await verify(await token({ scp: ["quote"] }))).valid).toBe(true);
  });

  it("refuses an expired token, beyond the clock tolerance", async () => {
    const result = await verify(await token({ scope: "quote" }, { expiresAt: Math.floor(Date.now() / 1000) - 120 }));
    expect(result).toMatchObject({ valid: false, error: "invalid_token", description: expect.stringMatching(/expired/) });
  });

  it("tolerates a token that expired a few seconds ago", async () => {
    expect((await verify(await token({ scope: "quote" }, { expiresAt: Math.floor(Date.now() / 1000) - 5 }))).valid).toBe(true);
  });

  it("refuses a token signed by another key", async () => {
    expect(await verify(await token({ scope: "quote" }, { key: otherKey }))).toMatchObject({ valid: false, error: "invalid_token" });
  });

  it("refuses a token for another audience", async () => {
    const result = await verify(await token({ scope: "quote" }, { audience: "someone-else" }));
    expect(result).toMatchObject({ valid: false, error: "invalid_token", description: expect.stringMatching(/audience/) });
  });

  it("calls a genuine token without the scope insufficient", async () => {
    expect(await verify(await token({ scope: "read" }))).toMatchObject({ valid: false, error: "insufficient_scope", scope: "quote" });
  });

  it("refuses what is not a JWT at all", async () => {
    expect(await verify("not-a-jwt")).toMatchObject({ valid: false, error: "invalid_token" });
  });
});

describe("createJwtVerifier, the access-token type (RFC 9068)", () => {
  it.each([
    ["without typ", ""],
    ["typ JWT", "JWT"],
    ["an ID token's typ", "id+jwt"],
  ])("refuses a token %s by default", async (_name, type) => {
    const sent = await token({ scope: "quote" }, type === "" ? { type: undefined as never } : { type });
    const unsigned = type === "" ? await tokenWithoutType() : sent;
    expect(await verify(unsigned)).toMatchObject({ valid: false, error: "invalid_token", description: expect.stringMatching(/at\+jwt/) });
  });

  it("accepts at+jwt and application/at+jwt", async () => {
    expect((await verify(await token({ scope: "quote" }, { type: "at+jwt" }))).valid).toBe(true);
    expect((await verify(await token({ scope: "quote" }, { type: "application/at+jwt" }))).valid).toBe(true);
  });

  it("does not look at typ with requireAccessTokenType: false", async () => {
    const lenient = createJwtVerifier({ jwks: { keys: [jwk] }, issuer, audience, requireAccessTokenType: false });
    expect((await lenient(await tokenWithoutType())).valid).toBe(true);
  });
});

describe("createJwtVerifier, remembering verified tokens", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts a remembered token until its exp, and refuses it once expired beyond the tolerance", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const remembering = createJwtVerifier({ jwks: { keys: [jwk] }, issuer, audience });
    const expiresAt = Math.floor(start / 1000) + 60;
    const sent = await token({ scope: "quote" }, { expiresAt });
    expect((await remembering(sent)).valid).toBe(true);
    vi.setSystemTime(start + 30_000);
    expect(await remembering(sent)).toEqual({ valid: true, principal: { subject: "client-1", scopes: ["quote"] } });
    // Past exp the token is checked in full again: within the 30 s tolerance still accepted, beyond it refused.
    vi.setSystemTime(expiresAt * 1000 + 5_000);
    expect((await remembering(sent)).valid).toBe(true);
    vi.setSystemTime(expiresAt * 1000 + 120_000);
    expect(await remembering(sent)).toMatchObject({ valid: false, error: "invalid_token", description: expect.stringMatching(/expired/) });
  });

  it("never remembers a refused token: the same forged or scope-less token is refused every time", async () => {
    const remembering = createJwtVerifier({ jwks: { keys: [jwk] }, issuer, audience });
    const forged = await token({ scope: "quote" }, { key: otherKey });
    const scopeless = await token({ scope: "read" });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await remembering(forged)).toMatchObject({ valid: false, error: "invalid_token" });
      expect(await remembering(scopeless)).toMatchObject({ valid: false, error: "insufficient_scope" });
    }
  });

  it("tells tokens apart: a remembered token does not vouch for a different one", async () => {
    const remembering = createJwtVerifier({ jwks: { keys: [jwk] }, issuer, audience });
    const genuine = await token({ scope: "quote" });
    expect((await remembering(genuine)).valid).toBe(true);
    const [header, payload] = genuine.split(".");
    const tampered = `${header}.${payload}.${"A".repeat(86)}`;
    expect(await remembering(tampered)).toMatchObject({ valid: false, error: "invalid_token" });
  });

  it("hands out a frozen principal, so no request can change what the next one sees", async () => {
    const remembering = createJwtVerifier({ jwks: { keys: [jwk] }, issuer, audience });
    const sent = await token({ scope: "quote" });
    const first = await remembering(sent);
    const result = await remembering(sent);
    expect(result.valid && Object.isFrozen(result.principal) && Object.isFrozen(result.principal.scopes)).toBe(true);
    // The very same object: the second request was answered from what the first verified.
    expect(result.valid && first.valid && result.principal === first.principal).toBe(true);
  });

  it("verifies every time in full with cacheSize 0", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    const everyTime = createJwtVerifier({ jwks: { keys: [jwk] }, issuer, audience, cacheSize: 0 });
    const sent = await token({ scope: "quote" }, { expiresAt: Math.floor(start / 1000) + 60 });
    expect((await everyTime(sent)).valid).toBe(true);
    vi.setSystemTime(start + 200_000);
    expect(await everyTime(sent)).toMatchObject({ valid: false, error: "invalid_token" });
  });
});

describe("createJwtVerifier's client identity", () => {
  async function tokenOf(claims: Record<string, unknown>, subject: string | undefined) {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = new SignJWT({ scope: "quote", ...claims })
      .setProtectedHeader({ alg: "ES256", kid: "k1", typ: "at+jwt" })
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 300);
    return (subject === undefined ? unsigned : unsigned.setSubject(subject)).sign(signingKey);
  }

  it.each([
    ["an empty client_id", { client_id: "" }, "client-1"],
    ["an empty client_id beside an azp", { client_id: "", azp: "acme" }, "client-1"],
    ["an empty azp and no client_id", { azp: "" }, "client-1"],
    ["no client_id, azp or sub", {}, undefined],
    ["an empty sub and nothing else", {}, ""],
    ["a client_id that is not text", { client_id: 42 }, "client-1"],
  ])("refuses a token with %s as invalid_token: every principal names a client, so no two callers share an owner of records", async (_, claims, subject) => {
    const verification = await verify(await tokenOf(claims, subject));
    expect(verification).toMatchObject({ valid: false, error: "invalid_token" });
  });

  it("accepts client_id, else azp, else sub", async () => {
    expect(await verify(await tokenOf({ client_id: "acme" }, undefined))).toMatchObject({ valid: true, principal: { clientId: "acme" } });
    expect(await verify(await tokenOf({ azp: "acme" }, undefined))).toMatchObject({ valid: true, principal: { clientId: "acme" } });
    expect(await verify(await tokenOf({}, "client-1"))).toMatchObject({ valid: true, principal: { subject: "client-1" } });
  });
});
