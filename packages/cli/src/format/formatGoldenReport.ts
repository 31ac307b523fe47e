import { escapeControlCharacters } from "./escapeControlCharacters.js";
import type { GoldenCaseReport, GoldenDifference, GoldenReport, JsonValue, TablesHashChange } from "pmi-rating/node";
import type { Colors } from "./colors.js";
import { createTable } from "./createTable.js";

/** At most this many differences are printed per case; the rest are counted. */
const MAX_DIFFERENCES_SHOWN = 25;
/** Longer values (a whole member, a whole quote) are cut to this many characters. */
const MAX_VALUE_LENGTH = 60;

/**
 * The result of a golden run for a terminal: one line per case (passed, failed, updated or
 * unreadable), then under each failed or updated case a table of what changed (member, field,
 * expected, actual; premiums first, as the runner orders them) and any stale hand workings,
 * then the totals. Cases that differ only by the tables' content hash get no line of their own:
 * the hash change is reported once, with how many cases it touches.
 *
 * @example
 * process.stdout.write(formatGoldenReport(await runGoldenCases(dir, tables), colors));
 */
export function formatGoldenReport(report: GoldenReport, colors: Colors): string {
  const out: string[] = [];
  for (const goldenCase of report.cases) {
    if (goldenCase.tablesHashOnly && goldenCase.staleWorkings.length === 0) continue;
    out.push(caseLine(goldenCase, colors));
    if (goldenCase.error !== undefined) continue;
    if (goldenCase.differences.length > 0) out.push(differencesTable(goldenCase.differences, colors, goldenCase.updated));
    for (const stale of goldenCase.staleWorkings) out.push(`    ${colors.yellow("workings stale:")} ${stale}`);
  }
  for (const change of report.tablesHashChanges) out.push(hashChangeLine(change, report.totals.updated > 0, colors));
  const { cases, passed, updated } = report.totals;
  const stillFailing = report.cases.filter((goldenCase) => !goldenCase.passed && (!goldenCase.updated || goldenCase.staleWorkings.length > 0)).length;
  out.push(
    "",
    [
      `${cases} ${cases === 1 ? "case" : "cases"}`,
      colors.green(`${passed} passed`),
      stillFailing > 0 ? colors.red(`${stillFailing} failed`) : `${stillFailing} failed`,
      ...(updated > 0 ? [colors.yellow(`${updated} updated`)] : []),
    ].join(", "),
  );
  return `${out.join("\n")}\n`;
}

function hashChangeLine(change: TablesHashChange, updated: boolean, colors: Colors): string {
  const cases = `${change.cases} ${change.cases === 1 ? "case differs" : "cases differ"}`;
  const what = `${cases} only by the tables hash, ${change.expected.slice(0, 12)}… → ${change.actual.slice(0, 12)}…: a table file changed without moving any figure they pin`;
  return updated ? `${colors.yellow("↻ hash   ")} ${what}; new hash recorded.` : `${colors.yellow("⚠ hash   ")} ${what}; run with --update to record it.`;
}

function caseLine(reported: GoldenCaseReport, colors: Colors): string {
  // The file name, description and error come from the case's file: one line each, whatever they hold.
  const goldenCase = { ...reported, file: escapeControlCharacters(reported.file), description: escapeControlCharacters(reported.description) };
  if (reported.error !== undefined) return `${colors.red("✖ ERROR  ")} ${goldenCase.file}: ${escapeControlCharacters(reported.error)}`;
  const description = goldenCase.description === "" ? "" : ` — ${goldenCase.description}`;
  if (goldenCase.passed) return `${colors.green("✔ pass   ")} ${goldenCase.file}${description}`;
  if (goldenCase.differences.length === 0) return `${colors.red("✖ FAIL   ")} ${goldenCase.file}${description} (hand workings stale)`;
  const count = `${goldenCase.differences.length} ${goldenCase.differences.length === 1 ? "difference" : "differences"}`;
  if (goldenCase.updated) return `${colors.yellow("↻ updated")} ${goldenCase.file}${description} (${count} written)`;
  return `${colors.red("✖ FAIL   ")} ${goldenCase.file}${description} (${count})`;
}

function differencesTable(differences: readonly GoldenDifference[], colors: Colors, updated: boolean): string {
  const table = createTable(["Member", "Field", updated ? "Was" : "Expected", updated ? "Now" : "Actual"], colors);
  for (const difference of differences.slice(0, MAX_DIFFERENCES_SHOWN)) {
    table.push([difference.member, difference.field, showValue(difference.expected), showValue(difference.actual)]);
  }
  const more = differences.length - MAX_DIFFERENCES_SHOWN;
  const indented = table
    .toString()
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
  return more > 0 ? `${indented}\n    … and ${more} more differences` : indented;
}

/** A JSON value on one table cell: "(absent)" when missing, long values cut. */
export function showValue(value: JsonValue | undefined): string {
  if (value === undefined) return "(absent)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}
