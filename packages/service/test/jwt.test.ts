import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_REQUEST, QUOTE_PATH, quoteHeaders, start, type Started } from "./harness.js";

/**
 * Production configuration: tokens come from the operator's authorisation server, whose keys the
 * service fetches from PMI_JWKS_URL. Here a real HTTP server in the test plays that server.
 */
const issuer = "https://login.operator.example/";
const audience = "pmi-rating-production";
let issuerKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksServer: Server;
let jwksRequests = 0;
let started: Started;

interface TokenShape {
  readonly key?: CryptoKey;
  readonly audience?: string;
  readonly scope?: string;
  readonly expiresInSeconds?: number;
  /** The header's `typ`: `at+jwt` unless given; `null` leaves it out. */
  readonly type?: string | null;
}

function sign(shape: TokenShape = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: shape.scope ?? "quote", client_id: "broker-portal" })
    .setProtectedHeader({ alg: "ES256", kid: "operator-key-1", ...(shape.type === null ? {} : { typ: shape.type ?? "at+jwt" }) })
    .setIssuer(issuer)
    .setAudience(shape.audience ?? audience)
    .setSubject("broker-portal")
    .setIssuedAt(now - 600)
    .setExpirationTime(now + (shape.expiresInSeconds ?? 300))
    .sign(shape.key ?? issuerKey);
}

function quoteWith(token: string): Promise<Response> {
  return fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body: EXAMPLE_REQUEST });
}

beforeAll(async () => {
  const pair = await generateKeyPair("ES256");
  issuerKey = pair.privateKey;
  strangerKey = (await generateKeyPair("ES256")).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: "operator-key-1", alg: "ES256", use: "sig" }] });
  jwksServer = createServer((_request, response) => {
    jwksRequests += 1;
    response.writeHead(200, { "content-type": "application/json" }).end(jwks);
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
  started = await start({
    env: {
      PMI_JWKS_URL: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/.well-known/jwks.json`,
      PMI_ISSUER: issuer,
      PMI_AUDIENCE: audience,
      PMI_REGISTRY: "HrSolWeb,BrokerPortal",
    },
  });
});

afterAll(async () => {
  await started.service.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

describe("JWT access tokens in production configuration", () => {
  it("runs in production mode, with the test token endpoint off", async () => {
    expect(started.service.mode).toBe("production");
    const response = await fetch(`${started.service.url}/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials&client_id=hrsol-test-client&client_secret=hrsol-test-secret",
    });
    expect(response.status).toBe(404);
  });

  it("quotes with a token of the operator's issuer, its key fetched from the JWKS URL", async () => {
    const response = await quoteWith(await sign());
    expect(response.status).toBe(200);
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it("answers 401 invalid_token to an expired token", async () => {
    const response = await quoteWith(await sign({ expiresInSeconds: -120 }));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe(
      'Bearer realm="pmi-rating", error="invalid_token", error_description="The access token has expired; request a new one."',
    );
    expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN", status: 401 });
  });

  it.each([
    ["without typ", null],
    ["with typ JWT", "JWT"],
    ["with an ID token's typ", "id+jwt"],
  ])("answers 401 invalid_token to a genuine token %s (RFC 9068 asks for at+jwt)", async (_name, type) => {
    const response = await quoteWith(await sign({ type }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_TOKEN", status: 401 });
  });

  it("answers 401 invalid_token to a token signed by another key", async () => {
    const response = await quoteWith(await sign({ key: strangerKey }));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/error="invalid_token", error_description="The access token's signature/);
  });

  it("answers 401 invalid_token to a token for another audience", async () => {
    const response = await quoteWith(await sign({ audience: "another-api" }));
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toMatch(/error="invalid_token", error_description="[^"]*audience/);
  });

  it("answers 403 insufficient_scope to a genuine token without the quote scope", async () => {
    const response = await quoteWith(await sign({ scope: "profile" }));
    expect(response.status).toBe(403);
    expect(response.headers.get("www-authenticate")).toBe(
      'Bearer realm="pmi-rating", error="insufficient_scope", error_description="The access token does not grant the scope this operation needs: quote.", scope="quote"',
    );
    expect(await response.json()).toMatchObject({ code: "INSUFFICIENT_SCOPE", status: 403 });
  });

  it("checks the registry from PMI_REGISTRY", async () => {
    const stranger = EXAMPLE_REQUEST.replace('"callingSystem": "HrSolWeb"', '"callingSystem": "UnknownSystem"');
    const response = await fetch(`${started.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(await sign()), body: stranger });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "UNREGISTERED_CALLING_SYSTEM" });
  });

  it("answers 503 AUTHENTICATION_UNAVAILABLE with Retry-After when the issuer's keys cannot be fetched", async () => {
    // A port nothing listens on: the key set is unreachable.
    const unreachable = createServer();
    await new Promise<void>((resolve) => unreachable.listen(0, "127.0.0.1", resolve));
    const port = (unreachable.address() as AddressInfo).port;
    await new Promise((resolve) => unreachable.close(resolve));
    const outage = await start({
      env: { PMI_JWKS_URL: `http://127.0.0.1:${port}/jwks`, PMI_ISSUER: issuer, PMI_AUDIENCE: audience, PMI_REGISTRY: "HrSolWeb" },
    });
    try {
      const response = await fetch(`${outage.service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(await sign()), body: EXAMPLE_REQUEST });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("30");
      expect(await response.json()).toMatchObject({ code: "AUTHENTICATION_UNAVAILABLE", status: 503 });
      expect(outage.logLines.some((line) => (JSON.parse(line) as { event: string }).event === "unexpected-error")).toBe(true);
    } finally {
      await outage.service.close();
    }
  });
});
