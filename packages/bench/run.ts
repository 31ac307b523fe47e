/**
 * `npm run bench`: every benchmark of the project, each in a fresh child process, then ONE
 * table of every figure and ratio on the console and packages/bench/journal/latest-run.md (docs/performance.md holds the headline figures). See those for
 * what is measured; BENCH_QUICK=1 for a short run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import Table from "cli-table3";
import type { ColdStartFigures } from "./engine/measureColdStart.js";
import type { EngineBenchFigures } from "./engine/measureEngine.js";
import type { HeapFigures } from "./engine/measureHeap.js";
import type { ImpactFigures } from "./impact/measureImpact.js";
import { describeMachine } from "./lib/describeMachine.js";
import { isQuickRun, runChild } from "./lib/runChild.js";
import type { PeerFigures } from "./peers/measurePeers.js";
import { profileQuote } from "./profile.js";
import type { BenchFigures } from "./report/benchFigures.js";
import { buildBenchRows } from "./report/buildBenchRows.js";
import { findRootImports } from "./report/findRootImports.js";
import { renderPerformanceDoc } from "./report/renderPerformanceDoc.js";
import type { ServiceFigures } from "./service/measureService.js";

const started = performance.now();
const machineAtStart = describeMachine();
const step = (text: string) => process.stderr.write(`bench: ${text} (load ${os.loadavg()[0]?.toFixed(2)})\n`);

step("engine throughput and latency, quote() and the floor");
const { books: engine, examples } = await runChild<EngineBenchFigures>("engine/measureEngine.ts");
step("memory over many quotes");
const heap = await runChild<HeapFigures>("engine/measureHeap.ts", { nodeFlags: ["--expose-gc"] });
step("cold start");
const coldStart = await runChild<ColdStartFigures>("engine/measureColdStart.ts");
step("equivalence gate, then quote() against the floor and ZEN");
const peers = await runChild<PeerFigures>("peers/measurePeers.ts");
step("service against bare node:http");
const service = await runChild<ServiceFigures>("service/measureService.ts");
step("service on 2 workers done; impact on a large book");
const impact = await runChild<ImpactFigures>("impact/measureImpact.ts");
step("CPU profile of quote()");
const profile = profileQuote({ seconds: isQuickRun ? 3 : 8, top: 15 });

const figures: BenchFigures = {
  quick: isQuickRun,
  machineAtStart,
  loadAverageAtEnd: os.loadavg().map((load) => Math.round(load * 100) / 100),
  minutes: (performance.now() - started) / 60_000,
  engine,
  examples,
  heap,
  coldStart,
  peers,
  service,
  impact,
  profile,
  dateFnsRootImports: findRootImports("date-fns"),
};
const rows = buildBenchRows(figures);

const table = new Table({
  head: ["Measure", "Figure", "Baseline (same run)", "Ratio", "Target", ""],
  wordWrap: true,
  colWidths: [46, 24, 34, 16, 20, 9],
  style: { compact: true },
});
let section = "";
for (const row of rows) {
  if (row.section !== section) {
    section = row.section;
    table.push([{ colSpan: 6, content: section }]);
  }
  table.push([row.measure, row.figure, row.baseline ?? "", row.ratio ?? "", row.target ?? "", row.verdict ?? ""]);
}
process.stdout.write(`${table.toString()}\n`);
// The whole generated report goes to the journal; docs/performance.md keeps the headline figures by hand.
const documentPath = new URL("./journal/latest-run.md", import.meta.url);
writeFileSync(documentPath, renderPerformanceDoc(figures, rows));
mkdirSync(new URL("./.cache/", import.meta.url), { recursive: true });
writeFileSync(new URL("./.cache/last-run.json", import.meta.url), `${JSON.stringify(figures, null, 2)}\n`);
process.stdout.write(
  `Wrote packages/bench/journal/latest-run.md (${figures.minutes.toFixed(1)} minutes; load average ${machineAtStart.loadAverage.join(", ")} at the start, ${figures.loadAverageAtEnd.join(", ")} at the end).\n`,
);
