import type { ParsedVersion, VersionCsvFile } from "pmi-rating/tables";

/** Which numbers of a version a solve changes by one multiplier. */
export interface ScaleTarget {
  /** The file scaled. */
  readonly file: VersionCsvFile;
  /** Its columns scaled (every other column is a key or a description). */
  readonly columns: "every-rate" | readonly string[];
  /** Decimal places written at least: pennies for rates, six places for factors (a 0.01 % step). */
  readonly decimals: number;
  /** Decimal places of one row when they depend on the row (an amount among factors); `decimals` otherwise. */
  readonly decimalsOfRow?: (version: ParsedVersion, values: Readonly<Record<string, string>>) => number;
}

// An option priced as an annual amount (DentalandOptical) keeps pennies; a factor, six places.
const optionPriceDecimals = (version: ParsedVersion, values: Readonly<Record<string, string>>) =>
  version.files["options.csv"]?.rows.find((row) => row.values.option_id === values.option_id)?.values.pricing === "amount" ? 2 : 6;

/** The tables `--scale table:NAME` may name, and the column each scales. */
const SCALABLE_TABLES: Readonly<Record<string, ScaleTarget>> = {
  "base-rates": { file: "base-rates.csv", columns: "every-rate", decimals: 2 },
  ncd: { file: "ncd.csv", columns: ["factor"], decimals: 6 },
  payment: { file: "payment.csv", columns: ["factor"], decimals: 6 },
  underwriting: { file: "underwriting.csv", columns: ["factor"], decimals: 6 },
  "option-prices": { file: "option-prices.csv", columns: ["value"], decimals: 6, decimalsOfRow: optionPriceDecimals },
};

/**
 * Reads `--scale`: `base-rates` (every base rate), or `table:NAME` for a factor table (`ncd`,
 * `payment`, `underwriting`, `option-prices`: every option's factor or amount; `table:base-rates`
 * is `base-rates`). `undefined` for anything else.
 *
 * @example
 * scaleTargetOf("table:ncd"); // { file: "ncd.csv", columns: ["factor"], decimals: 6 }
 */
export function scaleTargetOf(text: string): ScaleTarget | undefined {
  const name = text.startsWith("table:") ? text.slice("table:".length) : text === "base-rates" ? text : undefined;
  return name === undefined ? undefined : SCALABLE_TABLES[name.replace(/\.csv$/, "")];
}

/** The names `--scale` accepts, for messages. */
export const SCALE_NAMES = ["base-rates", ...Object.keys(SCALABLE_TABLES).map((name) => `table:${name}`)];
