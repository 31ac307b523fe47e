import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { createQuoteHandler, type RequestLogEntry } from "pmi-rating/http";
import { toNodeListener } from "../src/http/toNodeListener.js";
import { safeQuote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { EXAMPLE_REQUEST } from "./harness.js";

const headers = { "content-type": "application/json", "Correlation-ID": "h-1", "Requesting-System": "embedder" };
let server: Server | undefined;

afterEach(async () => {
  if (server === undefined) return;
  server.closeAllConnections();
  await new Promise((resolve) => server!.close(resolve));
  server = undefined;
});

async function serve(handler: (request: Request) => Promise<Response>): Promise<string> {
  server = createServer(toNodeListener(handler));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("createQuoteHandler, embedded", () => {
  it("runs on the Fetch API alone, with the real engine, under a base path", async () => {
    const handler = createQuoteHandler({ tables: defaultTables, authentication: "none", basePath: "/pricing/" });
    const response = await handler(new Request("http://any.host/pricing/v1/individualHealthcarePolicy/quote", { method: "POST", headers, body: EXAMPLE_REQUEST }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { quoteResponse: { productName: string } }).quoteResponse.productName).toBe("HrSol");
    const offBase = await handler(new Request("http://any.host/v1/individualHealthcarePolicy/quote", { method: "POST", headers, body: EXAMPLE_REQUEST }));
    expect(offBase.status).toBe(404);
  });

  it("applies a smaller body limit from its options", async () => {
    const handler = createQuoteHandler({ tables: defaultTables, authentication: "none", limits: { maxBodyBytes: 100 } });
    const response = await handler(new Request("http://h/v1/individualHealthcarePolicy/quote", { method: "POST", headers, body: EXAMPLE_REQUEST }));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { detail: string }).detail).toBe("The body is larger than the limit of 100 bytes.");
  });

  it("hands the rating to an injected quote function with the registry and explain", async () => {
    const calls: unknown[] = [];
    const handler = createQuoteHandler({
      tables: defaultTables,
      authentication: "none",
      registry: ["HrSolWeb"],
      quote: (request, _tables, options) => {
        calls.push(options);
        return { success: false, issues: [{ path: "/individualHealthCarePolicy/quote/callingSystem", code: "UNREGISTERED_CALLING_SYSTEM", message: "Not registered." }] };
      },
    });
    const response = await handler(new Request("http://h/v1/individualHealthcarePolicy/quote?explain=true", { method: "POST", headers, body: EXAMPLE_REQUEST }));
    expect(calls).toEqual([{ explain: true, registry: ["HrSolWeb"] }]);
    expect(response.status).toBe(403);
  });

  it("adds the movement of a Renewal with ?movement=true, as safeQuote works it, and refuses a movement that is not true or false", async () => {
    const renewal = readFileSync(new URL("../../../examples/requests/renewal-previous-premium.json", import.meta.url), "utf8");
    const handler = createQuoteHandler({ tables: defaultTables, authentication: "none" });
    const post = (query: string) => handler(new Request(`http://h/v1/individualHealthcarePolicy/quote${query}`, { method: "POST", headers, body: renewal }));
    const expected = safeQuote(JSON.parse(renewal), defaultTables, { movement: true });
    if (!expected.success || expected.data.movement === undefined) throw new Error("the example renewal has no movement");

    const withMovement = await post("?movement=true");
    expect(withMovement.status).toBe(200);
    const { quoteResponse } = (await withMovement.json()) as { quoteResponse: { movement?: { change: number; parts: { amount: number }[] }; worksheet?: unknown } };
    expect(quoteResponse.movement).toEqual(expected.data.movement);
    expect(quoteResponse.worksheet).toBeUndefined();

    const without = (await (await post("")).json()) as { quoteResponse: Record<string, unknown> };
    expect(Object.keys(without.quoteResponse)).not.toContain("movement");
    const both = (await (await post("?explain=true&movement=true")).json()) as { quoteResponse: Record<string, unknown> };
    expect(Object.keys(both.quoteResponse)).toEqual(expect.arrayContaining(["movement", "worksheet"]));

    const refused = await post("?movement=yes");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: unknown[] }).errors).toEqual([
      { parameter: "movement", code: "INVALID_QUERY_PARAMETER", message: "The movement parameter, when given once, is true or false." },
    ]);
  });

  it("answers an unexpected exception with a 500 problem that leaks neither stack nor request data, over node:http", async () => {
    const errors: unknown[] = [];
    const log: RequestLogEntry[] = [];
    const url = await serve(
      createQuoteHandler({
        tables: defaultTables,
        authentication: "none",
        quote: (request) => {
          throw new Error(`boom while reading ${JSON.stringify(request)}`);
        },
        onError: (error) => errors.push(error),
        logger: (entry) => log.push(entry),
      }),
    );
    const response = await fetch(`${url}/v1/individualHealthcarePolicy/quote`, { method: "POST", headers, body: EXAMPLE_REQUEST });
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("correlation-id")).toBe("h-1");
    const text = await response.text();
    for (const leak of ["boom", "1988-09-14", "SW1A", "at ", ".ts"]) expect(text).not.toContain(leak);
    expect(JSON.parse(text)).toEqual({
      type: "urn:pmi-rating:problem:internal-error",
      title: "Internal Server Error",
      status: 500,
      detail: "The service could not complete the request; try again later.",
      instance: "urn:correlation-id:h-1",
      code: "INTERNAL_ERROR",
    });
    expect(errors).toHaveLength(1);
    expect(log).toEqual([
      {
        method: "POST",
        path: "/v1/individualHealthcarePolicy/quote",
        status: 500,
        durationMs: expect.any(Number),
        correlationId: "h-1",
        requestingSystem: "embedder",
        code: "INTERNAL_ERROR",
      },
    ]);
  });

  it("still answers when the embedder's logger throws", async () => {
    const handler = createQuoteHandler({
      tables: defaultTables,
      authentication: "none",
      logger: () => {
        throw new Error("log store down");
      },
    });
    const response = await handler(new Request("http://h/elsewhere"));
    expect(response.status).toBe(404);
  });
});
