import { parse } from "csv-parse/sync";
import type { ParsedCsv, ParsedRow } from "../parsedTables.js";
import { MAX_PROBLEMS_PER_FILE } from "../capTableProblems.js";
import type { TableProblem } from "../tableProblem.js";
import { tooManyProblems } from "../tooManyProblems.js";

/** What `parseCsvText` returns: the parsed CSV, or its problems. */
export type ParseCsvResult =
  | { readonly success: true; readonly csv: ParsedCsv; readonly problems: readonly TableProblem[] }
  | { readonly success: false; readonly problems: readonly TableProblem[] };

/**
 * Parses the text of one tables CSV file as a spreadsheet saves it: an Excel byte-order mark,
 * CRLF or LF line ends, quoted fields (with commas or line breaks inside), spaces around
 * values, blank lines anywhere. Row numbers are spreadsheet rows (CSV records, header = 1),
 * so blank lines still count and a message points at the row the actuary sees.
 *
 * Records shorter than the header get blank values (the value checks then name them); a
 * record with more non-blank values than the header has columns is a problem. Blank header
 * cells (trailing commas that spreadsheets write) are dropped.
 *
 * @example
 * parseCsvText("ncd_level,factor\r\n12,0.60\r\n", "2026.1/ncd.csv");
 * // { success: true, csv: { header: ["ncd_level","factor"], rows: [{ row: 2, values: { ncd_level: "12", factor: "0.60" } }] }, problems: [] }
 */
export function parseCsvText(text: string, file: string): ParseCsvResult {
  let records: string[][];
  try {
    records = parse(text, { bom: true, trim: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    const where = error instanceof Error && "lines" in error ? ` (near line ${String(error.lines)})` : "";
    const reason = error instanceof Error ? error.message : String(error);
    return {
      success: false,
      problems: [{ file, code: "CSV_SYNTAX", message: `The file is not valid CSV${where}: ${reason}.` }],
    };
  }
  const problems: TableProblem[] = [];
  // At most MAX_PROBLEMS_PER_FILE listed, the rest counted: a header or rows of thousands of stray
  // values must not become megabytes of problems.
  let unlisted = 0;
  const report = (problem: TableProblem) => {
    if (problems.length < MAX_PROBLEMS_PER_FILE) problems.push(problem);
    else unlisted += 1;
  };
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) {
    return { success: false, problems: [{ file, row: 1, code: "MISSING_COLUMN", message: "The file is empty: it needs a header row." }] };
  }
  const headerCells = records[headerIndex] ?? [];
  const header: string[] = [];
  const seen = new Set<string>();
  headerCells.forEach((name) => {
    if (name === "") return;
    if (seen.has(name)) {
      report({ file, row: headerIndex + 1, column: name, code: "DUPLICATE_COLUMN", message: `The column "${name}" appears twice in the header.` });
    }
    seen.add(name);
    header.push(name);
  });
  const rows: ParsedRow[] = [];
  records.forEach((record, index) => {
    if (index <= headerIndex || isBlank(record)) return;
    const row = index + 1;
    const values: Record<string, string> = {};
    record.forEach((value, cell) => {
      const name = headerCells[cell];
      if (name === undefined || name === "") {
        if (value !== "") {
          report({ file, row, code: "TOO_MANY_VALUES", message: `Row ${row} has the value "${value}" in column ${cell + 1}, which has no header.` });
        }
        return;
      }
      if (!Object.hasOwn(values, name)) values[name] = value;
    });
    for (const name of header) if (!Object.hasOwn(values, name)) values[name] = "";
    rows.push({ row, values });
  });
  if (unlisted > 0) problems.push(tooManyProblems(file, unlisted));
  return { success: true, csv: { header, rows }, problems };
}

function isBlank(record: readonly string[]): boolean {
  return record.every((value) => value === "");
}
