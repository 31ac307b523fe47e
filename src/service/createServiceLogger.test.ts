import { describe, expect, it } from "vitest";
import { createServiceLogger } from "./createServiceLogger.js";

describe("createServiceLogger", () => {
  it("writes one JSON line per entry with time, level, event and the fields", () => {
    const lines: string[] = [];
    createServiceLogger((line) => lines.push(line)).info({ status: 200, path: "/healthz" }, "request");
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "info", event: "request", status: 200, path: "/healthz" });
    expect(new Date(entry.time as string).toISOString()).toBe(entry.time);
  });

  it("censors dates of birth, postcodes and tokens, at the top or one level down", () => {
    const lines: string[] = [];
    createServiceLogger((line) => lines.push(line)).warn(
      { dateOfBirth: "1988-09-14", member: { postcode: "SW1A 1AA", dateOfBirth: "1990-01-02" }, token: "eyJhbGciOi", request: { authorization: "Bearer eyJ" } },
      "oops",
    );
    for (const secret of ["1988-09-14", "SW1A 1AA", "1990-01-02", "eyJhbGciOi", "Bearer eyJ"]) expect(lines[0]).not.toContain(secret);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "warn", dateOfBirth: "[redacted]", member: { postcode: "[redacted]" } });
  });
});
