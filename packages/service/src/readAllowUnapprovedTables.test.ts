import { describe, expect, it } from "vitest";
import { readAllowUnapprovedTables } from "./readAllowUnapprovedTables.js";

describe("readAllowUnapprovedTables", () => {
  it("is off by default and with false/0/no/off", () => {
    expect(readAllowUnapprovedTables({})).toEqual({ ok: true, allowed: false });
    for (const value of ["false", "0", "No", " off "]) expect(readAllowUnapprovedTables({ PMI_ALLOW_UNAPPROVED_TABLES: value })).toEqual({ ok: true, allowed: false });
  });
  it("is on only when asked for by name: true/1/yes/on", () => {
    for (const value of ["true", "1", "YES", "on"]) expect(readAllowUnapprovedTables({ PMI_ALLOW_UNAPPROVED_TABLES: value })).toEqual({ ok: true, allowed: true });
  });
  it("refuses anything else rather than guess, quoting a bounded part of it", () => {
    expect(readAllowUnapprovedTables({ PMI_ALLOW_UNAPPROVED_TABLES: "sometimes" })).toEqual({
      ok: false,
      problem: 'PMI_ALLOW_UNAPPROVED_TABLES must be true or false, not "sometimes".',
    });
    const long = readAllowUnapprovedTables({ PMI_ALLOW_UNAPPROVED_TABLES: "x".repeat(10_000) });
    expect(long.ok ? "" : long.problem.length).toBeLessThan(120);
  });
});
