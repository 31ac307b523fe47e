import { Decimal } from "../../decimal/decimal.js";
import { factorTableValuesOf } from "../../tables/factorTableValuesOf.js";
import type { TableSource, TablesVersion } from "../../tables/types.js";

/** The file of the smoker loading in a version folder. */
export const SMOKER_LOADING_FILE = "factor-smoker-loading.csv";

/** The smoker loading of one tables version: the factor a smoker's premium is multiplied by, and the oldest smoker it rates. */
export interface SmokerLoadingTable {
  readonly factor: Decimal;
  readonly maximumAge: number;
  readonly factorSource: TableSource;
  readonly maximumAgeSource: TableSource;
}

/**
 * The smoker loading of `version`, or `undefined` when the version has no
 * factor-smoker-loading.csv (smokers are then priced as non-smokers). Read once per tables
 * version (in the step's `compile` and the check's), from rows the tables' compilation checked
 * (`checkFactorTable`, with the rows `smokerLoadingFactor.table` declares).
 *
 * @example
 * smokerLoadingTableOf(plan.version)?.factor.toFixed(); // "1.25"
 */
export function smokerLoadingTableOf(version: TablesVersion): SmokerLoadingTable | undefined {
  const table = version.factorTables?.[SMOKER_LOADING_FILE];
  if (table === undefined) return undefined;
  const values = factorTableValuesOf(table, `${version.manifest.version}/${SMOKER_LOADING_FILE}`);
  const factor = values.get("factor");
  const maximumAge = values.get("maximum_age");
  if (factor === undefined || maximumAge === undefined) return undefined;
  return Object.freeze({ factor: new Decimal(factor.value), maximumAge: Number(maximumAge.value), factorSource: factor.source, maximumAgeSource: maximumAge.source });
}
