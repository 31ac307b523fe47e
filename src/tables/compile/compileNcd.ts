import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { Factor, NcdTable } from "../types.js";
import { fileName } from "./fileName.js";
import { factorCell, integerCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

/**
 * Reads ncd.csv (`ncd_level,factor`): whole levels from 0 up, each once, with no level
 * missing between the lowest and the highest, each with a factor above 0.
 *
 * @example
 * compileNcd("2026.1/ncd.csv", csv, problems)?.highestLevel; // 12
 */
export function compileNcd(file: string, csv: ParsedCsv | undefined, problems: TableProblem[]): NcdTable | undefined {
  const validated = validateRows(file, csv, { ncd_level: integerCell(), factor: factorCell });
  problems.push(...validated.problems);
  const before = problems.length;
  const factors = new Map<number, Factor>();
  for (const { row, data } of validated.rows) {
    const earlier = factors.get(data.ncd_level);
    if (earlier !== undefined) {
      problems.push({
        file,
        row,
        column: "ncd_level",
        code: "DUPLICATE_ENTRY",
        message: `NCD level ${data.ncd_level} is given twice (first in row ${earlier.source.row}).`,
      });
      continue;
    }
    factors.set(data.ncd_level, { value: data.factor, source: { file: fileName(file), row } });
  }
  if (!validated.complete) return undefined;
  if (factors.size === 0) {
    problems.push({ file, code: "MISSING_ENTRY", message: "The NCD table has no level: add rows ncd_level,factor." });
    return undefined;
  }
  const levels = [...factors.keys()].sort((a, b) => a - b);
  const lowestLevel = levels[0] as number;
  const highestLevel = levels[levels.length - 1] as number;
  for (let level = lowestLevel; level <= highestLevel; level += 1) {
    if (!factors.has(level)) {
      problems.push({ file, column: "ncd_level", code: "MISSING_ENTRY", message: `NCD level ${level} is missing between ${lowestLevel} and ${highestLevel}.` });
    }
  }
  if (problems.length > before) return undefined;
  return { factors: new Map(levels.map((level) => [level, factors.get(level) as Factor])), lowestLevel, highestLevel };
}
