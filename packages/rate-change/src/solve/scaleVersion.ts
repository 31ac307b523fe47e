import type { Decimal } from "pmi-rating";
import { decimalOf, ROUND_HALF_UP } from "pmi-rating/toolkit";
import type { ParsedVersion } from "pmi-rating/tables";
import type { ScaleTarget } from "./scaleTarget.js";

const BASE_RATE_KEYS = ["from_age", "to_age", "gender"];
const NUMBER_TEXT = /^-?\d+(\.(\d+))?$/;

/**
 * A version with the numbers of one table multiplied by `multiplier`, each rounded half-up to
 * its own decimal places or the target's minimum (pennies for rates, six places for factors),
 * whichever is more, so that the result is what an actuary would type. `applies` narrows the
 * change to some rows and columns (a segment); by default every one of the target's cells.
 *
 * @example
 * scaleVersion(v2026, { file: "base-rates.csv", columns: "every-rate", decimals: 2 }, decimalOf("1.045"))
 *   .files["base-rates.csv"]?.rows[0]?.values.A; // "337.54" (323.00 × 1.045 = 337.535)
 */
export function scaleVersion(
  version: ParsedVersion,
  target: ScaleTarget,
  multiplier: Decimal,
  applies: (values: Readonly<Record<string, string>>, column: string) => boolean = () => true,
): ParsedVersion {
  const csv = version.files[target.file];
  if (csv === undefined) return version;
  const columns = target.columns === "every-rate" ? csv.header.filter((column) => !BASE_RATE_KEYS.includes(column)) : target.columns;
  const rows = csv.rows.map((row) => {
    const values: Record<string, string> = { ...row.values };
    for (const column of columns) {
      const text = values[column];
      const match = text === undefined ? null : NUMBER_TEXT.exec(text);
      if (match === null || text === undefined || !applies(row.values, column)) continue;
      const places = Math.max(match[2]?.length ?? 0, target.decimalsOfRow?.(version, row.values) ?? target.decimals);
      values[column] = decimalOf(text).times(multiplier).round(places, ROUND_HALF_UP).toFixed(places);
    }
    return { row: row.row, values };
  });
  return { ...version, files: { ...version.files, [target.file]: { header: csv.header, rows } } };
}
