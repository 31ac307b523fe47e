import { describe, expect, it } from "vitest";
import { problemResponse } from "./problemAnswer.js";
import { createProblemDetails, problemTypeOf } from "./problemResponse.js";

const context = { correlationId: "abc/1 2", problemTypeBase: "urn:pmi-rating:problem:" };

describe("problemTypeOf", () => {
  it("appends the code in kebab case to the base", () => {
    expect(problemTypeOf("https://errors.example.com/", "PAYLOAD_TOO_LARGE")).toBe("https://errors.example.com/payload-too-large");
  });
});

describe("createProblemDetails", () => {
  it("builds every RFC 9457 member and the code, naming the occurrence by the correlation id", () => {
    expect(createProblemDetails({ status: 413, code: "PAYLOAD_TOO_LARGE", detail: "Too big." }, context)).toEqual({
      type: "urn:pmi-rating:problem:payload-too-large",
      title: "Content Too Large",
      status: 413,
      detail: "Too big.",
      instance: "urn:correlation-id:abc%2F1%202",
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("names an occurrence without correlation id by a random UUID, and keeps the errors", () => {
    const errors = [{ pointer: "", code: "INVALID_REQUEST", message: "Send an object." }];
    const problem = createProblemDetails({ status: 400, code: "INVALID_REQUEST", detail: "Bad.", errors }, { ...context, correlationId: undefined });
    expect(problem.instance).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(problem.errors).toEqual(errors);
  });
});

describe("problemResponse", () => {
  it("is application/problem+json, never cached, with the correlation id echoed and extra headers kept", async () => {
    const response = problemResponse({ status: 405, code: "METHOD_NOT_ALLOWED", detail: "POST only.", headers: { allow: "POST" } }, context);
    expect(response.status).toBe(405);
    expect(response.headers.get("content-type")).toBe("application/problem+json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("correlation-id")).toBe("abc/1 2");
    expect(response.headers.get("allow")).toBe("POST");
    expect(await response.json()).toMatchObject({ status: 405, title: "Method Not Allowed" });
  });
});
