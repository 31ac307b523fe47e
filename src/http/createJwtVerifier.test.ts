import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createJwtVerifier } from "./createJwtVerifier.js";

const issuer = "https://login.example.test/";
const audience = "pmi-rating";
let signingKey: CryptoKey;
let otherKey: CryptoKey;
let verify: ReturnType<typeof createJwtVerifier>;

async function token(claims: Record<string, unknown>, options: { key?: CryptoKey; audience?: string; expiresAt?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "ES256", kid: "k1" })
    .setIssuer(issuer)
    .setAudience(options.audience ?? audience)
    .setSubject("client-1")
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 300)
    .sign(options.key ?? signingKey);
}

beforeAll(async () => {
  const pair = await generateKeyPair("ES256");
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair("ES256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "ES256", use: "sig" };
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
