import { describe, expect, it } from "vitest";
import { capTableProblems } from "./capTableProblems.js";
import type { TableProblem } from "./tableProblem.js";
import { tooManyProblems } from "./tooManyProblems.js";

const problem = (file: string, row: number): TableProblem => ({ file, row, code: "NOT_POSITIVE", message: `Row ${row} is not positive.` });

describe("capTableProblems", () => {
  it("lists at most the limit per file, in order, and counts each file's rest in one last problem", () => {
    const problems = [...Array.from({ length: 5 }, (_, index) => problem("a.csv", index + 2)), problem("b.csv", 2)];
    expect(capTableProblems(problems, 3)).toEqual([
      problem("a.csv", 2),
      problem("a.csv", 3),
      problem("a.csv", 4),
      problem("b.csv", 2),
      { file: "a.csv", code: "TOO_MANY_PROBLEMS", message: "And 2 more problems in this file, not listed: mend the ones above and check again." },
    ]);
  });

  it("adds the count of a list already capped, so capping twice loses nothing", () => {
    const once = [...Array.from({ length: 3 }, (_, index) => problem("a.csv", index + 2)), tooManyProblems("a.csv", 40)];
    expect(capTableProblems([...once, problem("a.csv", 99)], 3).at(-1)).toEqual(tooManyProblems("a.csv", 41));
  });
});
