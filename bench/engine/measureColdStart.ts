/**
 * Child benchmark: cold start. Bundles the library's entry points with esbuild (as tsup does
 * for the published package: ESM, one file per entry, dependencies left to node_modules) into
 * bench/.cache/cold-start/, then runs a probe in a fresh `node` process several times and
 * reports the median of each phase.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { defaultTables } from "../../src/tables/default/index.js";
import { mixedBook } from "../lib/benchBooks.js";
import { percentile } from "../lib/percentile.js";
import { isQuickRun, printResult } from "../lib/runChild.js";

export interface ColdStartFigures {
  readonly runs: number;
  readonly processStartMs: number;
  readonly importLibraryMs: number;
  readonly importDefaultTablesMs: number;
  readonly firstQuoteMs: number;
  readonly toFirstQuoteMs: number;
  readonly loadCsvTablesMs: number;
}

const root = fileURLToPath(new URL("../../", import.meta.url));
const bundles = fileURLToPath(new URL("../.cache/cold-start/", import.meta.url));
mkdirSync(bundles, { recursive: true });
await build({
  entryPoints: { index: `${root}src/index.ts`, tables: `${root}src/tables/default/index.ts`, node: `${root}src/node.ts` },
  outdir: bundles,
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
const requestFile = `${bundles}request.json`;
writeFileSync(requestFile, JSON.stringify(mixedBook(1, defaultTables)[0]));

const runs = isQuickRun ? 3 : 7;
const samples: Omit<ColdStartFigures, "runs">[] = [];
for (let run = 0; run < runs; run++) {
  const probe = spawnSync(process.execPath, [fileURLToPath(new URL("./coldStartProbe.mjs", import.meta.url)), bundles, `${root}tables`, requestFile], { encoding: "utf8" });
  const line = probe.stdout.split("\n").find((candidate) => candidate.startsWith("BENCH_RESULT "));
  if (probe.status !== 0 || line === undefined) throw new Error(`the cold-start probe failed: ${probe.stderr}`);
  samples.push(JSON.parse(line.slice("BENCH_RESULT ".length)) as Omit<ColdStartFigures, "runs">);
}
const median = (key: keyof Omit<ColdStartFigures, "runs">) => percentile(samples.map((sample) => sample[key]), 0.5);
printResult({
  runs,
  processStartMs: median("processStartMs"),
  importLibraryMs: median("importLibraryMs"),
  importDefaultTablesMs: median("importDefaultTablesMs"),
  firstQuoteMs: median("firstQuoteMs"),
  toFirstQuoteMs: median("toFirstQuoteMs"),
  loadCsvTablesMs: median("loadCsvTablesMs"),
} satisfies ColdStartFigures);
