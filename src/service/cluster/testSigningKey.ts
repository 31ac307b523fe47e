import { exportJWK, generateKeyPair, importJWK, type JWK } from "jose";

/**
 * The test environment's signing key as plain JSON, so that every worker of a cluster signs
 * and verifies with the same key: a token issued by one worker is then accepted by all.
 */
export interface SharedTestSigningKey {
  readonly keyId: string;
  /** The private key (ES256) as a JWK. */
  readonly privateJwk: JWK;
  /** The public half as published at /oauth2/jwks. */
  readonly publicJwk: JWK;
}

/** The environment variable a cluster's primary hands the shared test key to its workers in. */
export const SHARED_TEST_KEY_VARIABLE = "PMI_CLUSTER_TEST_SIGNING_KEY";

/**
 * Makes a fresh ES256 test signing key as JSON. Made at every start, so tokens of an earlier
 * run are not accepted.
 *
 * @example
 * const key = await createSharedTestSigningKey();
 * process.env[SHARED_TEST_KEY_VARIABLE] = JSON.stringify(key);
 */
export async function createSharedTestSigningKey(): Promise<SharedTestSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const keyId = `test-${Date.now().toString(36)}`;
  return {
    keyId,
    privateJwk: { ...(await exportJWK(privateKey)), kid: keyId, alg: "ES256" },
    publicJwk: { ...(await exportJWK(publicKey)), kid: keyId, alg: "ES256", use: "sig" },
  };
}

/**
 * The signing key the service uses, from its JSON form.
 *
 * @example
 * const { privateKey } = await importSharedTestSigningKey(key);
 */
export async function importSharedTestSigningKey(shared: SharedTestSigningKey) {
  const privateKey = await importJWK(shared.privateJwk, "ES256");
  // An EC JWK always imports as a CryptoKey; a Uint8Array would only come from a symmetric ("oct") key.
  if (privateKey instanceof Uint8Array) throw new TypeError("pmi-rating: the shared test signing key is not an ES256 key");
  return { privateKey, keyId: shared.keyId, jwk: shared.publicJwk };
}
