import { tablesSignOff, type VersionSignOffState } from "./governance/tablesSignOff.js";
import type { RoundingMode, TablesData, TablesStatus } from "./types.js";

/** The summary of one tables version, as `pmi-rating tables check` shows it. */
export interface TablesVersionSummary {
  readonly version: string;
  readonly effectiveFrom: string;
  readonly illustrative: boolean;
  readonly roundingMode: RoundingMode;
  readonly hash: string;
  /** Rated ages, e.g. "0-99". */
  readonly ages: string;
  readonly maximumEntryAgeNewBusiness: number;
  readonly ageBands: number;
  readonly postcodeBands: readonly string[];
  readonly postcodePrefixes: number;
  readonly defaultPostcodeBand?: string;
  /** "Excess (352): 0, 100, 200, …" */
  readonly options: readonly string[];
  /** "0-12" */
  readonly ncdLevels: string;
  /** "B:1", "B:12", … */
  readonly paymentMethods: readonly string[];
  readonly incentiveTypes: readonly string[];
  /**
   * The minimum annual net premium exactly as the tables hold it (at least 2 decimals, e.g.
   * "600.125"): not rounded here, since a quote rounds it with the version's `roundingMode`.
   */
  readonly minimumPremium: string;
  /** Sign-off: `draft` or `approved`; absent for a version outside sign-off. */
  readonly status?: TablesStatus;
  readonly approvedBy?: string;
  readonly approvedAt?: string;
  /** The first quote date the version may be used on; absent: any. */
  readonly availableFrom?: string;
  /** With an `approvedHash`: whether it is still the version's content hash (false: a file changed after approval). */
  readonly approvedHashMatches?: boolean;
  /** The version's sign-off as `tablesSignOff` judges it, in a word and in words. */
  readonly signOff: { readonly state: VersionSignOffState; readonly description: string };
}

/** A plain summary of compiled tables (`summarizeTables`): the hash, each version, the IPT history. */
export interface TablesSummary {
  readonly hash: string;
  readonly versions: readonly TablesVersionSummary[];
  /** "12 % from 2017-06-01", oldest first. */
  readonly ipt: readonly string[];
}

/**
 * Returns a plain summary of compiled tables for `pmi-rating tables check` and for people:
 * versions with their effective dates and hashes, ages, bands, options, NCD levels, payment
 * methods, incentives, their sign-off (status, who and when, whether the approved hash still
 * matches, the first quote date) and the IPT history.
 *
 * @example
 * summarizeTables(defaultTables).versions.map((version) => `${version.version} from ${version.effectiveFrom}`);
 * // ["2026.1 from 2026-01-01", "2027.1 from 2027-01-01"]
 */
export function summarizeTables(tables: TablesData): TablesSummary {
  const signOff = tablesSignOff(tables).versions;
  return {
    hash: tables.hash,
    versions: tables.versions.map((version, index) => ({
      version: version.manifest.version,
      effectiveFrom: version.manifest.effectiveFrom,
      illustrative: version.manifest.illustrative,
      roundingMode: version.manifest.roundingMode,
      hash: version.hash,
      ages: `${version.ages.minimumAge}-${version.ages.maximumAge}`,
      maximumEntryAgeNewBusiness: version.ages.maximumEntryAgeNewBusiness,
      ageBands: version.baseRates.bands.length,
      postcodeBands: version.postcodeBands.bands,
      postcodePrefixes: version.postcodeBands.prefixes.size,
      ...(version.postcodeBands.defaultBand === undefined ? {} : { defaultPostcodeBand: version.postcodeBands.defaultBand.band }),
      options: [...version.options.byId.values()].map((option) =>
        option.hasLevels ? `${option.name} (${option.id}): ${[...option.levels.keys()].join(", ")}` : `${option.name} (${option.id})`,
      ),
      ncdLevels: `${version.ncd.lowestLevel}-${version.ncd.highestLevel}`,
      paymentMethods: [...version.payment.factors.keys()],
      incentiveTypes: [...new Set(version.incentives.eligibility.map((rule) => rule.incentiveType))],
      minimumPremium: version.minimumPremium.value.toFixed(Math.max(2, decimalPlacesOf(version.minimumPremium.value.toFixed()))),
      ...(version.manifest.status === undefined ? {} : { status: version.manifest.status }),
      ...(version.manifest.approvedBy === undefined ? {} : { approvedBy: version.manifest.approvedBy }),
      ...(version.manifest.approvedAt === undefined ? {} : { approvedAt: version.manifest.approvedAt }),
      ...(version.manifest.availableFrom === undefined ? {} : { availableFrom: version.manifest.availableFrom }),
      ...(version.manifest.approvedHash === undefined ? {} : { approvedHashMatches: version.manifest.approvedHash === version.hash }),
      signOff: { state: signOff[index]?.state ?? "not-signed-off", description: signOff[index]?.description ?? "" },
    })),
    ipt: tables.ipt.rates.map((rate) => `${rate.ratePercent.toString()} % from ${rate.effectiveFrom}`),
  };
}

function decimalPlacesOf(text: string): number {
  const point = text.indexOf(".");
  return point === -1 ? 0 : text.length - point - 1;
}
