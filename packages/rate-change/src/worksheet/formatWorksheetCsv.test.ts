import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { formatWorksheetCsv, WORKSHEET_CSV_COLUMNS } from "./formatWorksheetCsv.js";
import { sampleQuoteResponse } from "@pmi-rating/test-support";

describe("formatWorksheetCsv", () => {
  it("writes a header and one exact row per worksheet line that a CSV reader gets back intact", () => {
    const csv = formatWorksheetCsv(sampleQuoteResponse());
    const rows = parse<Record<string, string>>(csv, { columns: true });
    expect(Object.keys(rows[0] ?? {})).toEqual([...WORKSHEET_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ quoteId: "Q-1", relationship: "self", age: "40", step: "baseRate", row: "10", after: "545.4545454545454545" });
    expect(rows[1]?.description).toBe('Underwriting "FMU", factor 1.1');
    expect(rows[2]).toMatchObject({ member: "", step: "policyTotals", after: "600" });
  });

  it("quotes commas and quotes", () => {
    const csv = formatWorksheetCsv(sampleQuoteResponse());
    expect(csv).toContain('"Base rate, age 40-44, band C"');
    expect(csv).toContain('"Underwriting ""FMU"", factor 1.1"');
  });

  it("neutralises a quote id a spreadsheet would read as a formula, and keeps numbers", () => {
    const csv = formatWorksheetCsv({ ...sampleQuoteResponse(), id: "=1+cmd|' /C calc'!A0" });
    const rows = parse<Record<string, string>>(csv, { columns: true });
    expect(rows.map((row) => row.quoteId)).toEqual(["'=1+cmd|' /C calc'!A0", "'=1+cmd|' /C calc'!A0", "'=1+cmd|' /C calc'!A0"]);
    expect(rows[0]?.after).toBe("545.4545454545454545");
  });
});
