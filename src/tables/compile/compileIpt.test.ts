import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { csv } from "@pmi-rating/test-support";
import { compileIpt } from "./compileIpt.js";

function compile(text: string) {
  const problems: TableProblem[] = [];
  const result = compileIpt("ipt.csv", csv(text), problems);
  return { result, problems: problems.map(({ row, column, code }) => [row, column, code]) };
}

describe("compileIpt", () => {
  it("reads the rates oldest first", () => {
    const { result } = compile("effective_from,rate_percent\n2016-10-01,10\n2017-06-01,12");
    expect(result?.rates.map((rate) => [rate.effectiveFrom, rate.ratePercent.toString(), rate.source.row])).toEqual([
      ["2016-10-01", "10", 2],
      ["2017-06-01", "12", 3],
    ]);
  });

  it("names rows out of date order, a repeated date, a bad date and an implausible rate", () => {
    expect(compile("effective_from,rate_percent\n2017-06-01,12\n2016-10-01,10\n2016-10-01,10\n2018-02-29,12\n2019-01-01,120").problems).toEqual([
      [5, "effective_from", "INVALID_DATE"],
      [3, "effective_from", "OUT_OF_ORDER"],
      [4, "effective_from", "DUPLICATE_ENTRY"],
      [6, "rate_percent", "INVALID_RANGE"],
    ]);
  });

  it("names an empty history", () => {
    expect(compile("effective_from,rate_percent\n").problems).toEqual([[undefined, undefined, "MISSING_ENTRY"]]);
  });
});
