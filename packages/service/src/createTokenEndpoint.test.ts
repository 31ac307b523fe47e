import { exportJWK, generateKeyPair } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createJwtVerifier } from "./http/createJwtVerifier.js";
import { createTarpit, type Tarpit } from "pmi-rating/http";
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

describe("createTokenEndpoint rate limits", () => {
  async function endpointWith(rateLimits?: Parameters<typeof createTokenEndpoint>[0]["rateLimits"], tarpit?: Tarpit) {
    const { privateKey } = await generateKeyPair("ES256");
    const tokens = createTokenEndpoint({
      clients: [{ clientId: "client-a", clientSecret: "secret-a", scopes: ["quote"] }],
      signingKey: privateKey,
      keyId: "test-1",
      algorithm: "ES256",
      issuer,
      audience: "pmi-rating",
      lifetimeSeconds: 900,
      ...(rateLimits === undefined ? {} : { rateLimits }),
      ...(tarpit === undefined ? {} : { tarpit }),
    });
    return (secret: string, clientId = "client-a", remoteAddress?: string) =>
      tokens(
        new Request("http://localhost/oauth2/token", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: `grant_type=client_credentials&client_id=${clientId}&client_secret=${secret}`,
        }),
        remoteAddress === undefined ? undefined : { remoteAddress },
      );
  }

  it("2,000 wrong secrets, then the right one: 429 with Retry-After, not a token (on by default)", async () => {
    const ask = await endpointWith();
    const statuses = new Map<number, number>();
    for (let guess = 0; guess < 2_000; guess += 1) {
      const status = (await ask(`guess-${guess}`)).status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    // The first 10 are checked and refused; every later guess is refused unchecked.
    expect(Object.fromEntries(statuses)).toEqual({ 401: 10, 429: 1_990 });
    const right = await ask("secret-a");
    expect(right.status).toBe(429);
    expect(right.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    const wait = Number(right.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    const problem = (await right.json()) as { status: number; code: string; detail: string; access_token?: string };
    expect(problem).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS", detail: expect.stringContaining(`Try again in ${wait} s.`) });
    expect(problem.access_token).toBeUndefined();
  });

  it("counts unknown client ids against the address, so inventing ids does not escape the limit", async () => {
    const ask = await endpointWith();
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess += 1) statuses.push((await ask("x", `invented-${guess}`, "203.0.113.7")).status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // Another address, and the right secret, still get a token.
    expect((await ask("secret-a", "client-a", "198.51.100.1")).status).toBe(200);
  });

  it("takes configured limits, and none when turned off", async () => {
    const strict = await endpointWith({ failuresPerClient: { failures: 2, perSeconds: 60 }, failuresPerAddress: false });
    expect([(await strict("x")).status, (await strict("x")).status, (await strict("secret-a")).status]).toEqual([401, 401, 429]);
    const open = await endpointWith(false);
    for (let guess = 0; guess < 50; guess += 1) await open("x", "client-a", "203.0.113.7");
    expect((await open("secret-a", "client-a", "203.0.113.7")).status).toBe(200);
  });

  it("with a tarpit, holds each 429 for the delay before it is sent, not the 401 that counted", async () => {
    const tarpit = createTarpit({ delayMs: 250, maxHeld: 8 });
    const strict = await endpointWith({ failuresPerClient: { failures: 1, perSeconds: 60 }, failuresPerAddress: false }, tarpit);
    expect((await strict("x")).status).toBe(401);
    const since = performance.now();
    const answer = strict("secret-a");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(tarpit.held).toBe(1);
    expect((await answer).status).toBe(429);
    expect(performance.now() - since).toBeGreaterThanOrEqual(245);
    expect(tarpit.held).toBe(0);
  });
});
