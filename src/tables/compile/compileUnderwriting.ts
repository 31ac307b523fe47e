import { UNDERWRITING_TYPES, type UnderwritingType } from "../../model/enums.js";
import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { Factor } from "../types.js";
import { fileName } from "./fileName.js";
import { factorCell, oneOfCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

/**
 * Reads underwriting.csv (`uw_type,factor`): one factor above 0 for each of FMU, NMORI, CME,
 * CMORI and MHD, each exactly once.
 *
 * @example
 * compileUnderwriting("2026.1/underwriting.csv", csv, problems)?.get("MHD")?.value.toString(); // "1.1"
 */
export function compileUnderwriting(file: string, csv: ParsedCsv | undefined, problems: TableProblem[]): Map<UnderwritingType, Factor> | undefined {
  const validated = validateRows(file, csv, { uw_type: oneOfCell(UNDERWRITING_TYPES, "underwriting type"), factor: factorCell });
  problems.push(...validated.problems);
  const before = problems.length;
  const factors = new Map<UnderwritingType, Factor>();
  for (const { row, data } of validated.rows) {
    const earlier = factors.get(data.uw_type);
    if (earlier !== undefined) {
      problems.push({
        file,
        row,
        column: "uw_type",
        code: "DUPLICATE_ENTRY",
        message: `The underwriting type ${data.uw_type} is given twice (first in row ${earlier.source.row}).`,
      });
      continue;
    }
    factors.set(data.uw_type, { value: data.factor, source: { file: fileName(file), row } });
  }
  if (!validated.complete) return undefined;
  for (const type of UNDERWRITING_TYPES) {
    if (!factors.has(type)) {
      problems.push({ file, column: "uw_type", code: "MISSING_ENTRY", message: `The underwriting type ${type} has no factor: add a row "${type},<factor>".` });
    }
  }
  return problems.length > before ? undefined : factors;
}
