import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileTables } from "../plans/compileTables.js";
import { defaultTablesData } from "./default/data.generated.js";
import { parseCsvText } from "./parse/parseCsvText.js";
import type { ParsedCsv, ParsedTables, VersionCsvFile } from "./parsedTables.js";
import { TABLE_PROBLEM_CODES } from "./tableProblem.js";

const fileNames = Object.keys(defaultTablesData.versions[0]?.files ?? {}) as VersionCsvFile[];

/** Cell texts an actuary might type by mistake, and some nobody would. */
const cellText = fc.oneof(
  fc.constantFrom("", "0", "-1", "1.05", "abc", "1e3", "1,000", "£5", "2026-02-30", "*", "M", "B", "12", "99999999999999999999", "3.5"),
  fc.string({ maxLength: 8 }),
);

describe("compileTables on damaged tables", () => {
  it("never throws, and every problem names a file and a known code", () => {
    fc.assert(
      fc.property(fc.constantFrom(...fileNames), fc.nat(), fc.string({ maxLength: 12 }), cellText, (fileName, rowPick, column, text) => {
        const parsed = structuredClone<ParsedTables>(defaultTablesData);
        const csv = parsed.versions[0]?.files[fileName] as ParsedCsv;
        const rows = csv.rows as { row: number; values: Record<string, string> }[];
        const target = rows[rowPick % Math.max(rows.length, 1)];
        const key = csv.header[rowPick % csv.header.length] ?? column;
        if (target !== undefined) target.values[rowPick % 3 === 0 ? column : key] = text;
        const result = compileTables(parsed);
        if (!result.success) {
          for (const problem of result.problems) {
            expect(problem.file).toMatch(/\S/);
            expect(TABLE_PROBLEM_CODES).toContain(problem.code);
            expect(problem.message).toMatch(/\S/);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it("parses any text without throwing", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const result = parseCsvText(text, "x.csv");
        expect(result.success || result.problems.length > 0).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
