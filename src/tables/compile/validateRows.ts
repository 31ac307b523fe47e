import type { ParsedCsv } from "../parsedTables.js";
import { MAX_PROBLEMS_PER_FILE } from "../capTableProblems.js";
import type { TableProblem } from "../tableProblem.js";
import { tooManyProblems } from "../tooManyProblems.js";
import type { CellReader, CellValue } from "./fields.js";

/** A valid row of a CSV file, with its spreadsheet row number for the worksheet and messages. */
export interface ValidRow<T> {
  readonly row: number;
  readonly data: T;
}

export interface ValidatedRows<T> {
  readonly rows: readonly ValidRow<T>[];
  readonly problems: readonly TableProblem[];
  /**
   * True when the file exists, has every required column and every row is valid. Checks
   * across rows (gaps, coverage) run only then, so one bad cell does not also show up as a
   * confusing "gap" somewhere else.
   */
  readonly complete: boolean;
}

/**
 * Checks every row of one CSV file against a shape (one cell reader per column) and
 * collects every problem with its row and column: a missing file once, a missing column once
 * (not on every row), each bad cell once. Columns listed as optional may be left out of the
 * header (their cells then read as blank); columns not in the shape are ignored, so an actuary
 * may keep a notes column. At most `MAX_PROBLEMS_PER_FILE` bad cells are listed, the rest
 * counted in one last problem: a file of 100,000 broken rows is not a list of 100,000 problems
 * (which callers would also spread into another list, past the stack's limit).
 *
 * @example
 * validateRows("2026.1/ncd.csv", csv, { ncd_level: integerCell(), factor: factorCell });
 * // { rows: [{ row: 2, data: { ncd_level: 0, factor: Decimal("1.60") } }, …], problems: [], complete: true }
 */
export function validateRows<S extends Record<string, CellReader<unknown>>>(
  file: string,
  csv: ParsedCsv | undefined,
  shape: S,
  optionalColumns: readonly (keyof S & string)[] = [],
): ValidatedRows<{ [K in keyof S]: CellValue<S[K]> }> {
  type Row = { [K in keyof S]: CellValue<S[K]> };
  if (csv === undefined) {
    return { rows: [], problems: [{ file, code: "MISSING_FILE", message: `The file ${file} is missing.` }], complete: false };
  }
  const problems: TableProblem[] = [];
  const present: Record<string, CellReader<unknown>> = {};
  for (const [column, schema] of Object.entries(shape)) {
    if (csv.header.includes(column) || optionalColumns.includes(column)) {
      present[column] = schema;
    } else {
      problems.push({
        file,
        row: 1,
        column,
        code: "MISSING_COLUMN",
        message: `The header has no "${column}" column (found: ${csv.header.join(", ") || "nothing"}).`,
      });
    }
  }
  const rows: ValidRow<Row>[] = [];
  let allValid = problems.length === 0;
  let unlisted = 0;
  for (const { row, values } of csv.rows) {
    const data: Record<string, unknown> = {};
    let rowValid = true;
    for (const [column, read] of Object.entries(present)) {
      const result = read(values[column] ?? "");
      if ("code" in result) {
        rowValid = false;
        if (problems.length < MAX_PROBLEMS_PER_FILE) problems.push({ file, row, column, code: result.code, message: result.message });
        else unlisted += 1;
      } else {
        data[column] = result.value;
      }
    }
    if (rowValid) rows.push({ row, data: data as Row });
    else allValid = false;
  }
  if (unlisted > 0) problems.push(tooManyProblems(file, unlisted));
  // With a column missing, no row is whole: hand none on, so later steps never read a hole.
  const columnMissing = Object.keys(present).length < Object.keys(shape).length;
  return { rows: columnMissing ? [] : rows, problems, complete: allValid };
}
