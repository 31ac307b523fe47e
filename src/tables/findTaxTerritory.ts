import { findIptRate } from "./findIptRate.js";
import type { IptRate, TablesData } from "./types.js";

/** The tax that applies at an address on a date: the territory, its name, and its rate (`undefined` before its first row). */
export interface TaxTerritoryOfPostcode {
  /** "UK", or the territory code of `tax-territories.csv`, e.g. "JE". */
  readonly territory: string;
  /** "United Kingdom", or the territory's name, e.g. "Jersey". */
  readonly name: string;
  /** The rate in force on the date; `undefined` when the date is before the territory's first rate. */
  readonly rate: IptRate | undefined;
  /** The first rate of the territory's history (for the message when `rate` is absent). */
  readonly firstEffectiveFrom: string | undefined;
}

/**
 * Returns the premium tax that applies to a risk located at a normalised postcode on a date:
 * the territory of its postcode area (the letters before the first digit) from
 * `tax-territories.csv`, or the UK, whose rate is `ipt.csv`'s. Pure; one map read.
 *
 * @example
 * findTaxTerritory(defaultTables, "JE2 3AB", "2026-03-01"); // { territory: "JE", name: "Jersey", rate: { ratePercent: 0, ... } }
 * findTaxTerritory(defaultTables, "SW1A 1AA", "2026-03-01").rate?.ratePercent.toString(); // "12"
 */
export function findTaxTerritory(tables: Pick<TablesData, "ipt" | "taxTerritories">, postcode: string, isoDate: string): TaxTerritoryOfPostcode {
  const area = /^[A-Z]+/.exec(postcode.toUpperCase())?.[0] ?? "";
  const territory = tables.taxTerritories?.byPostcodeArea.get(area);
  if (territory === undefined) {
    return { territory: "UK", name: "United Kingdom", rate: findIptRate(tables.ipt, isoDate), firstEffectiveFrom: tables.ipt.rates[0]?.effectiveFrom };
  }
  return { territory: territory.territory, name: territory.name, rate: findIptRate(territory, isoDate), firstEffectiveFrom: territory.rates[0]?.effectiveFrom };
}
