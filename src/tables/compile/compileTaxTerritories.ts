import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { IptRate, TableSource, TaxTerritory, TaxTerritoryTable } from "../types.js";
import { fileName } from "./fileName.js";
import { isoDateCell, nonNegativeDecimalCell, textCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

/** The code of the UK in these files: its tax is `ipt.csv`, so it may not be listed here. */
export const UK_TAX_TERRITORY = "UK";

const POSTCODE_AREA = /^[A-Z]{1,2}$/;

/**
 * Reads `tax-territories.csv` (`postcode_area,territory,territory_name`) and `premium-tax.csv`
 * (`territory,effective_from,rate_percent`): the postcode areas outside UK IPT (Jersey JE,
 * Guernsey GY, the Isle of Man IM in the default tables), and the premium tax each such
 * territory charges, dated like `ipt.csv`. A postcode whose area is not listed is in the UK.
 *
 * Checked: an area is one or two capital letters and is listed once; a territory is not "UK"
 * (the UK's tax is `ipt.csv`), keeps one name, and has at least one rate; every rate's
 * territory is named in `tax-territories.csv`; a territory's dates are real and strictly
 * ascending; a rate is 0 (no premium tax) or at least 0 and below 100 percent. Every problem is
 * pushed with its file, row and column.
 *
 * @example
 * compileTaxTerritories("tax-territories.csv", areas, "premium-tax.csv", rates, problems)
 *   ?.byPostcodeArea.get("JE")?.rates[0]?.ratePercent.toString(); // "0"
 */
export function compileTaxTerritories(
  territoriesFile: string,
  territoriesCsv: ParsedCsv | undefined,
  taxFile: string,
  taxCsv: ParsedCsv | undefined,
  problems: TableProblem[],
): TaxTerritoryTable | undefined {
  const before = problems.length;
  const areas = validateRows(territoriesFile, territoriesCsv, { postcode_area: textCell, territory: textCell, territory_name: textCell });
  const taxes = validateRows(taxFile, taxCsv, { territory: textCell, effective_from: isoDateCell, rate_percent: nonNegativeDecimalCell });
  problems.push(...areas.problems, ...taxes.problems);

  const names = new Map<string, { readonly name: string; readonly source: TableSource }>();
  const areaRows = new Map<string, { readonly territory: string; readonly row: number }>();
  for (const { row, data } of areas.rows) {
    const area = data.postcode_area.toUpperCase();
    if (!POSTCODE_AREA.test(area)) {
      problems.push({
        file: territoriesFile,
        row,
        column: "postcode_area",
        code: "INVALID_VALUE",
        message: `"${data.postcode_area}" is not a postcode area: write its one or two letters, e.g. JE.`,
      });
      continue;
    }
    const earlier = areaRows.get(area);
    if (earlier !== undefined) {
      problems.push({
        file: territoriesFile,
        row,
        column: "postcode_area",
        code: "DUPLICATE_ENTRY",
        message: `The postcode area ${area} is listed twice (first in row ${earlier.row}).`,
      });
      continue;
    }
    if (data.territory.toUpperCase() === UK_TAX_TERRITORY) {
      problems.push({
        file: territoriesFile,
        row,
        column: "territory",
        code: "INVALID_VALUE",
        message: `List only postcode areas outside UK IPT: an area not listed is already in the UK (its tax is ${"ipt.csv"}), so remove the row for ${area}.`,
      });
      continue;
    }
    const named = names.get(data.territory);
    if (named !== undefined && named.name !== data.territory_name) {
      problems.push({
        file: territoriesFile,
        row,
        column: "territory_name",
        code: "INVALID_VALUE",
        message: `Territory ${data.territory} is called "${named.name}" in row ${named.source.row}: give it one name.`,
      });
      continue;
    }
    if (named === undefined) names.set(data.territory, { name: data.territory_name, source: { file: fileName(territoriesFile), row } });
    areaRows.set(area, { territory: data.territory, row });
  }

  const rates = new Map<string, IptRate[]>();
  for (const { row, data } of taxes.rows) {
    // Checked only on a sound tax-territories.csv, so that one broken file is not reported twice.
    if (areas.complete && !names.has(data.territory)) {
      problems.push({
        file: taxFile,
        row,
        column: "territory",
        code: "INVALID_VALUE",
        message: `Territory "${data.territory}" is not named in ${fileName(territoriesFile)}: add its postcode areas there, or correct the code.`,
      });
      continue;
    }
    if (data.rate_percent.gte(100)) {
      problems.push({
        file: taxFile,
        row,
        column: "rate_percent",
        code: "INVALID_RANGE",
        message: `A premium tax of ${data.rate_percent.toString()} % is not plausible: write the rate in percent below 100, or 0 where no premium tax is due.`,
      });
    }
    const history = rates.get(data.territory) ?? [];
    const previous = history[history.length - 1];
    if (previous !== undefined && data.effective_from <= previous.effectiveFrom) {
      problems.push({
        file: taxFile,
        row,
        column: "effective_from",
        code: data.effective_from === previous.effectiveFrom ? "DUPLICATE_ENTRY" : "OUT_OF_ORDER",
        message: `${data.effective_from} must be later than territory ${data.territory}'s row above (${previous.effectiveFrom}, row ${previous.source.row}): list each territory's rates oldest first, one row per date.`,
      });
    }
    history.push({ effectiveFrom: data.effective_from, ratePercent: data.rate_percent, source: { file: fileName(taxFile), row } });
    rates.set(data.territory, history);
  }
  if (!areas.complete || !taxes.complete) return undefined;
  for (const [territory, { source }] of names) {
    if (!rates.has(territory)) {
      problems.push({
        file: taxFile,
        column: "territory",
        code: "MISSING_ENTRY",
        message: `Territory ${territory} (${fileName(territoriesFile)} row ${source.row}) has no premium-tax rate: add a row ${territory},<effective_from>,<rate_percent>.`,
      });
    }
  }
  if (problems.length > before) return undefined;

  const territories = new Map<string, TaxTerritory>();
  for (const [territory, { name, source }] of names) territories.set(territory, { territory, name, rates: rates.get(territory) ?? [], source });
  const byPostcodeArea = new Map<string, TaxTerritory>();
  for (const [area, { territory }] of areaRows) {
    const compiled = territories.get(territory);
    if (compiled !== undefined) byPostcodeArea.set(area, compiled);
  }
  return { byPostcodeArea };
}
