import { formatWorksheetCsv } from "@pmi-rating/rate-change";
import { worksheetSections, type WorksheetSection } from "@pmi-rating/rate-change";
import type { QuoteResponse } from "pmi-rating";
import { waterfallBars } from "../waterfallBars.js";
import { drawWaterfall } from "./charts.js";
import type { WorkbenchContext } from "./context.js";
import { byId, h, replaceChildren } from "./element.js";

/** Wires the Explain panel: a member chooser, the waterfall, the worksheet table and the CSV export, redrawn after every pricing. */
export function setupExplainPanel(context: WorkbenchContext): void {
  const memberSelect = byId<HTMLSelectElement>("explain-member");
  const csvButton = byId<HTMLButtonElement>("worksheet-csv");
  let response: QuoteResponse | undefined;
  let sections: WorksheetSection[] = [];

  memberSelect.addEventListener("change", () => draw());
  window.addEventListener("workbench-tab", (event) => {
    if ((event as CustomEvent<string>).detail === "explain") draw();
  });
  csvButton.addEventListener("click", () => {
    if (response === undefined) return;
    const url = URL.createObjectURL(new Blob([formatWorksheetCsv(response)], { type: "text/csv" }));
    const link = h("a", { href: url, download: `worksheet-${response.id ?? "quote"}.csv` });
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  });

  context.onPriced = (priced) => {
    response = priced;
    sections = priced === undefined ? [] : worksheetSections(priced);
    const previous = memberSelect.value;
    replaceChildren(
      memberSelect,
      ...sections.map((section, index) => h("option", { value: String(index), selected: String(index) === previous }, sectionLabel(section, index))),
    );
    csvButton.disabled = priced === undefined;
    draw();
  };

  function draw(): void {
    const section = sections[Number(memberSelect.value)] ?? sections[0];
    const canvas = byId<HTMLCanvasElement>("waterfall");
    if (response === undefined || section === undefined) {
      byId("explain-status").textContent = "Nothing to explain: the request in Quote is refused. Fix its problems first.";
      replaceChildren(byId("worksheet"));
      return;
    }
    byId("explain-status").textContent =
      `Quote ${response.id ?? ""} priced with tables ${response.tables.version}: ${sectionLabel(section, Number(memberSelect.value))}.`;
    const bars = waterfallBars(section.lines);
    canvas.parentElement?.toggleAttribute("hidden", bars.length === 0);
    if (bars.length > 0 && !byId("panel-explain").hidden) drawWaterfall(canvas, bars);
    canvas.setAttribute("aria-label", `Waterfall chart: ${bars.map((bar) => `${bar.label} ${bar.factor} to ${bar.to.toFixed(2)}`).join("; ")}`);
    byId("waterfall-caption").textContent =
      "Each bar moves the premium from its value before the step to its value after; beside each bar are the step, its factor or amount, the key looked up and the table row read. Blue: base rate; orange: increase; green: decrease; grey: no change; purple: totals.";
    replaceChildren(byId("worksheet"), worksheetTable(section));
  }
}

function sectionLabel(section: WorksheetSection, index: number): string {
  if (section.pointer === undefined) return "Policy-level lines";
  const member = section.member;
  return member === undefined
    ? `Member ${index + 1}`
    : `Member ${member.number ?? index + 1}: ${member.relationship}, age ${member.age}, net ${member.netPrice.toFixed(2)}, gross ${member.grossPrice.toFixed(2)}`;
}

function worksheetTable(section: WorksheetSection): HTMLElement {
  const columns = ["step", "description", "table", "row", "key", "factor", "amount", "before", "after"] as const;
  return h(
    "table",
    { id: "worksheet-table" },
    h("caption", {}, "Worksheet"),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        columns.map((column) => h("th", { scope: "col" }, column)),
      ),
    ),
    h(
      "tbody",
      {},
      section.lines.map((line) =>
        h(
          "tr",
          {},
          columns.map((column) =>
            h(
              "td",
              { class: ["row", "factor", "amount", "before", "after"].includes(column) ? "number" : undefined },
              line[column] === undefined ? "" : String(line[column]),
            ),
          ),
        ),
      ),
    ),
  );
}
