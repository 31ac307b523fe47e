import type { TablesSummary, TablesVersionSummary } from "../../tables/summarizeTables.js";
import { chargedMinimumPremium } from "./chargedMinimumPremium.js";
import type { Colors } from "./colors.js";
import { createTable } from "./createTable.js";

/**
 * A valid tables folder for a terminal: the folder hash, then one table per version (effective
 * date, hash, ages, age bands, postcode bands and prefixes, options with levels, NCD levels,
 * payment methods, incentives, minimum premium), then the IPT history.
 *
 * @example
 * process.stdout.write(formatTablesSummary("tables", summarizeTables(tables), colors));
 */
export function formatTablesSummary(directory: string, summary: TablesSummary, colors: Colors): string {
  const out: string[] = [];
  const versions = summary.versions.length === 1 ? "1 version" : `${summary.versions.length} versions`;
  out.push(`${colors.green("✔")} ${directory}: valid, ${versions}`, `Hash ${summary.hash}`, "");
  for (const version of summary.versions) {
    out.push(colors.bold(`Version ${version.version}, effective from ${version.effectiveFrom}${version.illustrative ? " (illustrative)" : ""}`));
    const table = createTable([], colors);
    table.push(
      ["Hash", version.hash],
      ["Rounding", version.roundingMode],
      ["Ages", `${version.ages} (New Business up to ${version.maximumEntryAgeNewBusiness}), ${version.ageBands} age bands`],
      [
        "Postcode bands",
        `${version.postcodeBands.join(", ")} — ${version.postcodePrefixes} prefixes${version.defaultPostcodeBand === undefined ? ", no default band" : `, default band ${version.defaultPostcodeBand}`}`,
      ],
      ["Options", version.options.join("\n")],
      ["NCD levels", version.ncdLevels],
      ["Payment methods", version.paymentMethods.join(", ")],
      ["Incentives", version.incentiveTypes.join(", ")],
      ["Minimum premium", describeMinimumPremium(version)],
    );
    out.push(table.toString(), "");
  }
  out.push(colors.bold("IPT history"), ...summary.ipt.map((rate) => `  ${rate}`));
  return `${out.join("\n")}\n`;
}

function describeMinimumPremium(version: TablesVersionSummary): string {
  const charged = chargedMinimumPremium(version.minimumPremium, version.roundingMode);
  return charged === version.minimumPremium ? `£${charged}` : `£${charged} (${version.minimumPremium} in the table, rounded ${version.roundingMode})`;
}
