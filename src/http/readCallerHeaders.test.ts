import { describe, expect, it } from "vitest";
import { readCallerHeaders, usableCorrelationId } from "./readCallerHeaders.js";

const both = { "Correlation-ID": "c-1", "Requesting-System": "broker-portal" };

describe("readCallerHeaders", () => {
  it("reads both identifiers and explain", () => {
    expect(readCallerHeaders(new Headers(both), new URLSearchParams("explain=TRUE"))).toEqual({
      ok: true,
      correlationId: "c-1",
      requestingSystem: "broker-portal",
      explain: true,
      movement: false,
    });
    expect(readCallerHeaders(new Headers(both), new URLSearchParams())).toMatchObject({ ok: true, explain: false, movement: false });
  });

  it("reads the movement switch beside explain, and refuses it sent twice", () => {
    expect(readCallerHeaders(new Headers(both), new URLSearchParams("movement=true"))).toMatchObject({ ok: true, explain: false, movement: true });
    expect(readCallerHeaders(new Headers(both), new URLSearchParams("movement=false&movement=true"))).toEqual({
      ok: false,
      errors: [{ parameter: "movement", code: "INVALID_QUERY_PARAMETER", message: "The movement parameter, when given once, is true or false." }],
    });
  });

  it("reports every missing or unusable header and a bad explain together", () => {
    const result = readCallerHeaders(new Headers({ "Requesting-System": "x".repeat(201) }), new URLSearchParams("explain=yes"));
    expect(result).toEqual({
      ok: false,
      errors: [
        { header: "Correlation-ID", code: "MISSING_HEADER", message: "The Correlation-ID header is required." },
        { header: "Requesting-System", code: "INVALID_HEADER", message: "The Requesting-System header must be at most 200 characters." },
        { parameter: "explain", code: "INVALID_QUERY_PARAMETER", message: "The explain parameter, when given once, is true or false." },
      ],
    });
  });

  it("counts a blank header as missing", () => {
    expect(readCallerHeaders(new Headers({ ...both, "Correlation-ID": "  " }), new URLSearchParams())).toMatchObject({
      ok: false,
      errors: [{ header: "Correlation-ID", code: "MISSING_HEADER" }],
    });
  });
});

describe("usableCorrelationId", () => {
  it("returns the trimmed value, or nothing when absent, blank or too long", () => {
    expect(usableCorrelationId(new Headers({ "correlation-id": " a " }))).toBe("a");
    expect(usableCorrelationId(new Headers({ "correlation-id": " " }))).toBeUndefined();
    expect(usableCorrelationId(new Headers({ "correlation-id": "x".repeat(201) }))).toBeUndefined();
  });

  it("returns nothing for a header sent twice, which arrives joined by a comma", () => {
    const headers = new Headers([
      ["correlation-id", "first"],
      ["correlation-id", "second"],
      ["requesting-system", "acme"],
    ]);
    expect(usableCorrelationId(headers)).toBeUndefined();
    expect(readCallerHeaders(headers, new URLSearchParams())).toMatchObject({
      ok: false,
      errors: [{ header: "Correlation-ID", code: "INVALID_HEADER", message: "Send the Correlation-ID header once, as one value without commas." }],
    });
  });
});
