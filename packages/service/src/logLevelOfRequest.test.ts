import { describe, expect, it } from "vitest";
import { logLevelOfRequest } from "./logLevelOfRequest.js";

const QUOTE = "/v1/individualHealthcarePolicy/quote";

describe("logLevelOfRequest", () => {
  it("writes answered and refused requests at info", () => {
    expect(logLevelOfRequest({ method: "POST", path: QUOTE, status: 200, durationMs: 1 })).toBe("info");
    expect(logLevelOfRequest({ method: "POST", path: QUOTE, status: 422, durationMs: 1, code: "VALIDATION_FAILED" })).toBe("info");
    expect(logLevelOfRequest({ method: "POST", path: QUOTE, status: 499, durationMs: 1, code: "CLIENT_CLOSED_REQUEST" })).toBe("info");
  });

  it("writes a fault at error", () => {
    expect(logLevelOfRequest({ method: "POST", path: QUOTE, status: 500, durationMs: 1, code: "INTERNAL_ERROR" })).toBe("error");
    expect(logLevelOfRequest({ method: "GET", path: "/readyz", status: 500, durationMs: 1 })).toBe("error");
    expect(logLevelOfRequest({ method: "GET", path: "/metrics", status: 502, durationMs: 1 })).toBe("error");
  });

  it("writes a 503 the service chose at warn, and a probe's 503 at info", () => {
    expect(logLevelOfRequest({ method: "POST", path: QUOTE, status: 503, durationMs: 1, code: "QUOTE_NOT_RECORDED" })).toBe("warn");
    expect(logLevelOfRequest({ method: "GET", path: "/v1/individualHealthcarePolicy/ncdLevel", status: 503, durationMs: 1, code: "AUTHENTICATION_UNAVAILABLE" })).toBe(
      "warn",
    );
    expect(logLevelOfRequest({ method: "GET", path: "/readyz", status: 503, durationMs: 1 })).toBe("info");
    expect(logLevelOfRequest({ method: "HEAD", path: "/healthz", status: 503, durationMs: 1 })).toBe("info");
  });
});
