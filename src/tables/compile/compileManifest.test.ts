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

  it("wants the version to be the folder's name", () => {
    expect(compile(manifest, "2026.2").problems).toEqual([expect.objectContaining({ column: "version", code: "VERSION_MISMATCH" })]);
  });

  it("names a missing manifest and one that is not an object", () => {
    expect(compile(undefined).problems.map(({ code }) => code)).toEqual(["MISSING_FILE"]);
    expect(compile([1, 2]).problems).toEqual([{ code: "INVALID_MANIFEST", message: "The manifest must be a JSON object." }]);
  });
});
