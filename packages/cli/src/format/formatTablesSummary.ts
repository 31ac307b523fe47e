import type { TablesSummary, TablesVersionSummary } from "pmi-rating/tables";
import { chargedMinimumPremium } from "./chargedMinimumPremium.js";
import type { Colors } from "./colors.js";
import { createTable } from "./createTable.js";

/**
 * A valid tables folder for a terminal: the folder hash, then one table per version (effective
 * date, hash, ages, age bands, postcode bands and prefixes, options with levels, NCD levels,
 * payment methods, incentives, minimum premium, sign-off and the first quote date), then the
 * IPT history.
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
      ["Sign-off", describeSignOff(version, colors)],
      ["Available from", version.availableFrom === undefined ? "any quote date" : `quote date ${version.availableFrom}`],
    );
    out.push(table.toString(), "");
  }
  out.push(colors.bold("IPT history"), ...summary.ipt.map((rate) => `  ${rate}`));
  return `${out.join("\n")}\n`;
}

/** What a version not approved as it is may still do. */
export const NOT_FOR_LIVE_QUOTES = "; analysis only: the service and pmi-rating quote refuse it";

// The verdict of tablesSignOff, the one the workbench shows too; what is not approved as it is stands out.
function describeSignOff(version: TablesVersionSummary, colors: Colors): string {
  const { state, description } = version.signOff;
  if (state === "approved") return description;
  const shown = `${description}${NOT_FOR_LIVE_QUOTES}`;
  return state === "changed-since-approval" ? colors.red(shown) : colors.yellow(shown);
}

function describeMinimumPremium(version: TablesVersionSummary): string {
  const charged = chargedMinimumPremium(version.minimumPremium, version.roundingMode);
  return charged === version.minimumPremium ? `£${charged}` : `£${charged} (${version.minimumPremium} in the table, rounded ${version.roundingMode})`;
}
