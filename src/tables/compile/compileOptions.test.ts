import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { csv } from "@pmi-rating/test-support";
import { compileOptions } from "./compileOptions.js";

const catalogue = "option_id,option_name,pricing,protected_ncd\n352,Excess,factor,N\n349,ProtectedNCD,factor,Y\n365,DentalandOptical,amount,\n";
const prices = "option_id,option_name,level,value\n352,Excess,0,1\n352,Excess,500,0.84\n349,ProtectedNCD,,1.10\n365,DentalandOptical,,96.00\n";

function compile(catalogueText: string, pricesText: string) {
  const problems: TableProblem[] = [];
  const result = compileOptions("v/options.csv", csv(catalogueText), "v/option-prices.csv", csv(pricesText), problems);
  return { result, problems: problems.map(({ file, row, column, code }) => [file, row, column, code]) };
}

describe("compileOptions", () => {
  it("builds the catalogue by id and lower-case name, with levels or a single value", () => {
    const { result, problems } = compile(catalogue, prices);
    expect(problems).toEqual([]);
    const excess = result?.byName.get("excess");
    expect(excess).toMatchObject({ id: 352, name: "Excess", pricing: "factor", hasLevels: true });
    expect(excess?.levels.get("500")).toEqual({ value: expect.anything(), source: { file: "option-prices.csv", row: 3 } });
    expect(excess?.levels.get("500")?.value.toString()).toBe("0.84");
    expect(result?.byId.get(365)).toMatchObject({ pricing: "amount", hasLevels: false });
    expect(result?.byId.get(365)?.levels.get("")?.value.toFixed(2)).toBe("96.00");
    expect(result?.protectedNcdOptionId).toBe(349);
  });

  it("names a price for an option not in the catalogue, a name that disagrees and a bad value", () => {
    const extra = `${prices}999,Cashback,,1.2\n352,excess,100,0.9\n349,ProtectedNCD,x,0\n365,DentalandOptical,1,-5\n`;
    expect(compile(catalogue, extra).problems).toEqual([
      ["v/option-prices.csv", 6, "option_id", "UNKNOWN_OPTION"],
      ["v/option-prices.csv", 7, "option_name", "OPTION_MISMATCH"],
      ["v/option-prices.csv", 8, "value", "NOT_POSITIVE"],
      ["v/option-prices.csv", 9, "value", "NEGATIVE"],
    ]);
  });

  it("names a repeated level, levels mixed with a blank level, and an option without a price", () => {
    const text = "option_id,option_name,level,value\n352,Excess,0,1\n352,Excess,0,0.9\n352,Excess,,1\n349,ProtectedNCD,,1.1\n";
    expect(compile(catalogue, text).problems).toEqual([
      ["v/option-prices.csv", 3, "level", "DUPLICATE_ENTRY"],
      ["v/option-prices.csv", 4, "level", "INVALID_VALUE"],
      ["v/options.csv", 4, "option_id", "MISSING_ENTRY"],
    ]);
  });

  it("names a repeated id or name, two protected NCD options and an unknown pricing", () => {
    const text = `${catalogue}352,Other,factor,\n999,EXCESS,factor,\n998,Second,factor,Y\n997,Third,percent,\n`;
    expect(compile(text, prices).problems).toEqual([
      ["v/options.csv", 8, "pricing", "INVALID_VALUE"],
      ["v/options.csv", 5, "option_id", "DUPLICATE_ENTRY"],
      ["v/options.csv", 6, "option_name", "DUPLICATE_ENTRY"],
      ["v/options.csv", 7, "protected_ncd", "DUPLICATE_ENTRY"],
    ]);
  });
});
