import { formatPercent } from "@pmi-rating/rate-change";
import type { SegmentSummary } from "@pmi-rating/rate-change";
import { segmentGrid } from "../segmentGrid.js";
import { h } from "./element.js";
import { heatMapTable } from "./heatMapTable.js";

const percent = (value: number | undefined) => (value === undefined ? "–" : formatPercent(value));

/**
 * The dislocation by segment of a comparison: bars of the premium change by age band and by
 * postcode band, and the heat map of age band × postcode band (each cell the segment's change,
 * its policies in its title). Bars and cells are HTML, so every figure is text a screen reader reads.
 *
 * @example
 * container.append(segmentView(report.segments));
 */
export function segmentView(segments: readonly SegmentSummary[]): HTMLElement {
  const grid = segmentGrid(segments);
  const scale = Math.max(1, ...[...grid.byAge, ...grid.byBand].map((entry) => Math.abs(entry.changePercent ?? 0)));
  const bars = (title: string, id: string, rows: typeof grid.byAge) =>
    h(
      "table",
      { id, class: "segment-bars" },
      h("caption", {}, title),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["Segment", "Policies", "Change", ""].map((heading) => h("th", { scope: "col" }, heading)),
        ),
      ),
      h(
        "tbody",
        {},
        rows.map((row) =>
          h(
            "tr",
            {},
            h("th", { scope: "row" }, row.label),
            h("td", { class: "number" }, String(row.count)),
            h("td", { class: "number" }, percent(row.changePercent)),
            h(
              "td",
              { class: "bar-cell" },
              h("span", {
                class: `bar ${(row.changePercent ?? 0) < 0 ? "down" : "up"}`,
                style: `width: ${Math.round((Math.abs(row.changePercent ?? 0) / scale) * 100)}%`,
              }),
            ),
          ),
        ),
      ),
    );
  return h(
    "section",
    { id: "segment-view", "aria-label": "Dislocation by segment" },
    h("h2", {}, "Dislocation by segment"),
    h(
      "div",
      { class: "two" },
      bars("Change in book premium by age band (policyholder)", "segment-by-age", grid.byAge),
      bars("Change by postcode band", "segment-by-band", grid.byBand),
    ),
    heatMapTable({
      id: "segment-heatmap",
      caption: "Change in premium by age band × postcode band (premium-weighted; hover a cell for its policies)",
      ageBands: grid.ageBands,
      postcodeBands: grid.postcodeBands,
      scale,
      cellAt: (row, column) => {
        const cell = grid.cells[row]?.[column];
        const where = `${grid.ageBands[row]}, ${grid.postcodeBands[column]}`;
        return cell === undefined
          ? { changePercent: undefined, text: "", title: `${where}: no policy` }
          : { changePercent: cell.changePercent, text: percent(cell.changePercent), title: `${where}: ${cell.count} policies` };
      },
    }),
  );
}
