import type { ParsedVersion } from "pmi-rating/tables";
import { percentChangeText } from "./percentChangeText.js";

/** The percentage change of every base rate, age band by postcode band (a heat map's data). */
export interface BaseRateChangeGrid {
  /** Age bands of the later version, e.g. "0-17" (with " F"/" M" when rated by gender). */
  readonly ageBands: readonly string[];
  /** Postcode bands in the later version's column order. */
  readonly postcodeBands: readonly string[];
  /** `changes[age][band]`: signed percent to two places, or `undefined` for a new band or age band. */
  readonly changes: readonly (readonly (string | undefined)[])[];
}

const AGE_COLUMNS = ["from_age", "to_age", "gender"];

/**
 * The base-rate change between two versions as a grid of age band × postcode band, each cell
 * the percentage change of that rate (from `base-rates.csv` of each), for the workbench's heat
 * map and the diff's summary. An age band or postcode band new in the later version has no
 * change (`undefined`).
 *
 * @example
 * baseRateChangeGrid(v2026, v2027).changes[0]; // ["+6.00", "+6.00", "+6.00", "+6.00", "+6.00", "+6.00"]
 */
export function baseRateChangeGrid(from: ParsedVersion, to: ParsedVersion): BaseRateChangeGrid {
  const before = from.files["base-rates.csv"];
  const after = to.files["base-rates.csv"];
  const postcodeBands = (after?.header ?? []).filter((column) => !AGE_COLUMNS.includes(column));
  const keyOf = (values: Readonly<Record<string, string>>) => `${values.from_age}-${values.to_age}${values.gender ? ` ${values.gender}` : ""}`;
  const beforeRows = new Map((before?.rows ?? []).map((row) => [keyOf(row.values), row.values]));
  const rows = after?.rows ?? [];
  return {
    ageBands: rows.map((row) => keyOf(row.values)),
    postcodeBands,
    changes: rows.map((row) => {
      const previous = beforeRows.get(keyOf(row.values));
      return postcodeBands.map((band) => {
        const was = previous?.[band];
        const now = row.values[band];
        return was === undefined || now === undefined ? undefined : percentChangeText(was, now);
      });
    }),
  };
}
