import { formatTableProblem, tablesSignOff } from "pmi-rating/tables";
import { MANIFEST_FILE, VERSION_CSV_FILES } from "pmi-rating/tables";
import type { TableProblem, VersionSignOff } from "pmi-rating/tables";
import { compileTablesFiles } from "../compileTablesFiles.js";
import type { TablesFile } from "../readTablesFiles.js";
import type { TablesInPage, WorkbenchContext } from "./context.js";
import { byId, h, replaceChildren } from "./element.js";
import { reportingFailure } from "./reportingFailure.js";

/** Wires the Tables panel: the tables in force with their hashes and every file's rows, and the check of an uploaded folder. */
export function setupTablesPanel(context: WorkbenchContext): void {
  const { parsed, tables } = context.inForce;
  const versionSelect = byId<HTMLSelectElement>("tables-version");
  const fileSelect = byId<HTMLSelectElement>("tables-file");

  replaceChildren(byId("tables-summary"), tablesSummary(context.inForce, "Tables in force"));
  replaceChildren(
    versionSelect,
    ...parsed.versions.map((version) => h("option", { value: version.directory }, version.directory)),
    h("option", { value: "" }, "(shared) ipt.csv"),
  );
  versionSelect.value = tables.versions.at(-1)?.manifest.version ?? "";
  versionSelect.addEventListener("change", () => fillFiles());
  fileSelect.addEventListener("change", () => showFile());
  fillFiles();

  function fillFiles(): void {
    const names = versionSelect.value === "" ? ["ipt.csv"] : [MANIFEST_FILE, ...VERSION_CSV_FILES];
    replaceChildren(fileSelect, ...names.map((name) => h("option", { value: name }, name)));
    fileSelect.value = versionSelect.value === "" ? "ipt.csv" : "base-rates.csv";
    showFile();
  }

  function showFile(): void {
    const view = byId("tables-view");
    if (versionSelect.value === "") {
      replaceChildren(view, csvTable("ipt.csv", parsed.ipt?.header ?? [], parsed.ipt?.rows ?? []));
      return;
    }
    const version = parsed.versions.find((candidate) => candidate.directory === versionSelect.value);
    if (fileSelect.value === MANIFEST_FILE) {
      replaceChildren(view, h("pre", {}, JSON.stringify(version?.manifest ?? null, null, 2)));
      return;
    }
    const csv = version?.files[fileSelect.value as (typeof VERSION_CSV_FILES)[number]];
    replaceChildren(view, csvTable(`${versionSelect.value}/${fileSelect.value}`, csv?.header ?? [], csv?.rows ?? []));
  }

  byId<HTMLInputElement>("tables-upload").addEventListener(
    "change",
    reportingFailure(
      async (event) => {
        const chosen = Array.from((event.target as HTMLInputElement).files ?? []);
        const output = byId("tables-check");
        replaceChildren(output, h("p", {}, `Checking ${chosen.length} files…`));
        const files: TablesFile[] = await Promise.all(chosen.map(async (file) => ({ path: file.webkitRelativePath || file.name, text: await file.text() })));
        const result = compileTablesFiles(files);
        if (!result.success) {
          context.uploaded = undefined;
          context.onUploadedTables();
          replaceChildren(output, problemsTable(result.problems));
          return;
        }
        context.uploaded = { parsed: result.parsed, tables: result.tables };
        context.onUploadedTables();
        // The verdict of pmi-rating tables check: a version changed after approval fails it, yet may be analysed here.
        const { checkProblems } = tablesSignOff(result.tables);
        replaceChildren(
          output,
          checkProblems.length === 0
            ? h("p", { class: "ok" }, "The tables pass every check. Choose “Uploaded tables” in Compare to see their impact.")
            : problemsTable(checkProblems, "tables check fails on these tables until each version is approved again; they can still be analysed in Compare"),
          tablesSummary(context.uploaded, "Uploaded tables"),
        );
      },
      (message) => replaceChildren(byId("tables-check"), h("div", { class: "problems", role: "alert" }, `The files could not be read: ${message}`)),
    ),
  );
}

function tablesSummary(tables: TablesInPage, title: string): HTMLElement {
  const signOff = tablesSignOff(tables.tables).versions;
  return h(
    "table",
    { class: "tables-summary" },
    h("caption", {}, `${title}: content hash `, h("code", { "data-field": "hash" }, tables.tables.hash)),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        ["Version", "In force from", "Illustrative", "Version hash", "Sign-off"].map((heading) => h("th", { scope: "col" }, heading)),
      ),
    ),
    h(
      "tbody",
      {},
      tables.tables.versions.map((version, index) =>
        h(
          "tr",
          {},
          h("td", {}, version.manifest.version),
          h("td", {}, version.manifest.effectiveFrom),
          h("td", {}, version.manifest.illustrative ? "yes" : "no"),
          h("td", {}, h("code", {}, version.hash)),
          signOffCell(signOff[index]),
        ),
      ),
    ),
  );
}

/** A version's sign-off as tables check shows it; one not approved as it is prices here for analysis only. */
function signOffCell(signOff: VersionSignOff | undefined): HTMLElement {
  if (signOff === undefined || signOff.state === "approved") return h("td", { "data-field": "sign-off", "data-state": "approved" }, signOff?.description ?? "");
  return h(
    "td",
    { "data-field": "sign-off", "data-state": signOff.state, class: "not-approved" },
    `${signOff.description}; analysis only: the service and pmi-rating quote refuse it`,
  );
}

function csvTable(file: string, header: readonly string[], rows: readonly { row: number; values: Readonly<Record<string, string>> }[]): HTMLElement {
  return h(
    "table",
    { id: "tables-file-view" },
    h("caption", {}, `${file}: ${rows.length} rows`),
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
      rows.map((row) =>
        h(
          "tr",
          {},
          h("td", { class: "number" }, String(row.row)),
          header.map((name) => h("td", {}, row.values[name] ?? "")),
        ),
      ),
    ),
  );
}

function problemsTable(problems: readonly TableProblem[], consequence = "these tables cannot be used"): HTMLElement {
  return h(
    "div",
    { class: "problems", role: "alert" },
    h("h2", {}, `${problems.length} problem${problems.length === 1 ? "" : "s"}: ${consequence}`),
    h(
      "table",
      { id: "tables-problems" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["File", "Row", "Column", "Code", "Message"].map((heading) => h("th", { scope: "col" }, heading)),
        ),
      ),
      h(
        "tbody",
        {},
        problems.map((problem) =>
          h(
            "tr",
            { title: formatTableProblem(problem) },
            h("td", {}, problem.file),
            h("td", { class: "number" }, problem.row === undefined ? "" : String(problem.row)),
            h("td", {}, problem.column ?? ""),
            h("td", {}, problem.code),
            h("td", {}, problem.message),
          ),
        ),
      ),
    ),
  );
}
