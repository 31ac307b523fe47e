/**
 * Child benchmark: cold start. Builds the library's entry points with tsup, as the published
 * package is built, into bench/.cache/cold-start/, then runs a probe in a fresh `node` process
 * several times and reports the median of each phase.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "tsup";
import { defaultTables } from "../../../src/plans/defaultTables.js";
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
  /** Median time to import each runtime dependency alone in a fresh node process. */
  readonly dependencyImportMs: Readonly<Record<string, number>>;
}

const root = fileURLToPath(new URL("../../../", import.meta.url));
const bundles = fileURLToPath(new URL("../.cache/cold-start/", import.meta.url));
mkdirSync(bundles, { recursive: true });
// tsup, as `npm run build` uses it (ESM, one file per entry, no splitting, dependencies left
// to node_modules), but with this configuration only, so that dist/ is never touched.
await build({
  entry: { index: `${root}src/index.ts`, tables: `${root}src/tables.ts`, node: `${root}src/node.ts` },
  outDir: bundles,
  format: ["esm"],
  target: "node20",
  platform: "node",
  splitting: false,
  treeshake: true,
  dts: false,
  sourcemap: false,
  clean: true,
  silent: true,
  config: false,
});
const requestFile = `${bundles}request.json`;
writeFileSync(requestFile, JSON.stringify(mixedBook(1, defaultTables)[0]));

const runs = isQuickRun ? 3 : 7;
const samples: Omit<ColdStartFigures, "runs" | "dependencyImportMs">[] = [];
for (let run = 0; run < runs; run++) {
  const probe = spawnSync(process.execPath, [fileURLToPath(new URL("./coldStartProbe.mjs", import.meta.url)), bundles, `${root}tables`, requestFile], {
    encoding: "utf8",
  });
  const line = probe.stdout.split("\n").find((candidate) => candidate.startsWith("BENCH_RESULT "));
  if (probe.status !== 0 || line === undefined) throw new Error(`the cold-start probe failed: ${probe.stderr}`);
  samples.push(JSON.parse(line.slice("BENCH_RESULT ".length)) as Omit<ColdStartFigures, "runs" | "dependencyImportMs">);
}
const dependencyImportMs: Record<string, number> = {};
for (const dependency of ["date-fns", "zod", "big.js"]) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const probe = spawnSync(
      process.execPath,
      ["--input-type=module", "-e", `const started = performance.now(); await import(${JSON.stringify(dependency)}); console.log(performance.now() - started);`],
      { encoding: "utf8", cwd: root },
    );
    if (probe.status !== 0) throw new Error(`importing ${dependency} failed: ${probe.stderr}`);
    times.push(Number(probe.stdout.trim()));
  }
  dependencyImportMs[dependency] = percentile(times, 0.5);
}
const median = (key: Exclude<keyof ColdStartFigures, "runs" | "dependencyImportMs">) =>
  percentile(
    samples.map((sample) => sample[key]),
    0.5,
  );
printResult({
  runs,
  processStartMs: median("processStartMs"),
  importLibraryMs: median("importLibraryMs"),
  importDefaultTablesMs: median("importDefaultTablesMs"),
  firstQuoteMs: median("firstQuoteMs"),
  toFirstQuoteMs: median("toFirstQuoteMs"),
  loadCsvTablesMs: median("loadCsvTablesMs"),
  dependencyImportMs,
} satisfies ColdStartFigures);
