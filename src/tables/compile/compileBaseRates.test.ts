import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { csv } from "@pmi-rating/test-support";
import type { AgeLimits } from "../types.js";
import { compileBaseRates } from "./compileBaseRates.js";

const ages: AgeLimits = { minimumAge: 0, maximumAge: 99, maximumEntryAgeNewBusiness: 79, source: { file: "limits.csv", row: 2 } };

function compile(text: string) {
  const problems: TableProblem[] = [];
  const result = compileBaseRates("v/base-rates.csv", csv(text), ages, problems);
  return { result, problems: problems.map(({ row, column, code, message }) => ({ row, column, code, message })) };
}

describe("compileBaseRates", () => {
  it("indexes the band of every age by gender; the band columns are the postcode bands", () => {
    const { result, problems } = compile("from_age,to_age,A,B\n0,17,300,360\n18,99,600.50,720");
    expect(problems).toEqual([]);
    expect(result?.bands).toEqual(["A", "B"]);
    expect(result?.table.byAge.M[17]?.rates.get("B")?.toString()).toBe("360");
    expect(result?.table.byAge.F[18]?.rates.get("A")?.toString()).toBe("600.5");
    expect(result?.table.byAge.M[18]?.source).toEqual({ file: "base-rates.csv", row: 3 });
    expect(result?.table.byAge.M).toHaveLength(100);
  });

  it("takes gender rows, blank gender meaning both", () => {
    const { result, problems } = compile("from_age,to_age,gender,A\n0,17,,300\n18,99,M,600\n18,99,F,550");
    expect(problems).toEqual([]);
    expect(result?.table.byAge.M[40]?.rates.get("A")?.toString()).toBe("600");
    expect(result?.table.byAge.F[40]?.rates.get("A")?.toString()).toBe("550");
    expect(result?.table.byAge.F[3]).toBe(result?.table.byAge.M[3]);
  });

  it("names overlapping bands, for one gender or both", () => {
    const { problems } = compile("from_age,to_age,gender,A\n0,20,,300\n18,99,M,600\n21,99,F,550\n90,99,F,700");
    expect(problems).toEqual([
      {
        row: 3,
        column: "from_age",
        code: "AGE_BAND_OVERLAP",
        message: "Ages 18-20 are in this band (18-99) and in row 2 (0-20) for gender M: each age must be in exactly one band.",
      },
      {
        row: 5,
        column: "from_age",
        code: "AGE_BAND_OVERLAP",
        message: "Ages 90-99 are in this band (90-99) and in row 4 (21-99) for gender F: each age must be in exactly one band.",
      },
    ]);
  });

  it("names gaps, per gender when only one has them", () => {
    expect(compile("from_age,to_age,A\n0,17,300\n20,98,600").problems.map((problem) => problem.message)).toEqual([
      "Ages 18-19 are in no band: every age from minimum_age to maximum_age needs a rate.",
      "Age 99 is in no band: every age from minimum_age to maximum_age needs a rate.",
    ]);
    expect(compile("from_age,to_age,gender,A\n0,99,M,300\n0,49,F,300\n60,99,F,300").problems.map((problem) => problem.message)).toEqual([
      "Ages 50-59 are in no band for gender F: every age from minimum_age to maximum_age needs a rate.",
    ]);
  });

  it("names a reversed band and one outside the rated ages", () => {
    expect(compile("from_age,to_age,A\n0,17,300\n30,18,500\n18,120,600").problems.map(({ row, column, code }) => [row, column, code])).toEqual([
      [3, "to_age", "INVALID_RANGE"],
      [4, "to_age", "AGE_OUTSIDE_LIMITS"],
    ]);
  });

  it("names a rate that is not a positive number, and a header with no band", () => {
    expect(compile("from_age,to_age,A,B\n0,99,0,abc").problems.map(({ row, column, code }) => [row, column, code])).toEqual([
      [2, "A", "NOT_POSITIVE"],
      [2, "B", "INVALID_NUMBER"],
    ]);
    expect(compile("from_age,to_age\n0,99").problems.map(({ code }) => code)).toEqual(["MISSING_COLUMN"]);
  });

  it("names a gender that is neither M nor F", () => {
    expect(compile("from_age,to_age,gender,A\n0,99,X,300").problems.map(({ row, column, code }) => [row, column, code])).toEqual([[2, "gender", "INVALID_VALUE"]]);
  });
});
