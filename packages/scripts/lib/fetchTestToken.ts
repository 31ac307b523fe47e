/**
 * An access token from the service's test token endpoint (client credentials of the test
 * client), for scripts that drive a service started with its test signing key.
 *
 * @example
 * const token = await fetchTestToken("http://127.0.0.1:42200");
 * headers.authorization = `Bearer ${token}`;
 */
export async function fetchTestToken(serviceUrl: string): Promise<string> {
  const response = await fetch(`${serviceUrl}/oauth2/token`, {
    method: "POST",
    headers: { authorization: `Basic ${Buffer.from("hrsol-test-client:hrsol-test-secret").toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials",
  });
  if (response.status !== 200) throw new Error(`the token endpoint answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}
