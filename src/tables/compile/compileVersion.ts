import { MANIFEST_FILE, type ParsedVersion } from "../parsedTables.js";
import type { TableProblem } from "../tableProblem.js";
import type { TablesVersion } from "../types.js";
import { compileBaseRates } from "./compileBaseRates.js";
import { compileIncentives } from "./compileIncentives.js";
import { compileLimits } from "./compileLimits.js";
import { compileManifest } from "./compileManifest.js";
import { compileNcd } from "./compileNcd.js";
import { compileOptions } from "./compileOptions.js";
import { compilePayment } from "./compilePayment.js";
import { compilePostcodeBands } from "./compilePostcodeBands.js";
import { compileUnderwriting } from "./compileUnderwriting.js";

/**
 * Compiles one tables version from its parsed files, pushing every problem of every file
 * (each file is checked even when another is broken). Returns `undefined` when any is wrong.
 *
 * @example
 * compileVersion(parsed.versions[0], hashes.byVersion["2026.1"], problems)?.manifest.version; // "2026.1"
 */
export function compileVersion(version: ParsedVersion, hash: string, problems: TableProblem[]): TablesVersion | undefined {
  const before = problems.length;
  const path = (file: string) => `${version.directory}/${file}`;
  const { files } = version;
  const manifest = compileManifest(path(MANIFEST_FILE), version.manifest, version.directory, problems);
  const { limits, ages } = compileLimits(path("limits.csv"), files["limits.csv"], problems);
  const baseRates = compileBaseRates(path("base-rates.csv"), files["base-rates.csv"], ages, problems);
  const postcodeBands = compilePostcodeBands(path("postcode-bands.csv"), files["postcode-bands.csv"], baseRates?.bands, problems);
  const underwriting = compileUnderwriting(path("underwriting.csv"), files["underwriting.csv"], problems);
  const options = compileOptions(path("options.csv"), files["options.csv"], path("option-prices.csv"), files["option-prices.csv"], problems);
  const ncd = compileNcd(path("ncd.csv"), files["ncd.csv"], problems);
  const payment = compilePayment(path("payment.csv"), files["payment.csv"], problems);
  const incentives = compileIncentives(
    path("incentive-eligibility.csv"),
    files["incentive-eligibility.csv"],
    path("incentive-exclusive-pairs.csv"),
    files["incentive-exclusive-pairs.csv"],
    limits?.incentiveBounds,
    problems,
  );
  if (
    problems.length > before ||
    manifest === undefined ||
    limits === undefined ||
    baseRates === undefined ||
    postcodeBands === undefined ||
    underwriting === undefined ||
    options === undefined ||
    ncd === undefined ||
    payment === undefined ||
    incentives === undefined
  ) {
    return undefined;
  }
  return {
    manifest,
    hash,
    ages: limits.ages,
    baseRates: baseRates.table,
    postcodeBands,
    underwriting,
    options,
    ncd,
    payment,
    incentives,
    limits: limits.adjustments,
    renewal: limits.renewal,
    minimumPremium: limits.minimumPremium,
    inputBounds: limits.inputBounds,
    effectiveDate: limits.effectiveDate,
    ...(version.factorFiles === undefined ? {} : { factorTables: version.factorFiles }),
  };
}
