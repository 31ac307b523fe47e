import { formatPercent } from "@pmi-rating/rate-change";
import type { PolicyChange } from "@pmi-rating/rate-change";
import type { ImpactBasis } from "@pmi-rating/rate-change";
import { MAX_BOOK_POLICIES, type BookSource } from "../bookLines.js";
import type { ComparisonSide, ComparisonWorkerMessage, RunComparisonMessage } from "../comparisonMessages.js";
import type { ImpactReport } from "../impactReport.js";
import { drawHistogram } from "./charts.js";
import type { TablesInPage, WorkbenchContext } from "./context.js";
import { byId, formatMoney, h, replaceChildren } from "./element.js";
import { reportingFailure } from "./reportingFailure.js";
import { segmentView } from "./segmentView.js";
import { showTab } from "./tabs.js";

/** Wires the Compare panel: both sides' tables and versions, the book, and the run in a Web Worker with a progress bar. */
export function setupComparePanel(context: WorkbenchContext): void {
  const form = byId<HTMLFormElement>("compare-form");
  const progress = byId<HTMLProgressElement>("compare-progress");
  const status = byId("compare-status");
  const runButton = byId<HTMLButtonElement>("compare-run");
  let worker: Worker | undefined;
  byId<HTMLInputElement>("book-file").addEventListener("change", () => {
    const radio = document.querySelector<HTMLInputElement>("input[name=book][value=ndjson]");
    if (radio !== null) radio.checked = true;
  });

  for (const side of ["from", "to"] as const) {
    byId<HTMLSelectElement>(`compare-${side}-source`).addEventListener("change", () => fillVersions(side));
    fillVersions(side);
  }
  // The usual question: what does the next version do to the book priced on the current one?
  const labels = context.inForce.tables.versions.map((version) => version.manifest.version);
  byId<HTMLSelectElement>("compare-from-version").value = labels.at(-2) ?? "";
  byId<HTMLSelectElement>("compare-to-version").value = labels.at(-1) ?? "";

  context.onUploadedTables = () => {
    for (const side of ["from", "to"] as const) {
      const option = byId<HTMLSelectElement>(`compare-${side}-source`).querySelector<HTMLOptionElement>("option[value=uploaded]");
      if (option !== null) {
        option.disabled = context.uploaded === undefined;
        option.textContent = context.uploaded === undefined ? "Uploaded tables (none yet)" : `Uploaded tables (${context.uploaded.tables.hash.slice(0, 8)}…)`;
      }
      fillVersions(side);
    }
  };

  function tablesOf(side: "from" | "to"): TablesInPage {
    const source = byId<HTMLSelectElement>(`compare-${side}-source`).value;
    return source === "uploaded" && context.uploaded !== undefined ? context.uploaded : context.inForce;
  }

  function fillVersions(side: "from" | "to"): void {
    const select = byId<HTMLSelectElement>(`compare-${side}-version`);
    const previous = select.value;
    replaceChildren(
      select,
      h("option", { value: "" }, "in force on each policy's price date"),
      tablesOf(side).tables.versions.map((version) =>
        h("option", { value: version.manifest.version, selected: version.manifest.version === previous }, `${version.manifest.version} (pinned)`),
      ),
    );
  }

  form.addEventListener(
    "submit",
    reportingFailure(
      async (event: SubmitEvent) => {
        event.preventDefault();
        if (!form.reportValidity()) return;
        const book = await bookSource();
        if (book === undefined) {
          status.textContent = "Choose an NDJSON file for the uploaded book, or use a generated book.";
          return;
        }
        const side = (name: "from" | "to"): ComparisonSide => ({ tables: tablesOf(name).parsed, version: byId<HTMLSelectElement>(`compare-${name}-version`).value });
        const message: RunComparisonMessage = {
          type: "run",
          from: side("from"),
          to: side("to"),
          book,
          basis: byId<HTMLSelectElement>("compare-basis").value as ImpactBasis,
          largest: 10,
        };
        worker?.terminate();
        worker = new Worker(new URL("comparison-worker.js", document.baseURI), { type: "module" });
        runButton.disabled = true;
        progress.value = 0;
        status.textContent = "Starting…";
        replaceChildren(byId("compare-result"));
        const started = performance.now();
        worker.onmessage = (reply: MessageEvent<ComparisonWorkerMessage>) => {
          const data = reply.data;
          if (data.type === "progress") {
            progress.max = Math.max(1, data.total);
            progress.value = data.done;
            status.textContent = `${data.done} of ${data.total} policies repriced`;
            return;
          }
          runButton.disabled = false;
          worker?.terminate();
          worker = undefined;
          if (data.type === "failed") {
            status.textContent = "The comparison could not run.";
            replaceChildren(
              byId("compare-result"),
              h("div", { class: "problems", role: "alert" }, h("h2", {}, "The comparison could not run"), h("pre", {}, data.message)),
            );
            return;
          }
          const capped =
            book.kind === "ndjson" && data.report.policies === MAX_BOOK_POLICIES
              ? ` Only the first ${MAX_BOOK_POLICIES} policies of the file are compared; use pmi-rating impact for a larger book.`
              : "";
          status.textContent = `Done: ${data.report.policies} policies in ${((performance.now() - started) / 1000).toFixed(1)} s.${capped}`;
          renderReport(data.report, data.moverRequests, context);
        };
        worker.onerror = (error) => {
          runButton.disabled = false;
          status.textContent = `The worker failed: ${error.message}`;
        };
        worker.postMessage(message);
      },
      (message) => (status.textContent = `The comparison could not start: ${message}`),
    ),
  );
}

