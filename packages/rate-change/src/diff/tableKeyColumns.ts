import type { VersionCsvFile } from "pmi-rating/tables";

/**
 * The columns that name a row of each tables file, so that a diff pairs the row of one version
 * with the same row of the other (an age band by its ages, a prefix by its text) and reports
 * every other column as a cell that changed. A file whose every column is its key (the
 * incentive lists) has rows added or removed, never changed. `gender` joins the base-rate key
 * when a version has it.
 *
 * @example
 * tableKeyColumns("option-prices.csv"); // ["option_id", "level"]
 */
export function tableKeyColumns(file: VersionCsvFile): readonly string[] {
  return KEY_COLUMNS[file];
}

const KEY_COLUMNS: Readonly<Record<VersionCsvFile, readonly string[]>> = {
  "limits.csv": ["name"],
  "base-rates.csv": ["from_age", "to_age", "gender"],
  "postcode-bands.csv": ["prefix"],
  "underwriting.csv": ["uw_type"],
  "options.csv": ["option_id"],
  "option-prices.csv": ["option_id", "level"],
  "ncd.csv": ["ncd_level"],
  "payment.csv": ["payment_type", "payment_frequency"],
  "incentive-eligibility.csv": ["agent", "incentive_type", "payment_type", "payment_frequency"],
  "incentive-exclusive-pairs.csv": ["incentive_type", "not_combinable_with"],
};
