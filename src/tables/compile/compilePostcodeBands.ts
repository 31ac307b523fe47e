import type { ParsedCsv } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { PostcodeBandEntry, PostcodeBandTable } from "../types.js";
import { fileName } from "./fileName.js";
import { optionalTextCell, textCell } from "./fields.js";
import { validateRows } from "./validateRows.js";

/** The prefix of the row that gives the band of a postcode no other prefix matches. */
export const DEFAULT_BAND_PREFIX = "*";

/** An area (`SW`), a district (`SW1`, `W10`) or a sub-district (`SW1A`). */
const PREFIX_PATTERN = /^[A-Z]{1,2}(\d{1,2}[A-Z]?)?$/;

/**
 * Reads postcode-bands.csv (`prefix,band[,area_name]`): each prefix a postcode area, district or
 * sub-district (upper-cased), at most once; the band a column of base-rates.csv. A row with
 * prefix `*` gives the default band (at most one); without it, a postcode no prefix matches is
 * not rated.
 *
 * @example
 * compilePostcodeBands("2026.1/postcode-bands.csv", csv, ["A", "B"], problems)?.prefixes.get("SW1A")?.band; // "F"
 */
export function compilePostcodeBands(
  file: string,
  csv: ParsedCsv | undefined,
  bands: readonly string[] | undefined,
  problems: TableProblem[],
): PostcodeBandTable | undefined {
  const validated = validateRows(file, csv, { prefix: textCell, band: textCell, area_name: optionalTextCell }, ["area_name"]);
  problems.push(...validated.problems);
  const before = problems.length;
  const prefixes = new Map<string, PostcodeBandEntry & { prefix: string }>();
  let defaultBand: PostcodeBandEntry | undefined;
  for (const { row, data } of validated.rows) {
    const prefix = data.prefix.toUpperCase();
    // The prefix is kept in its entry: a look-up answers with the entry itself, nothing built per postcode.
    const source = { file: fileName(file), row };
    const entry = { band: data.band, prefix, source };
    if (bands !== undefined && !bands.includes(data.band)) {
      problems.push({
        file,
        row,
        column: "band",
        code: "UNKNOWN_BAND",
        message: `The band "${data.band}" has no column in base-rates.csv (bands there: ${bands.join(", ")}).`,
      });
    }
    if (prefix === DEFAULT_BAND_PREFIX) {
      if (defaultBand !== undefined) {
        problems.push({
          file,
          row,
          column: "prefix",
          code: "DUPLICATE_ENTRY",
          message: `The default band row "*" is given twice (first in row ${defaultBand.source.row}).`,
        });
      }
      defaultBand = { band: data.band, source };
      continue;
    }
    if (!PREFIX_PATTERN.test(prefix)) {
      problems.push({
        file,
        row,
        column: "prefix",
        code: "INVALID_VALUE",
        message: `"${data.prefix}" is not a postcode area (e.g. SW), district (e.g. SW1, W10) or sub-district (e.g. SW1A), nor "*" for the default band.`,
      });
      continue;
    }
    const earlier = prefixes.get(prefix);
    if (earlier !== undefined) {
      problems.push({ file, row, column: "prefix", code: "DUPLICATE_ENTRY", message: `The prefix "${prefix}" is given twice (first in row ${earlier.source.row}).` });
      continue;
    }
    prefixes.set(prefix, entry);
  }
  if (!validated.complete || problems.length > before || bands === undefined) return undefined;
  return { bands, prefixes, ...(defaultBand === undefined ? {} : { defaultBand }) };
}
