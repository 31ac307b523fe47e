import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../../src/service/index.js";

/**
 * An access token from the reference service's test token endpoint (client credentials), for
 * driving the `reference` kind of serveForBench.ts with JWT verification on.
 *
 * @example
 * const token = await fetchTestToken("http://127.0.0.1:8080");
 */
export async function fetchTestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || body.access_token === undefined) throw new Error(`the test token endpoint answered ${response.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}
