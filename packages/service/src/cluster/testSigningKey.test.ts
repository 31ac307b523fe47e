import { importJWK, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { sharedTestSigningKey } from "../sharedTestSigningKey.js";
import { createTestSigningKeyPem } from "./testSigningKey.js";

describe("createTestSigningKeyPem", () => {
  it("is read back by PMI_TEST_SIGNING_KEY: a token signed by one process verifies with the key another derives", async () => {
    const pem = await createTestSigningKeyPem();
    const [signer, verifier] = await Promise.all([sharedTestSigningKey({ PMI_TEST_SIGNING_KEY: pem }), sharedTestSigningKey({ PMI_TEST_SIGNING_KEY: pem })]);
    if (!signer.ok || !verifier.ok || signer.key === undefined || verifier.key === undefined) throw new Error("the PEM was not accepted");
    expect(verifier.key.keyId).toBe(signer.key.keyId);
    expect(verifier.key.jwk).not.toHaveProperty("d");
    const token = await new SignJWT({ scope: "quote" }).setProtectedHeader({ alg: "ES256", kid: signer.key.keyId }).sign(signer.key.privateKey);
    const { payload } = await jwtVerify(token, await importJWK(verifier.key.jwk, "ES256"));
    expect(payload.scope).toBe("quote");
  });

  it("is a new key at every start", async () => {
    const [first, second] = await Promise.all([createTestSigningKeyPem(), createTestSigningKeyPem()]);
    expect(first).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(first).not.toBe(second);
  });
});
