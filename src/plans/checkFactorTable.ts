import type { FactorTableRule } from "../engine/types.js";
import type { ParsedCsv } from "../tables/parsedTables.js";
import type { TableProblem } from "../tables/tableProblem.js";
import { factorTableValuesOf } from "../tables/factorTableValuesOf.js";

const DECIMAL = /^-?\d+(\.\d{1,6})?$/;
const INTEGER = /^-?\d{1,9}$/;

/**
 * The problems of a rating factor's own table (`name,value` rows) against the rows its factor
 * declares (`FactorTableRule.rows`): both columns present, every row a declared name given
 * once, every declared name given, each value of its kind (a decimal of at most 6 places, or a
 * whole number) within its range. Run when tables are compiled or loaded, never per quote.
 *
 * @example
 * checkFactorTable(csv, "2026.1/factor-smoker-loading.csv", smokerLoadingFactor.table!); // [] when sound
 */
export function checkFactorTable(table: ParsedCsv, path: string, rule: FactorTableRule): TableProblem[] {
  const problems: TableProblem[] = [];
  const names = Object.keys(rule.rows);
  for (const column of ["name", "value"]) {
    if (!table.header.includes(column))
      problems.push({ file: path, column, code: "MISSING_COLUMN", message: `${path} has no ${column} column: write its rows as name,value (${names.join(", ")}).` });
  }
  if (problems.length > 0) return problems;
  const seen = new Set<string>();
  for (const row of table.rows) {
    const name = (row.values["name"] ?? "").trim();
    if (!Object.hasOwn(rule.rows, name))
      problems.push({ file: path, row: row.row, column: "name", code: "INVALID_VALUE", message: `${path} names "${name}"; its rows are ${names.join(", ")}.` });
    else if (seen.has(name)) problems.push({ file: path, row: row.row, column: "name", code: "DUPLICATE_ENTRY", message: `${path} gives ${name} twice: keep one row.` });
    seen.add(name);
  }
  const values = factorTableValuesOf(table, path);
  for (const [name, expected] of Object.entries(rule.rows)) {
    const given = values.get(name);
    if (given === undefined) {
      problems.push({ file: path, code: "MISSING_ENTRY", message: `${path} has no ${name} row: add it (${expected.doc}).` });
      continue;
    }
    const number = Number(given.value);
    if (!(expected.kind === "integer" ? INTEGER : DECIMAL).test(given.value) || number < expected.min || number > expected.max) {
      const kind = expected.kind === "integer" ? "a whole number" : "a decimal";
      problems.push({
        file: path,
        row: given.source.row,
        column: "value",
        code: "IMPLAUSIBLE_VALUE",
        message: `${name} "${given.value}" is not ${kind} from ${expected.min} to ${expected.max} (${expected.doc}).`,
      });
    }
  }
  return problems;
}
