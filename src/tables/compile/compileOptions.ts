import type { Decimal } from "../../decimal/decimal.js";
import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { OptionCatalogue, OptionDefinition, TableSource } from "../types.js";
import { fileName } from "./fileName.js";
import { checkPlausible, decimalCell, integerCell, oneOfCell, optionalOneOfCell, optionalTextCell, textCell } from "./fields.js";
import { PLAUSIBLE_RANGES } from "./plausibleRanges.js";
import { validateRows } from "./validateRows.js";
import { indexOptionLevels } from "./indexOptionLevels.js";

interface CatalogueEntry {
  readonly id: number;
  readonly name: string;
  readonly pricing: "factor" | "amount";
  readonly row: number;
}

/**
 * Reads the option catalogue (options.csv: `option_id,option_name,pricing,protected_ncd[,description]`)
 * and its prices (option-prices.csv: `option_id,option_name,level,value`).
 *
 * Ids and names are unique (names case-insensitively); `pricing` is `factor` (the premium is
 * multiplied, value above 0) or `amount` (an annual amount is added, value 0 or more); at most
 * one option is marked `protected_ncd` Y (rated for members whose `pncdInd` is Y). Every price
 * row names an option of the catalogue by id and the same name; an option either has one row
 * with a blank level or one row per level (e.g. 0, 100, 500 for an excess), each level once;
 * every option has a price.
 *
 * @example
 * compileOptions("2026.1/options.csv", catalogueCsv, "2026.1/option-prices.csv", pricesCsv, problems)
 *   ?.byName.get("excess")?.levels.get("500")?.value.toString(); // "0.82"
 */
export function compileOptions(
  catalogueFile: string,
  catalogueCsv: ParsedCsv | undefined,
  pricesFile: string,
  pricesCsv: ParsedCsv | undefined,
  problems: TableProblem[],
): OptionCatalogue | undefined {
  const before = problems.length;
  const catalogue = readCatalogue(catalogueFile, catalogueCsv, problems);
  const prices = validateRows(pricesFile, pricesCsv, { option_id: integerCell(1), option_name: textCell, level: optionalTextCell, value: decimalCell });
  problems.push(...prices.problems);
  if (catalogue === undefined) return undefined;

  const levels = new Map<number, Map<string, { value: Decimal; source: TableSource }>>();
  for (const { row, data } of prices.rows) {
    const option = catalogue.entries.get(data.option_id);
    if (option === undefined) {
      problems.push({
        file: pricesFile,
        row,
        column: "option_id",
        code: "UNKNOWN_OPTION",
        message: `Option ${data.option_id} (${data.option_name}) is not in the catalogue options.csv: add it there first.`,
      });
      continue;
    }
    if (option.name !== data.option_name) {
      problems.push({
        file: pricesFile,
        row,
        column: "option_name",
        code: "OPTION_MISMATCH",
        message: `Option ${option.id} is called "${option.name}" in options.csv, not "${data.option_name}".`,
      });
      continue;
    }
    if (option.pricing === "factor" ? !data.value.gt(0) : data.value.lt(0)) {
      problems.push({
        file: pricesFile,
        row,
        column: "value",
        code: option.pricing === "factor" ? "NOT_POSITIVE" : "NEGATIVE",
        message:
          option.pricing === "factor"
            ? `${option.name} is priced as a factor: ${data.value.toString()} must be above 0 (1.00 means no effect).`
            : `${option.name} is priced as an annual amount: ${data.value.toString()} must not be negative.`,
      });
      continue;
    }
    const implausible =
      option.pricing === "factor"
        ? checkPlausible(
            data.value,
            PLAUSIBLE_RANGES.factor,
            `${option.name} is priced as a factor:`,
            "a factor multiplies the premium (1.00 means no effect); check for a misplaced decimal point.",
          )
        : checkPlausible(
            data.value,
            PLAUSIBLE_RANGES.optionAmount,
            `${option.name} is priced as an annual amount:`,
            "it is pounds a year; check for a misplaced decimal point or a pasted value.",
          );
    if (implausible !== undefined) {
      problems.push({ file: pricesFile, row, column: "value", ...implausible });
      continue;
    }
    const level = data.level ?? "";
    const optionLevels = levels.get(option.id) ?? new Map<string, { value: Decimal; source: TableSource }>();
    levels.set(option.id, optionLevels);
    const earlier = optionLevels.get(level);
    if (earlier !== undefined) {
      problems.push({
        file: pricesFile,
        row,
        column: "level",
        code: "DUPLICATE_ENTRY",
        message: `${option.name} ${level === "" ? "without a level" : `level "${level}"`} is priced twice (first in row ${earlier.source.row}).`,
      });
      continue;
    }
    if (optionLevels.size > 0 && (level === "") !== optionLevels.has("")) {
      problems.push({
        file: pricesFile,
        row,
        column: "level",
        code: "INVALID_VALUE",
        message: `${option.name} mixes a row without a level and rows with levels: give either one row with a blank level or one row per level.`,
      });
      continue;
    }
    optionLevels.set(level, { value: data.value, source: { file: fileName(pricesFile), row } });
  }
  if (!prices.complete) return undefined;

  const byId = new Map<number, OptionDefinition>();
  const byName = new Map<string, OptionDefinition>();
  for (const option of catalogue.entries.values()) {
    const optionLevels = levels.get(option.id);
    if (optionLevels === undefined) {
      problems.push({
        file: catalogueFile,
        row: option.row,
        column: "option_id",
        code: "MISSING_ENTRY",
        message: `${option.name} (${option.id}) has no price: add its rows to option-prices.csv.`,
      });
      continue;
    }
    const definition: OptionDefinition = {
      id: option.id,
      name: option.name,
      pricing: option.pricing,
      levels: optionLevels,
      hasLevels: !optionLevels.has(""),
      levelIndex: indexOptionLevels(optionLevels),
    };
    byId.set(option.id, definition);
    byName.set(option.name.toLowerCase(), definition);
  }
  if (problems.length > before) return undefined;
  return { byId, byName, ...(catalogue.protectedNcdOptionId === undefined ? {} : { protectedNcdOptionId: catalogue.protectedNcdOptionId }) };
}

