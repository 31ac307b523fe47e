import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { compileManifest } from "./compileManifest.js";

const manifest = { product: "HrSol", version: "2026.1", effectiveFrom: "2026-01-01", currency: "GBP", roundingMode: "half-up", illustrative: true };

function compile(value: unknown, directory = "2026.1") {
  const problems: TableProblem[] = [];
  const result = compileManifest("2026.1/manifest.json", value, directory, problems);
  return { result, problems: problems.map(({ column, code, message }) => ({ column, code, message })) };
}

describe("compileManifest", () => {
  it("reads a valid manifest", () => {
    expect(compile({ ...manifest, description: "Illustrative" })).toEqual({ result: { ...manifest, description: "Illustrative" }, problems: [] });
  });

  it("names every wrong key, a misspelt key included", () => {
    const { problems } = compile({ ...manifest, product: "Other", effectiveFrom: "2026-02-30", roundingMode: "nearest", illustrative: "yes", effectivefrom: "x" });
    expect(problems.map(({ column, code }) => [column, code])).toEqual([
      ["product", "INVALID_MANIFEST"],
      ["effectiveFrom", "INVALID_MANIFEST"],
      ["roundingMode", "INVALID_MANIFEST"],
      ["illustrative", "INVALID_MANIFEST"],
      ["effectivefrom", "INVALID_MANIFEST"],
    ]);
    expect(problems[1]?.message).toContain("real calendar date");
  });

  it("bounds the description and the approver's name, and refuses control characters in them", () => {
    expect(compile({ ...manifest, description: "x".repeat(2000) }).problems).toEqual([]);
    const long = compile({ ...manifest, description: "x".repeat(2001) }).problems;
    expect(long.map(({ column, code }) => [column, code])).toEqual([["description", "INVALID_MANIFEST"]]);
    expect(long[0]?.message).toContain("at most 2000 characters");
    const escaped = compile({ ...manifest, description: "Rates \u001b[2J", approvedBy: "A. Actuary\u202e" }).problems;
    expect(escaped.filter(({ message }) => /control/.test(message)).map(({ column, code }) => [column, code])).toEqual([
      ["description", "INVALID_MANIFEST"],
      ["approvedBy", "INVALID_MANIFEST"],
    ]);
  });

  it("wants the version to be the folder's name", () => {
    expect(compile(manifest, "2026.2").problems).toEqual([expect.objectContaining({ column: "version", code: "VERSION_MISMATCH" })]);
  });

  it("names a missing manifest and one that is not an object", () => {
    expect(compile(undefined).problems.map(({ code }) => code)).toEqual(["MISSING_FILE"]);
    expect(compile([1, 2]).problems).toEqual([{ code: "INVALID_MANIFEST", message: "The manifest must be a JSON object." }]);
  });

  it("reads the governance keys: a draft, an approval with who, when and what, a first quote date", () => {
    expect(compile({ ...manifest, status: "draft", availableFrom: "2025-11-15" }).result).toEqual({ ...manifest, status: "draft", availableFrom: "2025-11-15" });
    const approval = { status: "approved", approvedBy: "A. Actuary", approvedAt: "2025-10-01", approvedHash: "a".repeat(64) };
    expect(compile({ ...manifest, ...approval })).toEqual({ result: { ...manifest, ...approval }, problems: [] });
  });

  it("refuses a half-written sign-off, sign-off keys on a draft, and malformed governance values", () => {
    expect(compile({ ...manifest, status: "approved", approvedBy: "A. Actuary" }).problems).toEqual([
      {
        column: "approvedAt, approvedHash",
        code: "INVALID_MANIFEST",
        message: "An approved version must say approvedAt, approvedHash: approve it with pmi-rating tables approve.",
      },
    ]);
    expect(compile({ ...manifest, status: "draft", approvedBy: "A. Actuary" }).problems.map(({ column }) => column)).toEqual(["approvedBy"]);
    const wrong = compile({ ...manifest, status: "final", approvedBy: " ", approvedAt: "2025-13-01", approvedHash: "abc", availableFrom: "soon" });
    expect(wrong.problems.map(({ column }) => column)).toEqual([
      "status",
      "approvedBy",
      "approvedAt",
      "approvedHash",
      "availableFrom",
      "approvedBy, approvedAt, approvedHash",
    ]);
  });
});
