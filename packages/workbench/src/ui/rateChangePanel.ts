import { baseRateChangeGrid } from "@pmi-rating/rate-change";
import { diffTablesVersions } from "@pmi-rating/rate-change";
import type { TableDiff } from "@pmi-rating/rate-change";
import { MANIFEST_FILE, type ParsedCsv, type ParsedVersion, type VersionCsvFile } from "pmi-rating/tables";
import type { WorkbenchContext } from "./context.js";
import { byId, h, replaceChildren } from "./element.js";
import { heatMapTable } from "./heatMapTable.js";

/**
 * Wires the Rate change panel: two versions (of the tables in force or uploaded), their diff as
 * the library's `diffTablesVersions` gives it (`pmi-rating tables diff`), the heat map of base-rate
 * changes by age band × postcode band, and every changed table with its changed cells
 * highlighted (the value before and the percent change in the cell's title).
 */
export function setupRateChangePanel(context: WorkbenchContext): void {
  const fromSelect = byId<HTMLSelectElement>("rates-from");
  const toSelect = byId<HTMLSelectElement>("rates-to");
  const versions = (): { key: string; label: string; version: ParsedVersion }[] => [
    ...context.inForce.parsed.versions.map((version) => ({ key: `inForce:${version.directory}`, label: `${version.directory} (in force)`, version })),
    ...(context.uploaded?.parsed.versions ?? []).map((version) => ({ key: `uploaded:${version.directory}`, label: `${version.directory} (uploaded)`, version })),
  ];
  const fill = () => {
    const all = versions();
    for (const [select, fallback] of [
      [fromSelect, all.at(-2)],
      [toSelect, all.at(-1)],
    ] as const) {
      const previous = select.value || fallback?.key || "";
      replaceChildren(
        select,
        all.map((entry) => h("option", { value: entry.key, selected: entry.key === previous }, entry.label)),
      );
    }
    show();
  };
  const show = () => {
    const all = versions();
    const from = all.find((entry) => entry.key === fromSelect.value);
    const to = all.find((entry) => entry.key === toSelect.value);
    if (from === undefined || to === undefined) return;
    const diff = diffTablesVersions({ label: from.label, version: from.version }, { label: to.label, version: to.version });
    const grid = baseRateChangeGrid(from.version, to.version);
    const scale = Math.max(1, ...grid.changes.flat().map((change) => Math.abs(Number(change ?? 0))));
    replaceChildren(
      byId("rates-result"),
      h(
        "p",
        { id: "rates-summary" },
        diff.tables.length === 0
          ? "The two versions hold the same tables."
          : `${diff.tables.length} of 11 files differ: ${diff.tables.map((table) => table.file).join(", ")}.`,
      ),
      heatMapTable({
        id: "rates-heatmap",
        caption: "Base-rate change by age band × postcode band",
        ageBands: grid.ageBands,
        postcodeBands: grid.postcodeBands,
        scale,
        cellAt: (row, column) => {
          const change = grid.changes[row]?.[column];
          return change === undefined ? { changePercent: undefined, text: "new" } : { changePercent: Number(change), text: `${change} %` };
        },
      }),
      diff.tables.map((table) => changedTable(table, table.file === MANIFEST_FILE ? undefined : to.version.files[table.file as VersionCsvFile])),
    );
  };
  fromSelect.addEventListener("change", show);
  toSelect.addEventListener("change", show);
  const previous = context.onUploadedTables;
  context.onUploadedTables = () => {
    previous();
    fill();
  };
  fill();
}

// The later version's rows of a changed file, each changed cell highlighted with its earlier value; removed rows listed after.
function changedTable(table: TableDiff, csv: ParsedCsv | undefined): HTMLElement {
  const changedCells = new Map(table.changed.map((entry) => [entry.row, new Map(entry.cells.map((cell) => [cell.column, cell]))]));
  const added = new Set(table.added.map((entry) => entry.row));
  const header = csv?.header ?? ["key", "value"];
  const rows: readonly { row: number; values: Readonly<Record<string, string>> }[] =
    csv?.rows ?? table.changed.map((entry) => ({ row: entry.row, values: { ...entry.key, value: entry.cells[0]?.after ?? "" } }));
  const shown = rows.filter((row) => changedCells.has(row.row) || added.has(row.row));
  return h(
    "table",
    { class: "diff-table", "data-file": table.file },
    h("caption", {}, `${table.file}: ${table.changed.length} changed, ${table.added.length} added, ${table.removed.length} removed`),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "row"),
        header.map((name) => h("th", { scope: "col" }, name)),
      ),
    ),
    h(
      "tbody",
      {},
      shown.map((row) =>
        h(
          "tr",
          { class: added.has(row.row) ? "added" : undefined },
          h("td", { class: "number" }, String(row.row)),
          header.map((name) => {
            const cell = changedCells.get(row.row)?.get(name);
            return cell === undefined
              ? h("td", {}, row.values[name] ?? "")
              : h(
                  "td",
                  { class: "changed", title: `was ${cell.before}${cell.percentChange === undefined ? "" : ` (${cell.percentChange} %)`}` },
                  h("span", {}, row.values[name] ?? cell.after),
                  cell.percentChange === undefined ? null : h("small", {}, ` ${cell.percentChange} %`),
                );
          }),
        ),
      ),
      table.removed.map((entry) =>
        h(
          "tr",
          { class: "removed" },
          h("td", { class: "number" }, String(entry.row)),
          header.map((name) => h("td", {}, entry.values[name] ?? "")),
        ),
      ),
    ),
  );
}
