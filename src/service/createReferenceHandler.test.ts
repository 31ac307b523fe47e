import { describe, expect, it } from "vitest";
import type { RequestLogEntry } from "../http/requestLog.js";
import { createReferenceHandler } from "./createReferenceHandler.js";

function handlerWithLog() {
  const log: RequestLogEntry[] = [];
  const errors: unknown[] = [];
  const handler = createReferenceHandler({
    quote: async () => new Response("quote"),
    routes: {
      "/healthz": { method: "GET", handle: async () => Response.json({ status: "ok" }) },
      "/broken": {
        method: "GET",
        handle: async () => {
          throw new Error("disk full");
        },
      },
    },
    logger: (entry) => log.push(entry),
    onError: (error) => errors.push(error),
  });
  return { handler, log, errors };
}

describe("createReferenceHandler", () => {
  it("sends its own routes to their handlers and everything else to the quotation operation", async () => {
    const { handler } = handlerWithLog();
    expect(await (await handler(new Request("http://h/healthz"))).json()).toEqual({ status: "ok" });
    expect(await (await handler(new Request("http://h/anything", { method: "POST", body: "x" }))).text()).toBe("quote");
  });

  it("answers HEAD on a GET route without a body, and another method with a 405 problem", async () => {
    const { handler } = handlerWithLog();
    const head = await handler(new Request("http://h/healthz", { method: "HEAD" }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const post = await handler(new Request("http://h/healthz", { method: "POST", body: "" }));
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET");
    expect(post.headers.get("content-type")).toBe("application/problem+json");
  });

  it("logs each route's request and echoes the Correlation-ID", async () => {
    const { handler, log } = handlerWithLog();
    const response = await handler(new Request("http://h/healthz?secret=1", { headers: { "Correlation-ID": "r-1" } }));
    expect(response.headers.get("correlation-id")).toBe("r-1");
    expect(log).toEqual([{ method: "GET", path: "/healthz", status: 200, durationMs: expect.any(Number), correlationId: "r-1" }]);
  });

  it("turns a failing route into a 500 problem and reports the error", async () => {
    const { handler, errors } = handlerWithLog();
    const response = await handler(new Request("http://h/broken"));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("disk full");
    expect(errors).toHaveLength(1);
  });
});
