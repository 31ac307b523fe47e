import { describe, expect, it } from "vitest";
import { answerWithProblemsAndLog } from "./answerWithProblemsAndLog.js";
import { fetchHandlerOf } from "./fetchHandlerOf.js";
import type { RequestLogEntry } from "./requestLog.js";

const problemTypeBase = "urn:test:problem:";

describe("answerWithProblemsAndLog", () => {
  it("turns a problem into problem+json with the Correlation-ID echoed, and logs it with its code and caller", async () => {
    const entries: RequestLogEntry[] = [];
    const handle = fetchHandlerOf(
      answerWithProblemsAndLog(
        async (_request, seen) => {
          seen.clientId = "client-1";
          return { status: 404, code: "NOT_FOUND", detail: "No operation here." };
        },
        { problemTypeBase, logger: (entry) => entries.push(entry) },
      ),
    );
    const response = await handle(new Request("http://localhost/x?postcode=SW1A", { headers: { "correlation-id": "c-1", "requesting-system": " web " } }));
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/problem\+json/);
    expect(response.headers.get("correlation-id")).toBe("c-1");
    expect(entries).toEqual([
      expect.objectContaining({ method: "GET", path: "/x", status: 404, code: "NOT_FOUND", correlationId: "c-1", requestingSystem: "web", clientId: "client-1" }),
    ]);
  });

  it("answers an exception with a 500 that carries nothing of the error, tells onError, and survives throwing hooks", async () => {
    const errors: unknown[] = [];
    const handle = fetchHandlerOf(
      answerWithProblemsAndLog(
        async () => {
          throw new Error("secret detail");
        },
        {
          problemTypeBase,
          onError: (error) => {
            errors.push(error);
            throw new Error("the hook fails too");
          },
          logger: () => {
            throw new Error("so does the logger");
          },
        },
      ),
    );
    const response = await handle(new Request("http://localhost/x"));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("secret detail");
    expect(errors).toHaveLength(1);
  });

  it("logs a request whose client has gone as 499, without telling onError", async () => {
    const controller = new AbortController();
    const entries: RequestLogEntry[] = [];
    const errors: unknown[] = [];
    const handle = fetchHandlerOf(
      answerWithProblemsAndLog(
        async () => {
          controller.abort();
          throw new Error("body stream aborted");
        },
        { problemTypeBase, logger: (entry) => entries.push(entry), onError: (error) => errors.push(error) },
      ),
    );
    await handle(new Request("http://localhost/x", { signal: controller.signal }));
    expect(entries[0]).toMatchObject({ status: 499, code: "CLIENT_CLOSED_REQUEST" });
    expect(errors).toEqual([]);
  });
});
