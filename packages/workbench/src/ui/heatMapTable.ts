import { heatColour } from "../heatColour.js";
import { h } from "./element.js";

/** One cell of a heat map: the change that colours it, the text it shows, and what its title says. */
export interface HeatMapCell {
  readonly changePercent: number | undefined;
  readonly text: string;
  readonly title?: string;
}

/** What a heat map of age band × postcode band shows. */
export interface HeatMap {
  readonly id: string;
  readonly caption: string;
  readonly ageBands: readonly string[];
  readonly postcodeBands: readonly string[];
  /** The change at which a cell's colour is full, in percent either way. */
  readonly scale: number;
  readonly cellAt: (row: number, column: number) => HeatMapCell;
}

/**
 * A table of age bands (rows) × postcode bands (columns), each cell's background its change
 * (`heatColour`) and its figure as text, so a screen reader reads what the colour shows: the
 * base-rate changes of the Rate change tab and the premium changes by segment of Compare.
 *
 * @example
 * heatMapTable({ id: "rates-heatmap", caption: "Base-rate change", ageBands, postcodeBands, scale: 6,
 *   cellAt: (row, column) => ({ changePercent: 6, text: "+6.00 %" }) });
 */
export function heatMapTable(map: HeatMap): HTMLTableElement {
  return h(
    "table",
    { id: map.id, class: "heatmap" },
    h("caption", {}, map.caption),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "Age band"),
        map.postcodeBands.map((band) => h("th", { scope: "col" }, band)),
      ),
    ),
    h(
      "tbody",
      {},
      map.ageBands.map((age, row) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, age),
          map.postcodeBands.map((_band, column) => {
            const cell = map.cellAt(row, column);
            return h("td", { class: "number", style: `background: ${heatColour(cell.changePercent, map.scale)}`, title: cell.title }, cell.text);
          }),
        ),
      ),
    ),
  );
}
