import { connect } from "node:net";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_REQUEST, QUOTE_PATH, start, testToken, type Started } from "./harness.js";

// Raw requests on a socket, as a hostile or broken client sends them: the reference service
// must answer each with a problem (or close quietly) and go on answering everyone else.

let started: Started;
let port: number;
let token: string;

beforeAll(async () => {
  started = await start({ requestTimeoutMs: 600 });
  port = Number(new URL(started.service.url).port);
  token = await testToken(started.service);
});

afterAll(async () => {
  await started.service.close();
});

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly raw: string;
}

/** Sends bytes as they are, reads until the server closes the connection, and parses the answer. */
function exchange(parts: readonly (string | Buffer)[], options: { readonly pauseMs?: number; readonly destroyAfterMs?: number } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = raw.split("\r\n\r\n");
      const [statusLine = "", ...headerLines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = rest.join("\r\n\r\n");
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: headers["transfer-encoding"] === "chunked" ? dechunk(body) : body, raw });
    });
    void (async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        if (options.pauseMs !== undefined) await new Promise((wait) => setTimeout(wait, options.pauseMs));
      }
      if (options.destroyAfterMs !== undefined) setTimeout(() => socket.destroy(), options.destroyAfterMs);
    })();
  });
}

/** The payload of a chunked body (RFC 9112 section 7.1), without extensions or trailers. */
function dechunk(text: string): string {
  let payload = "";
  let rest = text;
  for (;;) {
    const lineEnd = rest.indexOf("\r\n");
    const size = Number.parseInt(rest.slice(0, lineEnd), 16);
    if (!(size > 0)) return payload;
    payload += rest.slice(lineEnd + 2, lineEnd + 2 + size);
    rest = rest.slice(lineEnd + 2 + size + 2);
  }
}

function problemOf(answer: RawAnswer): { code: string; status: number } {
  expect(answer.headers["content-type"]).toBe("application/problem+json");
  return JSON.parse(answer.body) as { code: string; status: number };
}

async function expectStillServing(): Promise<void> {
  const health = await fetch(`${started.service.url}/healthz`);
  expect(health.status).toBe(200);
}

const close = "Connection: close\r\n";

