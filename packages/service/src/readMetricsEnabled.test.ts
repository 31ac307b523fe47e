import { describe, expect, it } from "vitest";
import { readMetricsEnabled } from "./readMetricsEnabled.js";

describe("readMetricsEnabled", () => {
  it("is on by default and with on/true/1", () => {
    expect(readMetricsEnabled({})).toEqual({ ok: true, enabled: true });
    expect(readMetricsEnabled({ PMI_METRICS: " ON " })).toEqual({ ok: true, enabled: true });
  });
  it("is off with off/false/0/no", () => {
    for (const value of ["off", "false", "0", "No"]) expect(readMetricsEnabled({ PMI_METRICS: value })).toEqual({ ok: true, enabled: false });
  });
  it("refuses anything else rather than guess", () => {
    expect(readMetricsEnabled({ PMI_METRICS: "sometimes" })).toMatchObject({ ok: false });
  });
});
