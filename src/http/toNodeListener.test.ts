import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { connect } from "node:net";
import { knownTextOf, textResponse } from "./knownResponseText.js";
import { readRequestTextWithinLimit } from "./readRequestTextWithinLimit.js";
import { readTextWithinLimit } from "./readTextWithinLimit.js";
import { toNodeListener } from "./toNodeListener.js";

let server: Server | undefined;

async function serve(handler: (request: Request) => Promise<Response>): Promise<string> {
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  if (server === undefined) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

describe("toNodeListener", () => {
  it("passes method, URL, headers and body to the handler, and status, headers and body back", async () => {
    const url = await serve(async (request) => {
      const body = await request.text();
      return new Response(JSON.stringify({ method: request.method, path: new URL(request.url).pathname, query: new URL(request.url).search, header: request.headers.get("x-test"), body }), {
        status: 201,
        headers: [
          ["content-type", "application/json"],
          ["set-cookie", "a=1"],
          ["set-cookie", "b=2"],
        ],
      });
    });
    const response = await fetch(`${url}/some/path?x=1`, { method: "PUT", headers: { "x-test": "yes" }, body: "hello £" });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await response.json()).toEqual({ method: "PUT", path: "/some/path", query: "?x=1", header: "yes", body: "hello £" });
  });

  it("stops the upload when the handler stops reading, and still answers", async () => {
    let received = 0;
    const url = await serve(async (request) => {
      const result = await readTextWithinLimit(request.body, 1024);
      return new Response(result.ok ? "ok" : result.reason, { status: result.ok ? 200 : 413 });
    });
    // A streamed upload far larger than the limit, without Content-Length.
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64 * 1024 * 1024) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(url, { method: "POST", body, duplex: "half" } as RequestInit).catch((error: unknown) => error);
    received = sent;
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(413);
    expect(await (response as Response).text()).toBe("too-large");
    expect(received).toBeLessThan(64 * 1024 * 1024);
  });

  it("aborts the request's signal when the client goes away", async () => {
    let resolveStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (resolveStarted = resolve));
    let resolveAborted: (value: boolean) => void = () => undefined;
    const aborted = new Promise<boolean>((resolve) => (resolveAborted = resolve));
    const url = await serve(async (request) => {
      request.signal.addEventListener("abort", () => resolveAborted(true));
      resolveStarted();
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      return new Response("late");
    });
    const client = httpRequest(url, { method: "GET" });
    client.on("error", () => undefined);
    client.end();
    // Hang up only once the handler is running, however slow the machine.
    await started;
    client.destroy();
    expect(await aborted).toBe(true);
  });

  it("answers a 500 problem when the handler throws", async () => {
    const url = await serve(async () => {
      throw new Error("secret detail");
    });
    const response = await fetch(url, { headers: { "Correlation-ID": "c-9" } });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("correlation-id")).toBe("c-9");
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text)).toMatchObject({ status: 500, code: "INTERNAL_ERROR" });
  });

  it("answers methods and targets a Fetch Request cannot carry itself, without calling the handler", async () => {
    let calls = 0;
    const refused: unknown[] = [];
    server = createServer(
      toNodeListener(
        async () => {
          calls += 1;
          return new Response("ok");
        },
        { onRefused: (event) => refused.push(event) },
      ),
    );
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const statusOf = (method: string, path: string) =>
      new Promise<number>((resolve, reject) => {
        const client = httpRequest({ host: "127.0.0.1", port, method, path }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        client.on("error", reject);
        client.end();
      });
    expect(await statusOf("TRACE", "/anything")).toBe(501);
    expect(await statusOf("GET", "http://[")).toBe(400);
    expect(await statusOf("GET", "/fine")).toBe(200);
    expect(calls).toBe(1);
    expect(refused).toEqual([
      { status: 501, code: "METHOD_NOT_IMPLEMENTED" },
      { status: 400, code: "INVALID_REQUEST_TARGET" },
    ]);
  });

  it("gives the handler a Request whose body is read from the socket, and writes a known text in one answer with Content-Length", async () => {
    const seen: unknown[] = [];
    const url = await serve(async (request) => {
      seen.push(request instanceof Request, request.method, request.headers.get("x-test"), new URL(request.url).pathname);
      const body = await readRequestTextWithinLimit(request, 1024);
      // Read once for the handler, the body is still there for whoever asks next.
      seen.push(body, await request.text());
      return textResponse("answered £", { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });
    });
    const response = await fetch(`${url}/a/b`, { method: "POST", headers: { "x-test": "yes" }, body: "hello £" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength("answered £")));
    expect(response.headers.get("transfer-encoding")).toBeNull();
    expect(await response.text()).toBe("answered £");
    expect(seen).toEqual([true, "POST", "yes", "/a/b", { ok: true, text: "hello £" }, "hello £"]);
  });

  it("stops a direct body read past the limit, answers, and refuses invalid UTF-8", async () => {
    const url = await serve(async (request) => {
      const result = await readRequestTextWithinLimit(request, 1024);
      return new Response(result.ok ? result.text : result.reason, { status: result.ok ? 200 : 400 });
    });
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64 * 1024 * 1024) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const tooLarge = await fetch(url, { method: "POST", body, duplex: "half" } as RequestInit).catch((error: unknown) => error);
    expect(tooLarge).toBeInstanceOf(Response);
    expect(await (tooLarge as Response).text()).toBe("too-large");
    expect((tooLarge as Response).headers.get("connection")).toBe("close");
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    const invalid = await fetch(url, { method: "POST", body: new Uint8Array([0x7b, 0xc3, 0x28, 0x7d]) });
    expect(await invalid.text()).toBe("not-utf-8");
  });

  it("fails a direct body read and aborts the signal when the client goes away mid-body", async () => {
    let resolveStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (resolveStarted = resolve));
    let resolveOutcome: (value: unknown) => void = () => undefined;
    const outcome = new Promise<unknown>((resolve) => (resolveOutcome = resolve));
    const url = await serve(async (request) => {
      resolveStarted();
      try {
        await readRequestTextWithinLimit(request, 1024);
        resolveOutcome("read");
      } catch {
        resolveOutcome({ failed: true, aborted: request.signal.aborted });
      }
      return new Response("late");
    });
    const { port } = new URL(url);
    const socket = connect(Number(port), "127.0.0.1");
    socket.on("error", () => undefined);
    socket.write("POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789");
    await started;
    socket.destroy();
    expect(await outcome).toEqual({ failed: true, aborted: true });
  });

  it("refuses a target with credentials, which no Fetch Request may carry, without calling the handler", async () => {
    let calls = 0;
    const url = await serve(async () => {
      calls += 1;
      return new Response("ok");
    });
    const { port } = new URL(url);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const client = httpRequest({ host: "127.0.0.1", port: Number(port), method: "GET", path: "http://user:secret@localhost/x", headers: { "correlation-id": "c-2" } }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      client.on("error", reject);
      client.end();
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ code: "MALFORMED_HTTP_REQUEST", instance: "urn:correlation-id:c-2" });
    expect(answer.body).not.toContain("secret");
    expect(calls).toBe(0);
  });

  it("still streams a Response whose text it does not know", async () => {
    const url = await serve(async () => {
      const parts = ["one ", "two"];
      expect(knownTextOf(new Response("x"))).toBeUndefined();
      return new Response(new ReadableStream({ pull: (controller) => (parts.length > 0 ? controller.enqueue(new TextEncoder().encode(parts.shift())) : controller.close()) }));
    });
    const response = await fetch(url);
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    expect(await response.text()).toBe("one two");
  });

  it("gives a Request that new Request() and fetch() take as one, with its method, headers and body", async () => {
    const upstream = createServer((request, response) => {
      let body = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (body += chunk));
      request.on("end", () => response.end(`${request.method} ${request.headers["x-test"]} ${body}`));
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
    try {
      const url = await serve(async (request) => {
        const copy = new Request(request);
        const forwarded = await fetch(new Request(upstreamUrl, copy));
        return new Response(`${copy.method} ${copy.headers.get("x-test")} | ${await forwarded.text()}`);
      });
      const response = await fetch(url, { method: "PUT", headers: { "x-test": "yes" }, body: "payload" });
      expect(await response.text()).toBe("PUT yes | PUT yes payload");
    } finally {
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