async function bookSource(): Promise<BookSource | undefined> {
  const kind = (document.querySelector<HTMLInputElement>("input[name=book]:checked")?.value ?? "seeded") as BookSource["kind"];
  if (kind === "seeded") return { kind, policies: Number(byId<HTMLInputElement>("book-policies").value), seed: Number(byId<HTMLInputElement>("book-seed").value) };
  const file = byId<HTMLInputElement>("book-file").files?.[0];
  return file === undefined ? undefined : { kind, text: await file.text() };
}

const percent = (value: number | undefined) => (value === undefined ? "–" : formatPercent(value));

function renderReport(report: ImpactReport, moverRequests: Readonly<Record<number, string>>, context: WorkbenchContext): void {
  const canvas = h("canvas", {
    id: "impact-histogram",
    role: "img",
    "aria-label": `Histogram of the change in premium: ${report.histogram.map((row) => `${row.label}: ${row.count}`).join("; ")}`,
  });
  const explain = (change: PolicyChange) => {
    const text = moverRequests[change.line];
    if (text === undefined) return;
    context.loadRequest(JSON.parse(text) as unknown);
    showTab("explain", true);
  };
  const moverTable = (title: string, changes: readonly PolicyChange[], id: string) =>
    h(
      "table",
      { id },
      h("caption", {}, title),
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          ["Policy", "Line", "From", "To", "Change", "%", ""].map((heading) => h("th", { scope: "col" }, heading)),
        ),
      ),
      h(
        "tbody",
        {},
        changes.length === 0 ? h("tr", {}, h("td", { colspan: 7 }, "None.")) : null,
        changes.map((change) =>
          h(
            "tr",
            {},
            h("td", {}, change.policyId),
            h("td", { class: "number" }, String(change.line)),
            h("td", { class: "number" }, change.from),
            h("td", { class: "number" }, change.to),
            h("td", { class: "number" }, change.amount),
            h("td", { class: "number" }, formatPercent(change.percent)),
            h(
              "td",
              {},
              h(
                "button",
                { type: "button", class: "link", "aria-label": `Explain ${change.policyId} with the tables in force`, onclick: () => explain(change) },
                "Explain",
              ),
            ),
          ),
        ),
      ),
    );
  replaceChildren(
    byId("compare-result"),
    h(
      "dl",
      { class: "summary", id: "impact-summary" },
      h("div", {}, h("dt", {}, "Policies compared"), h("dd", {}, `${report.compared} of ${report.policies}`)),
      h("div", {}, h("dt", {}, `Book ${report.basis} premium`), h("dd", {}, `${formatMoney(report.totalFrom)} → ${formatMoney(report.totalTo)}`)),
      h("div", {}, h("dt", {}, "Book change"), h("dd", {}, percent(report.totalChangePercent))),
      h(
        "div",
        {},
        h("dt", {}, "Mean change"),
        h("dd", {}, `${percent(report.meanChangePercent)} (${report.meanChangeAmount === undefined ? "–" : formatMoney(report.meanChangeAmount)})`),
      ),
      h("div", {}, h("dt", {}, "Median change"), h("dd", { id: "impact-median" }, percent(report.medianChangePercent))),
      h("div", {}, h("dt", {}, "Up / down / same"), h("dd", {}, `${report.increased} / ${report.decreased} / ${report.unchanged}`)),
    ),
    h(
      "div",
      { class: "two" },
      h(
        "figure",
        { class: "chart" },
        h("div", { class: "chart-box" }, canvas),
        h("figcaption", {}, `Policies by change in ${report.basis} premium (bars of round width between the 1st and 99th percentile; the tails in one bar each).`),
      ),
      h(
        "div",
        {},
        h(
          "table",
          { id: "impact-percentiles" },
          h("caption", {}, "Percentiles of the change"),
          h("thead", {}, h("tr", {}, h("th", { scope: "col" }, "Percentile"), h("th", { scope: "col", class: "number" }, "Change"))),
          h(
            "tbody",
            {},
            h("tr", {}, h("td", {}, "minimum"), h("td", { class: "number" }, percent(report.minimumChangePercent))),
            report.percentiles.map((entry) => h("tr", {}, h("td", {}, `${entry.percentile}th`), h("td", { class: "number" }, percent(entry.changePercent)))),
            h("tr", {}, h("td", {}, "maximum"), h("td", { class: "number" }, percent(report.maximumChangePercent))),
          ),
        ),
        h(
          "p",
          {},
          `Versions: from ${report.fromVersions.map(([version, count]) => `${version} (${count})`).join(", ") || "–"}; to ${report.toVersions.map(([version, count]) => `${version} (${count})`).join(", ") || "–"}.`,
        ),
        report.failed === 0
          ? h("p", {}, "Every policy was priced with both tables.")
          : h(
              "div",
              { class: "warnings" },
              h("h2", {}, `${report.failed} policies could not be compared`),
              h(
                "ul",
                {},
                report.failureSamples.map((failure) => h("li", {}, `${failure.policyId} (line ${failure.line}, ${failure.side}): ${failure.reason}`)),
              ),
            ),
      ),
    ),
    h(
      "div",
      { class: "two" },
      moverTable("Largest increases", report.largestIncreases, "largest-increases"),
      moverTable("Largest decreases", report.largestDecreases, "largest-decreases"),
    ),
    report.segments.length > 0 ? segmentView(report.segments) : null,
  );
  drawHistogram(canvas, report.histogram);
}
