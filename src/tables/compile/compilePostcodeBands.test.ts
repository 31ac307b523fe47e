import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { csv } from "@pmi-rating/test-support";
import { compilePostcodeBands } from "./compilePostcodeBands.js";

function compile(text: string, bands: readonly string[] | undefined = ["A", "B"]) {
  const problems: TableProblem[] = [];
  const result = compilePostcodeBands("v/postcode-bands.csv", csv(text), bands, problems);
  return { result, problems: problems.map(({ row, column, code }) => [row, column, code]) };
}

describe("compilePostcodeBands", () => {
  it("maps upper-cased prefixes to bands, with an optional default row *", () => {
    const { result, problems } = compile("prefix,band,area_name\nsw,A,South West London\nSW1A,B,\n*,A,Anywhere else");
    expect(problems).toEqual([]);
    expect([...(result?.prefixes.keys() ?? [])]).toEqual(["SW", "SW1A"]);
    expect(result?.prefixes.get("SW1A")).toEqual({ band: "B", prefix: "SW1A", source: { file: "postcode-bands.csv", row: 3 } });
    expect(result?.prefixes.get("SW")?.prefix).toBe("SW");
    expect(result?.defaultBand).toEqual({ band: "A", source: { file: "postcode-bands.csv", row: 4 } });
    expect(result?.bands).toEqual(["A", "B"]);
  });

  it("has no default band without a * row", () => {
    expect(compile("prefix,band\nSW,A").result?.defaultBand).toBeUndefined();
  });

  it("names a duplicate prefix (whatever its case), a second default row, a band with no base rates and a malformed prefix", () => {
    expect(compile("prefix,band\nSW,A\nsw,B\n*,A\n*,B\nM,Z\nSW 1,A\n12,A").problems).toEqual([
      [3, "prefix", "DUPLICATE_ENTRY"],
      [5, "prefix", "DUPLICATE_ENTRY"],
      [6, "band", "UNKNOWN_BAND"],
      [7, "prefix", "INVALID_VALUE"],
      [8, "prefix", "INVALID_VALUE"],
    ]);
  });

  it("checks the prefixes even when the base rates are broken", () => {
    const { result, problems } = compile("prefix,band\nSW,A\nSW,A", undefined);
    expect(result).toBeUndefined();
    expect(problems).toEqual([[3, "prefix", "DUPLICATE_ENTRY"]]);
  });
});
