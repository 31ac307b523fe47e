/**
 * toNodeListener's two paths give the same answers. The handlers this library makes carry a
 * direct entry point that toNodeListener uses to skip the Web Request/Response; any other
 * handler (here the same handler wrapped in a plain function, as an embedder's own handler is)
 * takes the standard path with a real undici Request. Two real node:http servers, one per
 * path, over the same handler configuration (real ES256 tokens, real JWKS verification,
 * quotation and look-ups), get the same generated requests, sound and broken: status, every
 * response header but the framing ones, the body (compared as text) and the log entry must
 * be the same.
 */
import { readdirSync, readFileSync } from "node:fs";
import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJwtVerifier, createLookupHandler, createQuoteHandler, toNodeListener, type RequestLogEntry } from "../../src/http/index.js";
import { rawExchangeOf, setRawExchangeEnabled } from "../../src/http/rawExchange.js";
import { withLookups } from "../../src/service/withLookups.js";
import { defaultTables } from "../../src/tables/default/index.js";

const QUOTE = "/v1/individualHealthcarePolicy/quote";
const issuer = "https://login.bridge.example/";
const audience = "pmi-rating-bridge";
const MAX_BODY_BYTES = 8 * 1024;
const examplesDirectory = new URL("../../examples/requests/", import.meta.url);
const examples = readdirSync(examplesDirectory)
  .filter((name) => name.endsWith(".json"))
  .map((name) => readFileSync(new URL(name, examplesDirectory), "utf8"));

interface Side {
  readonly server: Server;
  readonly url: URL;
  readonly agent: Agent;
  readonly log: RequestLogEntry[];
}

let signingKey: CryptoKey;
let strangerKey: CryptoKey;
let tokens: Record<string, string>;
let direct: Side;
let standard: Side;

async function sign(key: CryptoKey, claims: { scope?: string; expiresIn?: number; audience?: string } = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: claims.scope ?? "quote", client_id: "bridge-client" })
    .setProtectedHeader({ alg: "ES256", kid: "bridge-key", typ: "at+jwt" })
    .setIssuer(issuer)
    .setAudience(claims.audience ?? audience)
    .setSubject("bridge-client")
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (claims.expiresIn ?? 600))
    .sign(key);
}

async function startSide(jwk: object, wrap: boolean): Promise<Side> {
  const log: RequestLogEntry[] = [];
  const authenticate = createJwtVerifier({ jwks: { keys: [jwk as never] }, issuer, audience });
  const shared = { tables: defaultTables, authenticate, logger: (entry: RequestLogEntry) => log.push(entry) };
  const handler = withLookups(
    createQuoteHandler({ ...shared, registry: ["HrSolWeb", "BOOK-GENERATOR"], limits: { maxBodyBytes: MAX_BODY_BYTES } }),
    createLookupHandler(shared),
  );
  // Wrapped in a plain function, the handler has no direct entry point: the standard path.
  const server = createServer(toNodeListener(wrap ? (request) => handler(request) : handler));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return { server, url, agent: new Agent({ keepAlive: true, maxSockets: 1 }), log };
}

interface Exchange {
  readonly method: string;
  readonly target: string;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Buffer | undefined;
  /** Sent in two writes without Content-Length (chunked). */
  readonly chunked: boolean;
}

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * Headers left out of the comparison. Framing: a known text goes with Content-Length, a stream
 * chunked. Connection handling: after an answer given before the body was read (a refused
 * token, a declared size over the limit), the connection is closed unless the whole body had
 * already arrived, which is timing, not path (the same test, `request.complete`, on both); a
 * body abandoned at the limit closes it on both paths, checked on its own below.
 */
const FRAMING = new Set(["date", "content-length", "transfer-encoding", "connection", "keep-alive"]);

/** Headers for node:http's client, a repeated header as several lines; Content-Length or chunked framing is added by the client. */
function headerObjectOf(headers: Exchange["headers"]): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [name, value] of headers) {
    const key = name.toLowerCase();
    const earlier = object[key];
    object[key] = earlier === undefined ? value : [earlier, value].flat();
  }
  return object;
}

