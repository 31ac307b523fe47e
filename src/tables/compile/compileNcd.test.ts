import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { csv } from "@pmi-rating/test-support";
import { compileNcd } from "./compileNcd.js";

function compile(text: string) {
  const problems: TableProblem[] = [];
  const result = compileNcd("v/ncd.csv", csv(text), problems);
  return { result, problems: problems.map(({ row, column, code }) => [row, column, code]) };
}

describe("compileNcd", () => {
  it("reads the factors by level, in level order, with the lowest and highest level", () => {
    const { result, problems } = compile("ncd_level,factor\n2,0.8\n0,1\n1,0.9");
    expect(problems).toEqual([]);
    expect([...(result?.factors.keys() ?? [])]).toEqual([0, 1, 2]);
    expect(result).toMatchObject({ lowestLevel: 0, highestLevel: 2 });
  });

  it("names a level that is not a whole number, a repeated level and a missing one", () => {
    expect(compile("ncd_level,factor\n0,1\n1.5,0.9\n3,0.8\n3,0.7").problems).toEqual([
      [3, "ncd_level", "NOT_INTEGER"],
      [5, "ncd_level", "DUPLICATE_ENTRY"],
    ]);
    expect(compile("ncd_level,factor\n0,1\n3,0.8").problems).toEqual([
      [undefined, "ncd_level", "MISSING_ENTRY"],
      [undefined, "ncd_level", "MISSING_ENTRY"],
    ]);
    expect(compile("ncd_level,factor\n").problems).toEqual([[undefined, undefined, "MISSING_ENTRY"]]);
  });
});
