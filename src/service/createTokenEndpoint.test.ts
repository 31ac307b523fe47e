import { exportJWK, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createJwtVerifier } from "../http/createJwtVerifier.js";
import { createTokenEndpoint } from "./createTokenEndpoint.js";

const issuer = "http://localhost:8080";
let endpoint: ReturnType<typeof createTokenEndpoint>;
let verify: ReturnType<typeof createJwtVerifier>;

function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return endpoint(
    new Request("http://localhost/oauth2/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body,
    }),
  );
}

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  endpoint = createTokenEndpoint({
    clients: [{ clientId: "client-a", clientSecret: "secret-a", scopes: ["quote"] }],
    signingKey: privateKey,
    keyId: "test-1",
    algorithm: "ES256",
    issuer,
    audience: "pmi-rating",
    lifetimeSeconds: 900,
  });
  verify = createJwtVerifier({ jwks: { keys: [{ ...(await exportJWK(publicKey)), kid: "test-1", alg: "ES256" }] }, issuer, audience: "pmi-rating" });
});

describe("createTokenEndpoint", () => {
  it("issues a verifiable bearer token to a client authenticated by HTTP Basic", async () => {
    const response = await post("grant_type=client_credentials", { authorization: `Basic ${btoa("client-a:secret-a")}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { access_token: string; token_type: string; expires_in: number; scope: string };
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 900, scope: "quote" });
    expect(await verify(body.access_token)).toEqual({ valid: true, principal: { subject: "client-a", clientId: "client-a", scopes: ["quote"] } });
  });

  it("accepts the credentials in the form body and an explicit scope", async () => {
    const response = await post("grant_type=client_credentials&client_id=client-a&client_secret=secret-a&scope=quote");
    expect(response.status).toBe(200);
  });

  it("answers invalid_client (401, Basic challenge) to a wrong secret or an unknown client", async () => {
    for (const credentials of ["client-a:wrong", "nobody:secret-a"]) {
      const response = await post("grant_type=client_credentials", { authorization: `Basic ${btoa(credentials)}` });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
      expect(await response.json()).toMatchObject({ error: "invalid_client" });
    }
  });

  it("answers the RFC 6749 errors for a bad grant, scope or request", async () => {
    const basic = { authorization: `Basic ${btoa("client-a:secret-a")}` };
    expect(await (await post("grant_type=password", basic)).json()).toMatchObject({ error: "unsupported_grant_type" });
    expect(await (await post("", basic)).json()).toMatchObject({ error: "invalid_request" });
    expect(await (await post("grant_type=client_credentials&scope=admin", basic)).json()).toMatchObject({ error: "invalid_scope" });
    expect(await (await post("grant_type=client_credentials&grant_type=client_credentials", basic)).json()).toMatchObject({ error: "invalid_request" });
    const json = await endpoint(new Request("http://localhost/oauth2/token", { method: "POST", headers: { ...basic, "content-type": "application/json" }, body: "{}" }));
    expect(json.status).toBe(400);
    const get = await endpoint(new Request("http://localhost/oauth2/token"));
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });
});
