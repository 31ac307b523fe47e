import { describe, expect, it } from "vitest";
import { rawProblemResponse } from "./rawProblemResponse.js";

describe("rawProblemResponse", () => {
  it("is a complete HTTP/1.1 problem response that closes the connection, with a correct length", () => {
    const text = rawProblemResponse({ status: 501, code: "METHOD_NOT_IMPLEMENTED", detail: "No £ for TRACE.", headers: { allow: "POST" } });
    const [head, body] = text.split("\r\n\r\n") as [string, string];
    const lines = head.split("\r\n");
    expect(lines[0]).toBe("HTTP/1.1 501 Not Implemented");
    expect(lines).toEqual(
      expect.arrayContaining(["content-type: application/problem+json", "connection: close", "allow: POST", `content-length: ${Buffer.byteLength(body)}`]),
    );
    expect(JSON.parse(body)).toMatchObject({
      status: 501,
      code: "METHOD_NOT_IMPLEMENTED",
      title: "Not Implemented",
      type: "urn:pmi-rating:problem:method-not-implemented",
    });
  });
});
