import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { csv } from "@pmi-rating/test-support";
import { compileUnderwriting } from "./compileUnderwriting.js";

function compile(text: string) {
  const problems: TableProblem[] = [];
  const result = compileUnderwriting("v/underwriting.csv", csv(text), problems);
  return { result, problems: problems.map(({ row, column, code }) => [row, column, code]) };
}

describe("compileUnderwriting", () => {
  it("gives a factor for each underwriting type", () => {
    const { result, problems } = compile("uw_type,factor\nFMU,1\nNMORI,0.92\nCME,1.05\nCMORI,0.97\nMHD,1.15");
    expect(problems).toEqual([]);
    expect(result?.get("MHD")).toEqual({ value: expect.anything(), source: { file: "underwriting.csv", row: 6 } });
    expect(result?.get("MHD")?.value.toString()).toBe("1.15");
  });

  it("names an unknown, a repeated and a missing type", () => {
    expect(compile("uw_type,factor\nFMU,1\nNMORI,0.92\nCME,1.05\nCMORI,0.97\nXYZ,1").problems).toEqual([[6, "uw_type", "INVALID_VALUE"]]);
    expect(compile("uw_type,factor\nFMU,1\nNMORI,0.92\nCME,1.05\nCMORI,0.97\nFMU,1.1").problems).toEqual([
      [6, "uw_type", "DUPLICATE_ENTRY"],
      [undefined, "uw_type", "MISSING_ENTRY"],
    ]);
  });
});
