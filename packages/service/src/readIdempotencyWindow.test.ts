import { describe, expect, it } from "vitest";
import { readIdempotencyWindow } from "./readIdempotencyWindow.js";

describe("readIdempotencyWindow", () => {
  it("is 24 hours when unset or blank", () => {
    expect(readIdempotencyWindow({})).toEqual({ ok: true, windowMs: 86_400_000 });
    expect(readIdempotencyWindow({ PMI_IDEMPOTENCY_WINDOW_HOURS: " " })).toEqual({ ok: true, windowMs: 86_400_000 });
  });

  it("reads a whole number of hours from 1 to 168", () => {
    expect(readIdempotencyWindow({ PMI_IDEMPOTENCY_WINDOW_HOURS: "1" })).toEqual({ ok: true, windowMs: 3_600_000 });
    expect(readIdempotencyWindow({ PMI_IDEMPOTENCY_WINDOW_HOURS: " 168 " })).toEqual({ ok: true, windowMs: 604_800_000 });
  });

  it("refuses anything else rather than guess", () => {
    for (const value of ["0", "169", "1.5", "-2", "24h", "1e2"]) {
      expect(readIdempotencyWindow({ PMI_IDEMPOTENCY_WINDOW_HOURS: value }), value).toEqual({
        ok: false,
        problem: `PMI_IDEMPOTENCY_WINDOW_HOURS must be a whole number of hours from 1 to 168, not "${value}".`,
      });
    }
  });
});
