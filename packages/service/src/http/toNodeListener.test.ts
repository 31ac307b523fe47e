import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { defaultTables } from "pmi-rating/tables";
import { createQuoteHandler, type FetchHandler } from "pmi-rating/http";
import { readTextWithinLimit } from "../../../../src/http/readTextWithinLimit.js";
import { toNodeListener } from "./toNodeListener.js";

let server: Server | undefined;

async function serve(handler: FetchHandler): Promise<string> {
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
  it("leaves the embedder's global Request and Response alone by default, also once it has answered", async () => {
    const [globalRequest, globalResponse] = [globalThis.Request, globalThis.Response];
    const url = await serve(async () => new Response("ok"));
    expect(await (await fetch(`${url}/`)).text()).toBe("ok");
    expect(globalThis.Request).toBe(globalRequest);
    expect(globalThis.Response).toBe(globalResponse);
  });

  it("offers the handler the adapter's own Response class, with the globals left alone, and writes its answers as it writes any other", async () => {
    const [globalRequest, globalResponse] = [globalThis.Request, globalThis.Response];
    let offered: typeof Response | undefined;
    server = createServer(
      toNodeListener(async (_request, connection) => {
        offered = connection?.Response;
        return new (connection?.Response ?? Response)('{"ok":true}', { status: 201, headers: { "content-type": "application/json", "x-test": "yes" } });
      }),
    );
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    expect(response.status).toBe(201);
    expect(response.headers.get("x-test")).toBe("yes");
    expect(response.headers.get("content-length")).toBe("11");
    expect(await response.json()).toEqual({ ok: true });
    // The adapter's class, which extends the standard one (Node's own extends nothing).
    expect(Object.getPrototypeOf(offered)).not.toBe(Function.prototype);
    expect(globalThis.Request).toBe(globalRequest);
    expect(globalThis.Response).toBe(globalResponse);
  });

  it("keeps a header that a wrapper adds to the library handler's answer", async () => {
    const handler = createQuoteHandler({ tables: defaultTables, authentication: "none" });
    const url = await serve(async (request, connection) => {
      const response = await handler(request, connection);
      response.headers.set("access-control-allow-origin", "*");
      return response;
    });
    const response = await fetch(`${url}/elsewhere`, { headers: { "correlation-id": "c-9" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("correlation-id")).toBe("c-9");
    expect(((await response.json()) as { code: string }).code).toBe("NOT_FOUND");
  });

  it("passes method, URL, headers and body to the handler, and status, headers and body back", async () => {
    const url = await serve(async (request) => {
      const body = await request.text();
      return new Response(
        JSON.stringify({ method: request.method, path: new URL(request.url).pathname, query: new URL(request.url).search, header: request.headers.get("x-test"), body }),
        {
          status: 201,
          headers: [
            ["content-type", "application/json"],
            ["set-cookie", "a=1"],
            ["set-cookie", "b=2"],
          ],
        },
      );
    });
    const response = await fetch(`${url}/some/path?x=1`, { method: "PUT", headers: { "x-test": "yes" }, body: "hello £" });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(await response.json()).toEqual({ method: "PUT", path: "/some/path", query: "?x=1", header: "yes", body: "hello £" });
  });

  it("stops the upload when the handler stops reading, and still answers", async () => {
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
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(413);
    expect(await (response as Response).text()).toBe("too-large");
    // The upload stopped well short of its end: the body was not drained.
    expect(sent).toBeLessThan(64 * 1024 * 1024);
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

  it("gives an embedder's handler a Request it can read, copy (by its parts) and send on with fetch", async () => {
    const url = await serve(async (request) => {
      expect(request).toBeInstanceOf(Request);
      // The second hop answers with what it received.
      if (request.headers.get("x-hop") === "2") {
        return Response.json({ method: request.method, path: new URL(request.url).pathname, header: request.headers.get("x-test"), body: await request.text() });
      }
      // A proxying handler: a copy of the request (body included), sent on with fetch. The
      // adapter's lazily built Request is copied by its parts, not with new Request(request)
      // (docs/http.md: the global Request is left alone).
      const copy = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        duplex: "half",
        signal: request.signal,
      } as RequestInit);
      copy.headers.set("x-hop", "2");
      return fetch(copy);
    });
    const response = await fetch(`${url}/forwarded`, { method: "POST", headers: { "x-test": "yes" }, body: "hello £" });
    expect(await response.json()).toEqual({ method: "POST", path: "/forwarded", header: "yes", body: "hello £" });
  });

  it("gives a handler wrapping one of the library's a real Request too", async () => {
    const library = createQuoteHandler({ tables: defaultTables, authentication: "none" });
    let seen: unknown;
    const url = await serve(async (request) => {
      seen = request;
      return library(request);
    });
    const response = await fetch(`${url}/v1/individualHealthcarePolicy/quote`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(response.status).toBe(400);
    expect(seen).toBeInstanceOf(Request);
  });
});