describe("the reference service on a raw socket", () => {
  it.each([
    ["TRACE on the quotation path", `TRACE ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 501, "METHOD_NOT_IMPLEMENTED"],
    ["TRACK", `TRACK / HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 501, "METHOD_NOT_IMPLEMENTED"],
    ["CONNECT", `CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`, 501, "METHOD_NOT_IMPLEMENTED"],
    ["an unknown method token", `BREW / HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 501, "METHOD_NOT_IMPLEMENTED"],
    ["a known method the path does not take", `PROPFIND ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 405, "METHOD_NOT_ALLOWED"],
    ["a target WHATWG URL refuses", `GET http://[ HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 400, "INVALID_REQUEST_TARGET"],
    ["the asterisk target", `OPTIONS * HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 404, "NOT_FOUND"],
    ["an unknown path", `GET /etc/passwd HTTP/1.1\r\nHost: x\r\n${close}\r\n`, 404, "NOT_FOUND"],
    ["a header with a control character", `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n${close}\r\n`, 400, "MALFORMED_HTTP_REQUEST"],
    ["a header line without a colon", `GET /healthz HTTP/1.1\r\nHost: x\r\nnot a header\r\n${close}\r\n`, 400, "MALFORMED_HTTP_REQUEST"],
    ["headers larger than Node accepts", `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n${close}\r\n`, 431, "REQUEST_HEADERS_TOO_LARGE"],
    [
      "both Content-Length and chunked framing",
      `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n${close}\r\n0\r\n\r\n`,
      400,
      "MALFORMED_HTTP_REQUEST",
    ],
    ["a version that is not HTTP/1.x", `GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n`, 400, "MALFORMED_HTTP_REQUEST"],
    ["an HTTP/1.1 request without Host", `GET /healthz HTTP/1.1\r\n${close}\r\n`, 400, "MISSING_HOST"],
    [
      "an expectation other than 100-continue",
      `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Length: 2\r\n${close}\r\n{}`,
      417,
      "EXPECTATION_FAILED",
    ],
  ])("answers %s with a problem and keeps serving", async (_name, request, status, code) => {
    const answer = await exchange([request]);
    expect(answer.status).toBe(status);
    expect(problemOf(answer)).toMatchObject({ status, code });
    if (status === 405) expect(answer.headers.allow).toBe("POST");
    await expectStillServing();
  });

  it("refuses a body really compressed with gzip and framed by Content-Length with 415, never reading it as JSON", async () => {
    const body = gzipSync(EXAMPLE_REQUEST);
    const answer = await exchange([
      `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nCorrelation-ID: coded-2\r\nRequesting-System: raw\r\nContent-Encoding: gzip\r\nContent-Length: ${body.length}\r\n${close}\r\n`,
      body,
    ]);
    expect(answer.status).toBe(415);
    expect(problemOf(answer)).toMatchObject({ status: 415, code: "UNSUPPORTED_CONTENT_ENCODING" });
    expect(answer.headers["content-type"]).toMatch(/^application\/problem\+json/);
    await expectStillServing();
  });

  it("answers an HTTP/1.0 request without Host (Host is HTTP/1.1's requirement)", async () => {
    const answer = await exchange([`GET /healthz HTTP/1.0\r\n\r\n`]);
    expect(answer.status).toBe(200);
  });

  it.each([
    ["a gzip transfer coding under chunked", "Transfer-Encoding: gzip, chunked", "UNSUPPORTED_TRANSFER_ENCODING"],
    ["a gzip content coding", "Content-Encoding: gzip\r\nTransfer-Encoding: chunked", "UNSUPPORTED_CONTENT_ENCODING"],
  ])("refuses a body sent with %s with 415, never pricing it as plain", async (_name, coding, code) => {
    const body = Buffer.from(EXAMPLE_REQUEST);
    const answer = await exchange([
      `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nCorrelation-ID: coded-1\r\nRequesting-System: raw\r\n${coding}\r\n${close}\r\n`,
      `${body.length.toString(16)}\r\n`,
      body,
      "\r\n0\r\n\r\n",
    ]);
    expect(answer.status).toBe(415);
    expect(problemOf(answer)).toMatchObject({ status: 415, code });
    await expectStillServing();
  });

  it("answers the absolute form of a request target as the path it names", async () => {
    const answer = await exchange([`GET http://elsewhere.example/healthz HTTP/1.1\r\nHost: elsewhere.example\r\n${close}\r\n`]);
    expect(answer.status).toBe(200);
  });

  it("refuses two Correlation-ID headers with a 400 that echoes neither", async () => {
    const body = Buffer.from(EXAMPLE_REQUEST);
    const answer = await exchange([
      `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nCorrelation-ID: first\r\nCorrelation-ID: second\r\nRequesting-System: raw\r\nContent-Length: ${body.length}\r\n${close}\r\n`,
      body,
    ]);
    expect(answer.status).toBe(400);
    expect(problemOf(answer)).toMatchObject({ code: "INVALID_HEADER" });
    expect(answer.headers["correlation-id"]).toBeUndefined();
    expect(answer.raw).not.toContain("first, second");
  });

  it("prices a body sent slowly in pieces within the request timeout", async () => {
    const body = Buffer.from(EXAMPLE_REQUEST);
    const third = Math.ceil(body.length / 3);
    const answer = await exchange(
      [
        `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nCorrelation-ID: slow-1\r\nRequesting-System: raw\r\nContent-Length: ${body.length}\r\n${close}\r\n`,
        body.subarray(0, third),
        body.subarray(third, 2 * third),
        body.subarray(2 * third),
      ],
      { pauseMs: 60 },
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty("quoteResponse");
  });

  it("answers a body that stalls past the request timeout with 408 and keeps serving", async () => {
    const answer = await exchange([
      `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nCorrelation-ID: stall-1\r\nRequesting-System: raw\r\nContent-Length: 5000\r\n\r\n{"individual`,
    ]);
    expect(answer.status).toBe(408);
    expect(problemOf(answer)).toMatchObject({ code: "REQUEST_TIMEOUT" });
    await expectStillServing();
  });

  it("answers headers that never end with 408", async () => {
    const answer = await exchange([`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n`]);
    expect(answer.status).toBe(408);
    await expectStillServing();
  });

  it("logs a client that disconnects mid-body as a closed request, never as a 500, and keeps serving", async () => {
    const before = started.logLines.length;
    await exchange(
      [
        `POST ${QUOTE_PATH} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nCorrelation-ID: gone-1\r\nRequesting-System: raw\r\nContent-Length: 5000\r\n\r\n{"individual`,
      ],
      { destroyAfterMs: 100 },
    );
    await new Promise((wait) => setTimeout(wait, 100));
    const entries = started.logLines
      .slice(before)
      .map((line) => JSON.parse(line) as { level: string; event: string; status?: number; code?: string; correlationId?: string });
    expect(entries.filter((entry) => entry.correlationId === "gone-1")).toEqual([expect.objectContaining({ status: 499, code: "CLIENT_CLOSED_REQUEST", level: "info" })]);
    expect(entries.some((entry) => entry.level === "error")).toBe(false);
    await expectStillServing();
  });

  it("never writes the request target or a header value to its log", async () => {
    await exchange([`GET http://[secret-target HTTP/1.1\r\nHost: x\r\nX-Private: 1988-09-14\r\n${close}\r\n`]);
    await exchange([`BREW /secret-path HTTP/1.1\r\nHost: x\r\n${close}\r\n`]);
    const log = started.logLines.join("\n");
    for (const leak of ["secret-target", "secret-path", "1988-09-14"]) expect(log).not.toContain(leak);
  });

  it("answers any request line and headers a client may send with a status, and keeps serving (property)", async () => {
    const token = fc.stringMatching(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,12}$/);
    const method = fc.oneof(fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "TRACK", "PROPFIND", "M-SEARCH", "PURGE"), token);
    const target = fc.oneof(
      fc.constantFrom("*", "/", QUOTE_PATH, `${QUOTE_PATH}?explain=maybe`, "http://[", "http://x/healthz", "//a//b", "/%zz", "/..%2f..", "example.com:443"),
      fc.stringMatching(/^[\x21-\x7e]{1,40}$/),
    );
    const header = fc.tuple(token, fc.stringMatching(/^[\x20-\x7e\x80-\xff]{0,40}$/));
    await fc.assert(
      fc.asyncProperty(method, target, fc.array(header, { maxLength: 5 }), async (verb, path, headers) => {
        const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join("");
        const answer = await exchange([Buffer.from(`${verb} ${path} HTTP/1.1\r\nHost: x\r\n${lines}${close}\r\n`, "latin1")]);
        expect(answer.status).toBeGreaterThanOrEqual(200);
        expect(answer.status).toBeLessThan(600);
      }),
      { numRuns: 60 },
    );
    await expectStillServing();
    expect(started.logLines.some((line) => (JSON.parse(line) as { level: string }).level === "error")).toBe(false);
  });
});
