import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { IptRate, IptTable } from "../types.js";
import { fileName } from "./fileName.js";
import { PLAUSIBLE_RANGES } from "./plausibleRanges.js";
import { isoDateCell, nonNegativeDecimalCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

/**
 * Reads ipt.csv (`effective_from,rate_percent`): the UK standard IPT rate history, shared by
 * every tables version. Dates are real YYYY-MM-DD dates in strictly ascending order (a table
 * out of order would silently pick the wrong rate); rates are percentages from 1 to below 100:
 * a rate under 1 is refused as the likely mistake of a fraction (0.12) for a percentage (12).
 *
 * @example
 * compileIpt("ipt.csv", csv, problems)?.rates.at(-1)?.ratePercent.toString(); // "12"
 */
export function compileIpt(file: string, csv: ParsedCsv | undefined, problems: TableProblem[]): IptTable | undefined {
  const validated = validateRows(file, csv, { effective_from: isoDateCell, rate_percent: nonNegativeDecimalCell });
  problems.push(...validated.problems);
  const before = problems.length;
  const rates: IptRate[] = [];
  for (const { row, data } of validated.rows) {
    const previous = rates[rates.length - 1];
    if (data.rate_percent.gte(100)) {
      problems.push({
        file,
        row,
        column: "rate_percent",
        code: "INVALID_RANGE",
        message: `An IPT rate of ${data.rate_percent.toString()} % is not plausible: write the rate in percent, e.g. 12 for 12 %, below 100.`,
      });
    } else if (data.rate_percent.lt(PLAUSIBLE_RANGES.iptPercent.minimum)) {
      // 0.12 is almost certainly 12 % written as a fraction; taken as 0.12 % it would undercharge tax 100-fold.
      const asPercent = data.rate_percent.times(100).toString();
      problems.push({
        file,
        row,
        column: "rate_percent",
        code: "IMPLAUSIBLE_VALUE",
        message: `An IPT rate of ${data.rate_percent.toString()} % is below 1 %: rate_percent is in percent, so if you meant ${asPercent} %, write ${asPercent}.`,
      });
    }
    if (previous !== undefined && data.effective_from <= previous.effectiveFrom) {
      problems.push({
        file,
        row,
        column: "effective_from",
        code: data.effective_from === previous.effectiveFrom ? "DUPLICATE_ENTRY" : "OUT_OF_ORDER",
        message: `${data.effective_from} must be later than the row above (${previous.effectiveFrom}, row ${previous.source.row}): list the rates oldest first, one row per date.`,
      });
    }
    rates.push({ effectiveFrom: data.effective_from, ratePercent: data.rate_percent, source: { file: fileName(file), row } });
  }
  if (!validated.complete) return undefined;
  if (rates.length === 0) {
    problems.push({ file, code: "MISSING_ENTRY", message: "The IPT table has no rate: add rows effective_from,rate_percent." });
  }
  return problems.length > before ? undefined : { rates };
}