function send(side: Side, exchange: Exchange): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: side.url.hostname, port: side.url.port, method: exchange.method, path: exchange.target, agent: side.agent, headers: headerObjectOf(exchange.headers) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !FRAMING.has(name)));
          // A problem without a Correlation-ID is named by a random UUID: the same shape on both sides, not the same value.
          const body = Buffer.concat(chunks).toString("utf8").replace(/urn:uuid:[0-9a-f-]{36}/g, "urn:uuid:*");
          resolve({ status: response.statusCode ?? 0, headers, body });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    if (exchange.body === undefined) request.end();
    else if (exchange.chunked) {
      const middle = Math.floor(exchange.body.length / 2);
      request.write(exchange.body.subarray(0, middle));
      request.end(exchange.body.subarray(middle));
    } else request.end(exchange.body);
  });
}

/** The status and Connection header of an answer (the comparisons above leave Connection out). */
function sendKeepingConnectionHeaders(side: Side, exchange: Exchange): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: side.url.hostname, port: side.url.port, method: exchange.method, path: exchange.target, agent: false, headers: headerObjectOf(exchange.headers) },
      (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
      },
    );
    // The server stops reading and closes: the rest of the upload may fail to send, which is the point (a lost answer fails by timeout).
    request.on("error", () => undefined);
    const middle = Math.floor(exchange.body!.length / 2);
    request.write(exchange.body!.subarray(0, middle));
    request.end(exchange.body!.subarray(middle));
  });
}

function withoutDuration(entries: readonly RequestLogEntry[]): object[] {
  return entries.map(({ durationMs: _durationMs, ...rest }) => rest);
}

/** Statuses seen, so that a test can show its requests reached every stage rather than one refusal. */
/** The headers of a quote request every path accepts: a valid token, JSON, and the caller's headers. */
function soundQuoteHeaders(correlationId: string): Exchange["headers"] {
  return [
    ["authorization", `Bearer ${tokens.valid}`],
    ["content-type", "application/json"],
    ["correlation-id", correlationId],
    ["requesting-system", "HrSolWeb"],
  ];
}

const statusesSeen = new Map<number, number>();

async function sameOnBothPaths(exchange: Exchange): Promise<void> {
  const directLogged = direct.log.length;
  const standardLogged = standard.log.length;
  const [onDirect, onStandard] = [await send(direct, exchange), await send(standard, exchange)];
  statusesSeen.set(onDirect.status, (statusesSeen.get(onDirect.status) ?? 0) + 1);
  expect(JSON.stringify(onDirect)).toBe(JSON.stringify(onStandard));
  expect(JSON.stringify(withoutDuration(direct.log.slice(directLogged)))).toBe(JSON.stringify(withoutDuration(standard.log.slice(standardLogged))));
}

/** A JSON value changed at one place: a key removed, or a value replaced by anything JSON can hold. */
function mutated(text: string, path: readonly number[], replacement: unknown, remove: boolean): string {
  const root = JSON.parse(text) as unknown;
  let parent: Record<string, unknown> | unknown[] | undefined;
  let key: string | number | undefined;
  let current: unknown = root;
  for (const step of path) {
    if (current === null || typeof current !== "object") break;
    const keys = Object.keys(current);
    if (keys.length === 0) break;
    parent = current as Record<string, unknown>;
    key = keys[step % keys.length]!;
    current = (current as Record<string, unknown>)[key];
  }
  if (parent === undefined || key === undefined) return JSON.stringify(replacement);
  if (remove && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[key];
  else (parent as Record<string, unknown>)[key] = replacement;
  return JSON.stringify(root);
}

const identifier = fc.oneof(
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9-]{1,20}$/), weight: 6 },
  { arbitrary: fc.constantFrom("c-1", " spaced ", "", "a,b", "x".repeat(201), "ü-latin1"), weight: 1 },
);
/** A header present most of the time (`absentOneIn` = 5: absent one time in five). */
const optionalHeader = (name: string, values: fc.Arbitrary<string>, absentOneIn = 8) => fc.option(values.map((value) => [name, value] as const), { nil: undefined, freq: absentOneIn });
/** A header absent most of the time. */
const rareHeader = (name: string, values: fc.Arbitrary<string>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 8 }, { arbitrary: values.map((value) => [name, value] as const), weight: 1 });

