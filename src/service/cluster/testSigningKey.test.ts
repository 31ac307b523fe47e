import { importJWK, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { createSharedTestSigningKey, importSharedTestSigningKey } from "./testSigningKey.js";

describe("the shared test signing key", () => {
  it("survives JSON: a token signed after the round trip verifies against the published public key", async () => {
    const shared = await createSharedTestSigningKey();
    const { privateKey, keyId, jwk } = await importSharedTestSigningKey(JSON.parse(JSON.stringify(shared)));
    expect(keyId).toBe(shared.keyId);
    expect(jwk).not.toHaveProperty("d");
    const token = await new SignJWT({ scope: "quote" }).setProtectedHeader({ alg: "ES256", kid: keyId }).sign(privateKey);
    const { payload } = await jwtVerify(token, await importJWK(jwk, "ES256"));
    expect(payload.scope).toBe("quote");
  });

  it("is a new key at every start", async () => {
    const [first, second] = await Promise.all([createSharedTestSigningKey(), createSharedTestSigningKey()]);
    expect(first.privateJwk.d).not.toBe(second.privateJwk.d);
  });
});
