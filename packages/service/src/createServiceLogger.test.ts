import { pino } from "pino";
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

  it("writes a line of plain fields exactly as pino with the redaction configured writes it", () => {
    const lines: string[] = [];
    const reference: string[] = [];
    const withRedaction = pino(
      {
        base: null,
        messageKey: "event",
        timestamp: () => ',"time":"2026-03-01T09:00:00.000Z"',
        formatters: { level: (label) => ({ level: label }) },
        redact: { paths: ["postcode", "*.postcode"], censor: "[redacted]" },
      },
      { write: (chunk: string) => reference.push(chunk.slice(0, -1)) },
    );
    const entry = {
      method: "POST",
      path: "/v1/individualHealthcarePolicy/quote",
      status: 400,
      durationMs: 3.25,
      correlationId: 'c"1\\',
      clientId: "hrsol",
      code: "X",
      ok: true,
    };
    createServiceLogger((line) => lines.push(line)).error(entry, "request");
    withRedaction.error(entry, "request");
    const withoutTime = (line: string) => line.replace(/"time":"[^"]*",?/, "");
    expect(withoutTime(lines[0]!)).toBe(withoutTime(reference[0]!));
  });

  it("still censors a redacted name holding a plain value, and a value inside an array or object, among plain fields", () => {
    const lines: string[] = [];
    const logger = createServiceLogger((line) => lines.push(line));
    logger.info({ status: 200, client_secret: "s3cret" }, "a");
    logger.info({ status: 200, members: { dateOfBirth: "1977-07-07" } }, "b");
    logger.info({ status: 200, postCode: 12345 }, "c");
    for (const secret of ["s3cret", "1977-07-07", "12345"]) expect(lines.join("\n")).not.toContain(secret);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>).map((entry) => entry.event)).toEqual(["a", "b", "c"]);
  });
});
