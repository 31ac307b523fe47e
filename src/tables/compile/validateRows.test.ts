import { describe, expect, it } from "vitest";
import { csv } from "@pmi-rating/test-support";
import { factorCell, integerCell, optionalTextCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

const shape = { ncd_level: integerCell(), factor: factorCell, note: optionalTextCell };

describe("validateRows", () => {
  it("returns typed rows with their spreadsheet row numbers, ignoring extra columns", () => {
    const result = validateRows("ncd.csv", csv("ncd_level,factor,comment\n0,1.6,x\n1,1.5,y"), shape, ["note"]);
    expect(result.complete).toBe(true);
    expect(result.rows.map(({ row, data }) => [row, data.ncd_level, data.factor.toString(), data.note])).toEqual([
      [2, 0, "1.6", undefined],
      [3, 1, "1.5", undefined],
    ]);
  });

  it("names every bad cell by row and column, and keeps the good rows", () => {
    const result = validateRows("ncd.csv", csv("ncd_level,factor\nx,0\n1,1.5\n2,"), shape, ["note"]);
    expect(result.complete).toBe(false);
    expect(result.problems.map(({ row, column, code }) => [row, column, code])).toEqual([
      [2, "ncd_level", "INVALID_NUMBER"],
      [2, "factor", "NOT_POSITIVE"],
      [4, "factor", "REQUIRED_VALUE"],
    ]);
    expect(result.rows.map((row) => row.row)).toEqual([3]);
  });

  it("names a missing column once, not on every row, and hands on no row", () => {
    const result = validateRows("ncd.csv", csv("ncd_level\n1\n2\n3"), shape, ["note"]);
    expect(result.problems).toEqual([expect.objectContaining({ row: 1, column: "factor", code: "MISSING_COLUMN" })]);
    expect(result.rows).toEqual([]);
  });

  it("names a missing file", () => {
    expect(validateRows("2026.1/ncd.csv", undefined, shape).problems).toEqual([
      { file: "2026.1/ncd.csv", code: "MISSING_FILE", message: "The file 2026.1/ncd.csv is missing." },
    ]);
  });
});
