/**
 * `npx tsx bench/records/comparePgliteSettings.ts`: PGlite's CPU and time per commit of the quote
 * store's insert under its own default settings and under `--settings` (PostgreSQL parameters,
 * `name=value,name=value`, given to PGlite's start as `-c`). PGlite runs in this process (no
 * worker thread), one database for each side, both migrated; each commit is one prepared insert
 * of --batch records of the service's bench book, sent as the store sends it, and each database is
 * checkpointed as the store's thread does it (startPgliteCheckpoints.ts). The sides alternate
 * by blocks of --commits, --rounds times, in turns, so that the machine's other work weighs on
 * both alike; prints the medians and the median of the paired ratios. Each side writes
 * rounds × commits × batch records (about 7 kB each with their write-ahead log): the defaults,
 * 40 × 20 × 128, write about 700 MB a side, past PGlite's first segments of write-ahead log, its
 * first checkpoint and its 128 MB of shared buffers; --rounds 120, about 2 GB, also shows the
 * half after the first checkpoints, when PostgreSQL reuses old log files instead of making new ones.
 *
 *   npx tsx bench/records/comparePgliteSettings.ts --settings wal_init_zero=off [--batch 128] [--commits 20] [--rounds 40]
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import type { PGlite } from "@electric-sql/pglite";
import { createPreparedQuery } from "../../store/src/createPreparedQuery.js";
import { insertStatement } from "../../store/src/insertStatement.js";
import { readCheckpointThresholds } from "../../store/src/readCheckpointThresholds.js";
import { startPgliteCheckpoints, type PgliteCheckpoints } from "../../store/src/startPgliteCheckpoints.js";
import { percentile } from "../lib/percentile.js";
import { benchBookExchanges, benchRecordsFrom } from "./benchBookExchanges.js";
import { openBenchPglite } from "./openBenchPglite.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    settings: { type: "string", default: "wal_init_zero=off" },
    batch: { type: "string", default: "128" },
    commits: { type: "string", default: "20" },
    rounds: { type: "string", default: "40" },
  },
});
const batch = Number(values.batch);
const commits = Number(values.commits);
const rounds = Number(values.rounds);
const settings = values.settings.split(",").filter((setting) => setting.length > 0);

const exchanges = benchBookExchanges(500);

interface Side {
  readonly name: string;
  readonly folder: string;
  readonly database: PGlite;
  readonly run: ReturnType<typeof createPreparedQuery>;
  readonly checkpoints: PgliteCheckpoints;
  readonly cpu: number[];
  readonly wall: number[];
}

async function openSide(name: string, extraSettings: readonly string[]): Promise<Side> {
  const { folder, database } = await openBenchPglite("pmi-rating-pglite-settings-", extraSettings);
  // Checkpointed as the store's thread checkpoints it, so that PostgreSQL reuses its older log files.
  const checkpoints = startPgliteCheckpoints(database, await readCheckpointThresholds(database));
  return { name, folder, database, run: createPreparedQuery(database), checkpoints, cpu: [], wall: [] };
}

/** CPU µs and wall µs a commit of `count` commits on `side`, the records made beforehand. */
async function block(side: Side, count: number, first: number): Promise<{ cpu: number; wall: number }> {
  const statements = Array.from({ length: count }, (_, index) => insertStatement(benchRecordsFrom(exchanges, first + index * batch, batch), false));
  const before = process.cpuUsage();
  const started = performance.now();
  for (const { text, parameters } of statements) await side.run(text, parameters, `insert-${batch}`);
  const wall = (performance.now() - started) * 1000;
  const used = process.cpuUsage(before);
  return { cpu: (used.user + used.system) / count, wall: wall / count };
}

const median = (numbers: readonly number[]) => percentile(numbers, 0.5);
const sum = (numbers: readonly number[]) => numbers.reduce((total, number) => total + number, 0);

const defaults = await openSide("PGlite's defaults", []);
const tuned = await openSide(settings.join(", "), settings);
try {
  for (const side of [defaults, tuned]) {
    const shown = await side.database.query<{ name: string; setting: string }>("select name, setting from pg_settings where name = any($1) order by name", [
      settings.map((setting) => setting.split("=")[0]),
    ]);
    console.log(`${side.name}: ${shown.rows.map((row) => `${row.name}=${row.setting}`).join(", ")}`);
  }
  // Warm-up: the statements prepared and planned, the code compiled.
  for (const side of [defaults, tuned]) await block(side, 10, 0);
  const cpuRatios: number[] = [];
  const wallRatios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [defaults, tuned] : [tuned, defaults];
    for (const side of order) {
      const { cpu, wall } = await block(side, commits, round * commits * batch);
      side.cpu.push(cpu);
      side.wall.push(wall);
      // The store's thread looks every 5 s between statements; here the inserts never leave the
      // event loop its turn for a timer, so the look is made between blocks (not timed).
      await side.checkpoints.checkNow();
    }
    cpuRatios.push(tuned.cpu[round]! / defaults.cpu[round]!);
    wallRatios.push(tuned.wall[round]! / defaults.wall[round]!);
  }
  for (const side of [defaults, tuned]) {
    console.log(`${side.name}: ${batch} records a commit, median ${median(side.cpu).toFixed(0)} µs CPU and ${median(side.wall).toFixed(0)} µs wall a commit`);
  }
  console.log(
    `settings ÷ defaults, CPU: median of ${rounds} paired ratios ${median(cpuRatios).toFixed(3)}, ratio of the sums ${(sum(tuned.cpu) / sum(defaults.cpu)).toFixed(3)}, ` +
      `${cpuRatios.filter((ratio) => ratio < 1).length} of ${rounds} pairs lower with the settings`,
  );
  console.log(
    `settings ÷ defaults, wall: median of ${rounds} paired ratios ${median(wallRatios).toFixed(3)}, ratio of the sums ${(sum(tuned.wall) / sum(defaults.wall)).toFixed(3)}`,
  );
  // A setting that acts only while PGlite makes its first files (new segments of write-ahead log
  // before the first checkpoint recycles old ones) shows in the first half and not the second.
  const half = Math.floor(rounds / 2);
  for (const [name, from, to] of [
    ["first", 0, half],
    ["second", half, rounds],
  ] as const) {
    const cpuSum = (side: Side) => sum(side.cpu.slice(from, to));
    console.log(
      `  ${name} half of the rounds: CPU median ratio ${median(cpuRatios.slice(from, to)).toFixed(3)}, ratio of the sums ${(cpuSum(tuned) / cpuSum(defaults)).toFixed(3)}`,
    );
  }
  for (const side of [defaults, tuned]) {
    const checkpoints = await side.database.query<{ redo: string }>("select redo_lsn::text as redo from pg_control_checkpoint()");
    console.log(`  ${side.name}: last checkpoint's redo point ${checkpoints.rows[0]?.redo ?? "?"}`);
  }
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}`,
  );
} finally {
  for (const side of [defaults, tuned]) {
    await side.checkpoints.stop();
    await side.database.close();
    rmSync(side.folder, { recursive: true, force: true });
  }
}
