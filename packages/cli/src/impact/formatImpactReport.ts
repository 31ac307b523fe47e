import type { Colors } from "../format/colors.js";
import { createTable } from "../format/createTable.js";
import { formatPercent, histogramRows } from "@pmi-rating/rate-change";
import { formatSegmentTable } from "./formatSegmentTable.js";
import type { ImpactSummary, PolicyChange } from "@pmi-rating/rate-change";
import { escapeControlCharacters } from "../format/escapeControlCharacters.js";

const BAR_WIDTH = 40;

/**
 * The dislocation report an actuary reads before releasing new tables: counts, book premium
 * before and after, mean and median change, percentiles, a histogram, the largest increases
 * and decreases, and the policies that could not be compared.
 *
 * @example
 * process.stdout.write(formatImpactReport(accumulator.summary(), { colors, from: "2026.1", to: "2027.1" }));
 */
export function formatImpactReport(
  summary: ImpactSummary,
  context: { readonly colors: Colors; readonly from: string; readonly to: string; readonly segmentBy?: readonly string[] },
): string {
  const { colors } = context;
  const out: string[] = [];
  const percent = (value: number | undefined) => (value === undefined ? "–" : formatPercent(value));

  out.push(colors.bold(`Rate change impact on ${summary.basis} premium`));
  out.push(`  from: ${context.from}${versionsNote(summary.fromVersions)}`);
  out.push(`  to:   ${context.to}${versionsNote(summary.toVersions)}`);
  out.push("");
  out.push(`Policies read:      ${summary.policies}`);
  out.push(`Compared:           ${summary.compared}`);
  out.push(`  increased:        ${summary.increased}`);
  out.push(`  decreased:        ${summary.decreased}`);
  out.push(`  unchanged:        ${summary.unchanged}`);
  out.push(`Failed:             ${summary.failed === 0 ? "0" : colors.red(String(summary.failed))}`);
  out.push(`Book premium:       £${summary.totalFrom} → £${summary.totalTo} (${percent(summary.totalChangePercent)})`);
  out.push(`Mean change:        ${percent(summary.meanChangePercent)} (£${summary.meanChangeAmount ?? "–"} per policy)`);
  out.push(`Median change:      ${percent(summary.medianChangePercent)}`);
  out.push(`Range:              ${percent(summary.minimumChangePercent)} to ${percent(summary.maximumChangePercent)}`);
  out.push("");

  if (summary.compared > 0) {
    const percentiles = createTable(
      summary.percentiles.map((entry) => `P${entry.percentile}`),
      colors,
      summary.percentiles.map(() => "right"),
    );
    percentiles.push(summary.percentiles.map((entry) => percent(entry.changePercent)));
    out.push(colors.bold("Percentiles of the percentage change"));
    out.push(percentiles.toString());
    out.push("");

    const rows = histogramRows(summary.histogram);
    const largestCount = Math.max(...rows.map((row) => row.count), 1);
    const labelWidth = Math.max(...rows.map((row) => row.label.length));
    const countWidth = String(largestCount).length;
    out.push(colors.bold("Distribution of the percentage change"));
    for (const row of rows) {
      const bar = "█".repeat(Math.round((row.count / largestCount) * BAR_WIDTH)) || (row.count > 0 ? "▏" : "");
      out.push(`  ${row.label.padStart(labelWidth)} │ ${String(row.count).padStart(countWidth)} ${colors.cyan(bar)}`);
    }
    out.push("");
    out.push(...changesTable("Largest increases", summary.largestIncreases, colors));
    out.push(...changesTable("Largest decreases", summary.largestDecreases, colors));
    out.push(...formatSegmentTable(summary.segments, context.segmentBy ?? [], summary.overPercent, colors));
  }

  if (summary.failed > 0) {
    out.push(colors.bold(colors.red(`Policies that could not be compared: ${summary.failed}`)));
    const failures = createTable(["Line", "Policy", "Failed with", "Reason"], colors, ["right"]);
    for (const failure of summary.failureSamples) {
      failures.push([
        failure.line,
        escapeControlCharacters(failure.policyId),
        failure.side === "both" ? "both tables" : `--${failure.side}`,
        escapeControlCharacters(failure.reason),
      ]);
    }
    out.push(failures.toString());
    if (summary.failed > summary.failureSamples.length) {
      out.push(`  … and ${summary.failed - summary.failureSamples.length} more (see --out for every policy)`);
    }
    out.push("");
  }
  return `${out.join("\n")}\n`;
}

function changesTable(title: string, changes: readonly PolicyChange[], colors: Colors): string[] {
  if (changes.length === 0) return [];
  const table = createTable(["Policy", "Line", "From £", "To £", "Change £", "Change %"], colors, ["left", "right", "right", "right", "right", "right"]);
  for (const change of changes) {
    table.push([escapeControlCharacters(change.policyId), change.line, change.from, change.to, change.amount, formatPercent(change.percent)]);
  }
  return [colors.bold(title), table.toString(), ""];
}

function versionsNote(versions: ReadonlyMap<string, number>): string {
  if (versions.size === 0) return "";
  const parts = [...versions].map(([version, count]) => `${version} (${count})`);
  return ` — version ${parts.join(", ")}`;
}
