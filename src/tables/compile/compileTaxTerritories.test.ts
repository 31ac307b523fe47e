import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { TableProblem } from "../tableProblem.js";
import { TABLES_DIRECTORY } from "@pmi-rating/test-support";
import { csv } from "@pmi-rating/test-support";
import { compileTaxTerritories } from "./compileTaxTerritories.js";

const defaultAreas = readFileSync(`${TABLES_DIRECTORY}/tax-territories.csv`, "utf8");
const defaultTaxes = readFileSync(`${TABLES_DIRECTORY}/premium-tax.csv`, "utf8");

function compile(areas: string, taxes: string) {
  const problems: TableProblem[] = [];
  const result = compileTaxTerritories("tax-territories.csv", csv(areas), "premium-tax.csv", csv(taxes), problems);
  return { result, problems: problems.map(({ file, row, column, code }) => [file, row, column, code]) };
}

describe("compileTaxTerritories", () => {
  it("reads the default tables: Jersey, Guernsey and the Isle of Man outside UK IPT, at 0 %", () => {
    const { result, problems } = compile(defaultAreas, defaultTaxes);
    expect(problems).toEqual([]);
    expect([...(result?.byPostcodeArea.keys() ?? [])]).toEqual(["JE", "GY", "IM"]);
    const jersey = result?.byPostcodeArea.get("JE");
    expect([jersey?.territory, jersey?.name, jersey?.rates.map((rate) => [rate.effectiveFrom, rate.ratePercent.toString(), rate.source.row])]).toEqual([
      "JE",
      "Jersey",
      [["1994-10-01", "0", 2]],
    ]);
  });

  it("lets several areas share one territory, with its rates dated", () => {
    const { result } = compile(
      "postcode_area,territory,territory_name\nGY,CI,Channel Islands\nJE,CI,Channel Islands",
      "territory,effective_from,rate_percent\nCI,2000-01-01,0\nCI,2030-01-01,5",
    );
    expect(result?.byPostcodeArea.get("GY")).toBe(result?.byPostcodeArea.get("JE"));
    expect(result?.byPostcodeArea.get("JE")?.rates.map((rate) => rate.ratePercent.toString())).toEqual(["0", "5"]);
  });

  it("collects every problem with its file, row and column", () => {
    const areas = "postcode_area,territory,territory_name\nJE,JE,Jersey\nje,JE,Jersey\nJ3,X,X\nSW,UK,United Kingdom\nGY,JE,Guernsey\nIM,IM,Isle of Man";
    const taxes = "territory,effective_from,rate_percent\nJE,2000-01-01,0\nJE,1999-01-01,0\nZZ,2000-01-01,0\nJE,2001-01-01,100";
    expect(compile(areas, taxes).problems).toEqual([
      ["tax-territories.csv", 3, "postcode_area", "DUPLICATE_ENTRY"],
      ["tax-territories.csv", 4, "postcode_area", "INVALID_VALUE"],
      ["tax-territories.csv", 5, "territory", "INVALID_VALUE"],
      ["tax-territories.csv", 6, "territory_name", "INVALID_VALUE"],
      ["premium-tax.csv", 3, "effective_from", "OUT_OF_ORDER"],
      ["premium-tax.csv", 4, "territory", "INVALID_VALUE"],
      ["premium-tax.csv", 5, "rate_percent", "INVALID_RANGE"],
      ["premium-tax.csv", undefined, "territory", "MISSING_ENTRY"],
    ]);
  });

  it("refuses a missing file or column", () => {
    const problems: TableProblem[] = [];
    expect(compileTaxTerritories("tax-territories.csv", csv(defaultAreas), "premium-tax.csv", undefined, problems)).toBeUndefined();
    expect(problems.map((problem) => problem.code)).toEqual(["MISSING_FILE"]);
    expect(compile("postcode_area,territory\nJE,JE", defaultTaxes).problems).toEqual([["tax-territories.csv", 1, "territory_name", "MISSING_COLUMN"]]);
  });
});