const targets = fc.oneof(
  { arbitrary: fc.constantFrom(QUOTE, QUOTE, QUOTE, `${QUOTE}?explain=true`), weight: 8 },
  fc.constantFrom(`${QUOTE}?explain=true`, `${QUOTE}?explain=TRUE`, `${QUOTE}?explain=maybe`, `${QUOTE}?explain=true&explain=false`, `${QUOTE}/`, "/nowhere", "/", "//x/../v1/individualHealthcarePolicy/quote"),
  fc.constantFrom(
    "/v1/individualHealthcarePolicy/ncdLevel?uwType=CME&memberYearsClaimFree=2&priceDate=2026-03-01",
    "/v1/individualHealthcarePolicy/ncdLevel?uwType=XX&memberYearsClaimFree=-1",
    "/v1/individualHealthcarePolicy/incentives?fsaNumber=123456&paymentType=DD&paymentFrequency=12&priceDate=2026-03-01",
    "/v1/individualHealthcarePolicy/incentives",
  ),
  fc.webPath().map((path) => (path.startsWith("/") ? path : `/${path}`)),
);

function exchanges(bodies: fc.Arbitrary<Buffer | undefined>): fc.Arbitrary<Exchange> {
  return fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant("POST"), weight: 8 }, fc.constantFrom("GET", "HEAD", "PUT", "DELETE", "OPTIONS", "PATCH")),
      target: targets,
      authorization: optionalHeader("authorization", fc.constantFrom("valid", "valid", "valid", "valid", "valid", "valid", "valid", "valid", "stranger", "noScope", "expired", "Bearer", "Basic dXNlcjpwYXNz", "Bearer a b", "Bearer not.a.jwt")),
      contentType: optionalHeader("content-type", fc.constantFrom("application/json", "application/json", "application/json", "application/json", "application/json; charset=utf-8", "Application/JSON", "text/plain", "application/json; charset=latin1", "application/jsonx")),
      correlationId: optionalHeader("correlation-id", identifier),
      secondCorrelationId: rareHeader("Correlation-ID", identifier),
      requestingSystem: optionalHeader("requesting-system", fc.oneof({ arbitrary: fc.constantFrom("HrSolWeb", "BOOK-GENERATOR", "Unknown"), weight: 4 }, identifier)),
      body: bodies,
      chunked: fc.boolean(),
    })
    .map((drawn): Exchange => {
      const headers: (readonly [string, string])[] = [];
      if (drawn.authorization !== undefined) {
        const [, value] = drawn.authorization;
        headers.push(["authorization", value in tokens ? `Bearer ${tokens[value]}` : value]);
      }
      for (const header of [drawn.contentType, drawn.correlationId, drawn.secondCorrelationId, drawn.requestingSystem]) if (header !== undefined) headers.push(header);
      const hasBody = drawn.method !== "GET" && drawn.method !== "HEAD" && drawn.body !== undefined;
      return { method: drawn.method, target: drawn.target, headers, body: hasBody ? drawn.body : undefined, chunked: drawn.chunked };
    });
}

const soundBodies = fc.constantFrom(...examples).map((text) => Buffer.from(text));
const brokenBodies = fc.oneof(
  fc.tuple(fc.constantFrom(...examples), fc.array(fc.nat(), { maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), fc.boolean()).map(([text, path, replacement, remove]) => Buffer.from(mutated(text, path, replacement, remove))),
  fc.tuple(fc.constantFrom(...examples), fc.nat()).map(([text, cut]) => Buffer.from(text.slice(0, cut % text.length))),
  fc.jsonValue({ maxDepth: 3 }).map((value) => Buffer.from(JSON.stringify(value) ?? "")),
  fc.constantFrom('{"__proto__":{"x":1}}', '{"a":{"constructor":{"prototype":{}}}}', '{"\\u005f_proto__":1}', "", "   ", "null", "[]").map((text) => Buffer.from(text)),
  fc.constantFrom(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x7d]), Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]), Buffer.from("x".repeat(MAX_BODY_BYTES + 1)), Buffer.from(`{"pad":"${"y".repeat(MAX_BODY_BYTES * 2)}"}`)),
);