function readCatalogue(
  file: string,
  csv: ParsedCsv | undefined,
  problems: TableProblem[],
): { entries: Map<number, CatalogueEntry>; protectedNcdOptionId?: number } | undefined {
  const validated = validateRows(
    file,
    csv,
    {
      option_id: integerCell(1),
      option_name: textCell,
      pricing: oneOfCell(["factor", "amount"], "pricing"),
      protected_ncd: optionalOneOfCell(["Y", "N"], "protected NCD marker"),
      description: optionalTextCell,
    },
    ["protected_ncd", "description"],
  );
  problems.push(...validated.problems);
  const before = problems.length;
  const entries = new Map<number, CatalogueEntry>();
  const names = new Map<string, number>();
  let protectedNcd: CatalogueEntry | undefined;
  for (const { row, data } of validated.rows) {
    const earlier = entries.get(data.option_id);
    if (earlier !== undefined) {
      problems.push({ file, row, column: "option_id", code: "DUPLICATE_ENTRY", message: `Option id ${data.option_id} is given twice (first in row ${earlier.row}).` });
      continue;
    }
    const sameName = names.get(data.option_name.toLowerCase());
    if (sameName !== undefined) {
      problems.push({
        file,
        row,
        column: "option_name",
        code: "DUPLICATE_ENTRY",
        message: `The option name "${data.option_name}" is given twice (first in row ${sameName}); names must differ, whatever their case.`,
      });
      continue;
    }
    const entry: CatalogueEntry = { id: data.option_id, name: data.option_name, pricing: data.pricing, row };
    entries.set(entry.id, entry);
    names.set(entry.name.toLowerCase(), row);
    if (data.protected_ncd === "Y") {
      if (protectedNcd !== undefined) {
        problems.push({
          file,
          row,
          column: "protected_ncd",
          code: "DUPLICATE_ENTRY",
          message: `Only one option can be the protected NCD option; row ${protectedNcd.row} (${protectedNcd.name}) already is.`,
        });
      } else if (data.pricing !== "factor") {
        problems.push({ file, row, column: "protected_ncd", code: "INVALID_VALUE", message: "The protected NCD option must be priced as a factor." });
      } else {
        protectedNcd = entry;
      }
    }
  }
  if (!validated.complete || problems.length > before) return undefined;
  return { entries, ...(protectedNcd === undefined ? {} : { protectedNcdOptionId: protectedNcd.id }) };
}
