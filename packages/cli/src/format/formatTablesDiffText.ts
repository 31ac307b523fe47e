import type { RowKey, TableDiff, TablesDiff } from "@pmi-rating/rate-change";
import type { Colors } from "./colors.js";
import { createTable } from "./createTable.js";
import { escapeControlCharacters } from "./escapeControlCharacters.js";

/**
 * `pmi-rating tables diff` for a person: the two versions with their hashes, then table by
 * table every removed, added and changed row, a changed row one line per changed cell with its
 * value before and after and the percentage change of a number.
 *
 * @example
 * process.stdout.write(formatTablesDiffText(diff, plainColors));
 */
export function formatTablesDiffText(diff: TablesDiff, colors: Colors): string {
  const side = (entry: TablesDiff["from"]) => `${entry.label}${entry.hash === undefined ? "" : ` (hash ${entry.hash.slice(0, 12)}…)`}`;
  const lines = [`Tables diff: ${side(diff.from)} → ${side(diff.to)}`];
  if (diff.tables.length === 0) return `${lines[0]}\n${colors.green("✔")} The versions hold the same tables.\n`;
  lines.push(`${diff.tables.length} of 11 files differ: ${diff.tables.map((table) => table.file).join(", ")}`);
  for (const table of diff.tables) {
    lines.push("", colors.bold(`${table.file}: ${countsOf(table)}`));
    if (table.addedColumns.length > 0) lines.push(`  Columns added: ${table.addedColumns.join(", ")}`);
    if (table.removedColumns.length > 0) lines.push(`  Columns removed: ${table.removedColumns.join(", ")}`);
    const grid = createTable(["Row", "Change", table.keyColumns.join(", "), "Column", "Before", "After", "%"], colors, [
      "right",
      "left",
      "left",
      "left",
      "right",
      "right",
      "right",
    ]);
    for (const entry of table.removed)
      grid.push([String(entry.row), colors.red("removed"), keyText(entry.key), "", shortened(valuesText(entry.values, table.keyColumns)), "", ""]);
    for (const entry of table.added)
      grid.push([String(entry.row), colors.green("added"), keyText(entry.key), "", "", shortened(valuesText(entry.values, table.keyColumns)), ""]);
    for (const entry of table.changed) {
      entry.cells.forEach((cell, index) => {
        grid.push([
          index === 0 ? String(entry.row) : "",
          index === 0 ? "changed" : "",
          index === 0 ? keyText(entry.key) : "",
          escapeControlCharacters(cell.column),
          shortened(cell.before),
          shortened(cell.after),
          cell.percentChange ?? "",
        ]);
      });
    }
    if (grid.length > 0) lines.push(grid.toString());
  }
  return `${lines.join("\n")}\n`;
}

function countsOf(table: TableDiff): string {
  const cells = table.changed.reduce((sum, entry) => sum + entry.cells.length, 0);
  const parts = [
    table.changed.length > 0 ? `${plural(table.changed.length, "row")} changed (${plural(cells, "cell")})` : "",
    table.added.length > 0 ? `${plural(table.added.length, "row")} added` : "",
    table.removed.length > 0 ? `${plural(table.removed.length, "row")} removed` : "",
  ].filter((part) => part !== "");
  return parts.length > 0 ? parts.join(", ") : "columns only";
}

// A long text (a description, a hash) is cut so the table stays on a screen; --json and --csv keep it whole.
const shortened = (data: string) => {
  const text = escapeControlCharacters(data);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const keyText = (key: RowKey) =>
  escapeControlCharacters(
    Object.values(key)
      .filter((value) => value !== "")
      .join(" / "),
  );
const valuesText = (values: Readonly<Record<string, string>>, keyColumns: readonly string[]) =>
  Object.entries(values)
    .filter(([column]) => !keyColumns.includes(column))
    .map(([column, value]) => `${column}=${value}`)
    .join(", ");
