import { describe, expect, it } from "vitest";
import { defaultTables } from "../plans/defaultTables.js";
import { expectedNcdLevel } from "./expectedNcdLevel.js";
import { LookupError } from "./LookupError.js";

const PRICE_DATE = "2026-03-01";

describe("expectedNcdLevel: the rows of docs/interface.md section 2.7", () => {
  // Rule 2: virgin business, 12, whatever the claim-free years.
  it.each(["FMU", "NMORI"])("virgin business %s starts at 12", (uwType) => {
    const answer = expectedNcdLevel({ uwType }, defaultTables, PRICE_DATE);
    expect(answer).toMatchObject({ level: 12, from: 12, to: 12, business: "virgin", ncdUplift: 0, tablesVersion: "2026.1" });
    expect(answer.rule).toContain("virgin business");
    expect(expectedNcdLevel({ uwType, memberYearsClaimFree: 0 }, defaultTables, PRICE_DATE).level).toBe(12);
  });

  // Rule 3: switch business by whole years claim free.
  const SWITCH_ROWS: [number, number][] = [
    [0, 8],
    [1, 9],
    [2, 10],
    [3, 10],
    [4, 11],
    [5, 12],
    [6, 12],
    [40, 12],
  ];
  for (const uwType of ["CME", "CMORI", "MHD"]) {
    it.each(SWITCH_ROWS)(`switch business ${uwType} with %i year(s) claim free starts at %i`, (years, level) => {
      const answer = expectedNcdLevel({ uwType, memberYearsClaimFree: years }, defaultTables, PRICE_DATE);
      expect(answer).toMatchObject({ level, from: level, to: level, business: "switch" });
      expect(answer.rule).toContain(`${years} year(s) claim free starts at ${level}`);
    });
  }

  it("switch business without claim-free years accepts 8 to 12 and names no single level", () => {
    const answer = expectedNcdLevel({ uwType: "CME" }, defaultTables, PRICE_DATE);
    expect(answer).toMatchObject({ from: 8, to: 12 });
    expect(answer.level).toBeUndefined();
  });

  // Rule 1: with an NCD Uplift the consumer sends the uplifted level, capped at the table's top.
  const UPLIFT_ROWS: [string, number | undefined, number, number, number][] = [
    ["FMU", undefined, 1, 12, 12],
    ["NMORI", undefined, 2, 12, 12],
    ["CME", 0, 1, 9, 9],
    ["CME", 0, 2, 10, 10],
    ["CMORI", 1, 2, 11, 11],
    ["MHD", 3, 1, 11, 11],
    ["MHD", 4, 2, 12, 12],
    ["CME", undefined, 2, 10, 12],
  ];
  it.each(UPLIFT_ROWS)("%s with %s year(s) and an uplift of %i expects %i to %i", (uwType, years, uplift, from, to) => {
    const answer = expectedNcdLevel({ uwType, ncdUplift: uplift, ...(years === undefined ? {} : { memberYearsClaimFree: years }) }, defaultTables, PRICE_DATE);
    expect(answer).toMatchObject({ from, to, ncdUplift: uplift });
    expect(answer.rule).toContain(`NCD Uplift of ${uplift} level(s)`);
  });

  it("an uplift of 0 is no uplift", () => {
    expect(expectedNcdLevel({ uwType: "CME", memberYearsClaimFree: 0, ncdUplift: 0 }, defaultTables, PRICE_DATE).level).toBe(8);
  });

  it("reads uwType without regard to case, like a quote", () => {
    expect(expectedNcdLevel({ uwType: "cmori", memberYearsClaimFree: 1 }, defaultTables, PRICE_DATE)).toMatchObject({ uwType: "CMORI", level: 9 });
  });

  it("answers from the tables version in force on the price date", () => {
    expect(expectedNcdLevel({ uwType: "FMU" }, defaultTables, "2025-06-01").tablesVersion).toBe("2025.1");
  });

  it("throws a LookupError with every problem of the question at once", () => {
    let caught: unknown;
    try {
      expectedNcdLevel({ uwType: "XYZ", memberYearsClaimFree: -1, ncdUplift: 2.5 }, defaultTables, "2026-02-30");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LookupError);
    expect((caught as LookupError).issues.map(({ path, code }) => `${code} ${path}`)).toEqual([
      "INVALID_DATE /priceDate",
      "INVALID_VALUE /uwType",
      "NUMBER_OUT_OF_RANGE /memberYearsClaimFree",
      "NOT_AN_INTEGER /ncdUplift",
    ]);
  });

  it("refuses an uplift above the tables' maximum, as a quote does", () => {
    expect(() => expectedNcdLevel({ uwType: "FMU", ncdUplift: 3 }, defaultTables, PRICE_DATE)).toThrow(/ncdUplift must be a whole number from 0 to 2/);
  });

  it("refuses a missing uwType, a fraction and a date before the tables", () => {
    expect(() => expectedNcdLevel({} as never, defaultTables, PRICE_DATE)).toThrow(/uwType is required/);
    expect(() => expectedNcdLevel({ uwType: "CME", memberYearsClaimFree: 1.5 }, defaultTables, PRICE_DATE)).toThrow(/NOT_AN_INTEGER/);
    expect(() => expectedNcdLevel({ uwType: "CME" }, defaultTables, "1990-01-01")).toThrow(/TABLES_NOT_EFFECTIVE/);
    expect(() => expectedNcdLevel(null as never, defaultTables, PRICE_DATE)).toThrow(LookupError);
  });
});
