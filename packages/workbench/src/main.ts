import { compileTables } from "pmi-rating";
import { formatTableProblem } from "pmi-rating/tables";
import type { ParsedTables } from "pmi-rating";
import { setupComparePanel } from "./ui/comparePanel.js";
import type { Example, WorkbenchContext } from "./ui/context.js";
import { byId, h, replaceChildren } from "./ui/element.js";
import { setupExplainPanel } from "./ui/explainPanel.js";
import { setupQuotePanel } from "./ui/quotePanel.js";
import { setupRateChangePanel } from "./ui/rateChangePanel.js";
import { setupTablesPanel } from "./ui/tablesPanel.js";
import { setupTabs } from "./ui/tabs.js";

// The workbench page: loads its own two data files (the tables in force and the examples),
// compiles the tables in the page, wires the four panels and prices the first example.
async function start(): Promise<void> {
  const [parsed, examples] = await Promise.all([fetchJson<ParsedTables>("tables.json"), fetchJson<Example[]>("examples.json")]);
  const compiled = compileTables(parsed);
  if (!compiled.success) throw new Error(`The tables in force cannot be used:\n${compiled.problems.map(formatTableProblem).join("\n")}`);
  const tables = compiled.tables;
  byId("tables-in-force").textContent =
    `Tables in force: versions ${tables.versions.map((version) => version.manifest.version).join(", ")}; content hash ${tables.hash.slice(0, 16)}…`;
  const context: WorkbenchContext = {
    inForce: { parsed, tables },
    uploaded: undefined,
    examples,
    onPriced: () => undefined,
    onUploadedTables: () => undefined,
    loadRequest: () => undefined,
  };
  setupTabs();
  setupExplainPanel(context);
  setupComparePanel(context);
  setupTablesPanel(context);
  setupRateChangePanel(context);
  setupQuotePanel(context);
  document.body.dataset.ready = "true";
}

async function fetchJson<T>(name: string): Promise<T> {
  const response = await fetch(new URL(name, document.baseURI));
  if (!response.ok) throw new Error(`${name} could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as T;
}

start().catch((error: unknown) => {
  replaceChildren(
    byId("main"),
    h("div", { class: "problems", role: "alert" }, h("h2", {}, "The workbench could not start"), h("pre", {}, error instanceof Error ? error.message : String(error))),
  );
});
