import { exportPKCS8, generateKeyPair } from "jose";

/**
 * Makes a fresh ES256 test signing key as PKCS#8 PEM, the form `PMI_TEST_SIGNING_KEY` takes
 * (see `sharedTestSigningKey`). A cluster's primary hands it to its workers in that variable, so
 * a token issued by one worker is accepted by all; it is made at every start, so tokens of an
 * earlier run are not.
 *
 * @example
 * const pem = await createTestSigningKeyPem();
 * cluster.fork({ PMI_TEST_SIGNING_KEY: pem });
 */
export async function createTestSigningKeyPem(): Promise<string> {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  return exportPKCS8(privateKey);
}