beforeAll(async () => {
  // This file compares the two paths, whichever one the rest of the run tests (PMI_TEST_BRIDGE).
  setRawExchangeEnabled(true);
  const pair = await generateKeyPair("ES256");
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair("ES256")).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: "bridge-key", alg: "ES256", use: "sig" };
  tokens = {
    valid: await sign(signingKey),
    stranger: await sign(strangerKey),
    noScope: await sign(signingKey, { scope: "other" }),
    expired: await sign(signingKey, { expiresIn: -3600 }),
  };
  direct = await startSide(jwk, false);
  standard = await startSide(jwk, true);
});

afterAll(async () => {
  for (const side of [direct, standard]) {
    side.agent.destroy();
    side.server.closeAllConnections();
    await new Promise((resolve) => side.server.close(resolve));
  }
});

describe("toNodeListener: the direct path and the standard path", () => {
  it("the library's handlers carry a direct entry point; a plain wrapper of them does not", () => {
    const handler = createQuoteHandler({ tables: defaultTables, authentication: "none" });
    expect(rawExchangeOf(handler)).toBeTypeOf("function");
    expect(rawExchangeOf((request) => handler(request))).toBeUndefined();
    // Non-enumerable: the handler looks like any function.
    expect(Object.keys(handler)).toEqual([]);
  });

  it("give the same answers and log entries to sound requests with any headers", async () => {
    statusesSeen.clear();
    await fc.assert(fc.asyncProperty(exchanges(soundBodies), sameOnBothPaths), { numRuns: 150 });
    // Refused by token, headers, media type, path and method: every stage was compared (a priced
    // answer is rarer among random headers; the test after the next one compares one for certain).
    for (const status of [400, 401, 404, 405, 415]) expect(statusesSeen.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);
  });

  it("give the same answers and log entries to broken, mutated and oversized requests", async () => {
    statusesSeen.clear();
    await fc.assert(fc.asyncProperty(exchanges(brokenBodies), sameOnBothPaths), { numRuns: 250 });
    expect(statusesSeen.get(400) ?? 0).toBeGreaterThan(0);
  });

  it("price a sound request on both paths (the comparison is not between two refusals)", async () => {
    const exchange: Exchange = {
      method: "POST",
      target: QUOTE,
      headers: soundQuoteHeaders("c-1"),
      body: Buffer.from(examples[0]!),
      chunked: false,
    };
    const [onDirect, onStandard] = [await send(direct, exchange), await send(standard, exchange)];
    expect(onDirect.status).toBe(200);
    expect(onDirect).toEqual(onStandard);
  });

  it("refuse a body over the limit alike, declared (Content-Length) or streamed (chunked)", async () => {
    for (const chunked of [false, true]) {
      statusesSeen.clear();
      await sameOnBothPaths({
        method: "POST",
        target: QUOTE,
        headers: soundQuoteHeaders("c-3"),
        body: Buffer.from(`{"pad":"${"y".repeat(MAX_BODY_BYTES * 2)}"}`),
        chunked,
      });
      expect([...statusesSeen.keys()]).toEqual([413]);
    }
  });

  it("close the connection on both paths after an upload abandoned at the limit", async () => {
    const exchange: Exchange = {
      method: "POST",
      target: QUOTE,
      headers: soundQuoteHeaders("c-2"),
      body: Buffer.from(`{"pad":"${"z".repeat(1024 * 1024)}"}`),
      chunked: true,
    };
    for (const side of [direct, standard]) {
      const answer = await sendKeepingConnectionHeaders(side, exchange);
      expect([answer.status, answer.connection]).toEqual([413, "close"]);
    }
  });
});
