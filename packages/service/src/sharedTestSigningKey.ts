import { calculateJwkThumbprint, exportJWK, importPKCS8, type JWK } from "jose";

/** The test environment's signing key as every process of one deployment shares it. */
export interface SharedTestSigningKey {
  readonly privateKey: CryptoKey;
  readonly keyId: string;
  readonly jwk: JWK;
  /** The issuer every process names in its tokens and expects in tokens it verifies. */
  readonly issuer?: string;
}

/**
 * Reads the test environment's shared signing key, so that a token issued by one process
 * verifies on every other behind the same load balancer: `PMI_TEST_SIGNING_KEY` is an EC P-256
 * private key in PKCS#8 PEM (newlines may be written `\n`), and `PMI_TEST_ISSUER` the public URL
 * the clients use (e.g. the load balancer's). The key id is the key's JWK thumbprint, the same in
 * every process. Absent: `undefined`, and each process makes its own key at start.
 *
 * @example
 * await sharedTestSigningKey({ PMI_TEST_SIGNING_KEY: pem, PMI_TEST_ISSUER: "http://127.0.0.1:8080" });
 * // { ok: true, key: { keyId: "Jr3...", issuer: "http://127.0.0.1:8080", ... } }
 */
export async function sharedTestSigningKey(
  env: Readonly<Record<string, string | undefined>>,
): Promise<{ ok: true; key: SharedTestSigningKey | undefined } | { ok: false; problem: string }> {
  const pem = env.PMI_TEST_SIGNING_KEY?.trim().replace(/\\n/g, "\n");
  const issuer = env.PMI_TEST_ISSUER?.trim() || undefined;
  if (pem === undefined || pem === "") {
    return issuer === undefined
      ? { ok: true, key: undefined }
      : { ok: false, problem: "PMI_TEST_ISSUER needs PMI_TEST_SIGNING_KEY: the processes share an issuer only with a shared key." };
  }
  let privateKey: CryptoKey;
  try {
    privateKey = await importPKCS8(pem, "ES256", { extractable: true });
  } catch {
    return {
      ok: false,
      problem:
        "PMI_TEST_SIGNING_KEY must be an EC P-256 private key in PKCS#8 PEM (-----BEGIN PRIVATE KEY-----), e.g. from: openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256",
    };
  }
  const { kty, crv, x, y } = await exportJWK(privateKey);
  // importPKCS8 with ES256 accepts only an EC P-256 key, so these members are present.
  const publicJwk = { kty, crv, x, y } as JWK;
  const keyId = await calculateJwkThumbprint(publicJwk);
  return { ok: true, key: { privateKey, keyId, jwk: { ...publicJwk, kid: keyId, alg: "ES256", use: "sig" }, ...(issuer === undefined ? {} : { issuer }) } };
}
