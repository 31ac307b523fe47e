/**
 * `npx tsx bench/records/compareRecordInserts.ts`: PGlite's CPU per commit of the quote store's
 * insert with and without `on conflict (quote_id) do nothing` (the clause `recordAll` keeps and
 * new records no longer carry: docs/performance.md, "Quote store", sixth part). PGlite runs in
 * this process (no worker thread: the process's CPU is then PGlite's and the statement's
 * building), one database for each statement, both migrated; each commit is one prepared insert
 * of --batch records of the service's bench book, sent as the store sends it
 * (`createPreparedQuery`). The two alternate by blocks of --commits, --rounds times, in turns,
 * so that the machine's other work weighs on both alike; prints the medians and the median of
 * the paired ratios. Uses the PGlite template of `npm run build` when there is one (else
 * initdb, 5 to 15 s a database).
 *
 *   npx tsx bench/records/compareRecordInserts.ts [--batch 4] [--commits 60] [--rounds 60]
 */
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import type { PGlite } from "@electric-sql/pglite";
import { createPreparedQuery } from "../../store/src/createPreparedQuery.js";
import { insertStatement } from "../../store/src/insertStatement.js";
import { benchBookExchanges, benchRecordsFrom } from "./benchBookExchanges.js";
import { openBenchPglite } from "./openBenchPglite.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    batch: { type: "string", default: "4" },
    commits: { type: "string", default: "60" },
    rounds: { type: "string", default: "60" },
  },
});
const batch = Number(values.batch);
const commits = Number(values.commits);
const rounds = Number(values.rounds);

const exchanges = benchBookExchanges(500);

interface Variant {
  readonly name: string;
  readonly skipStored: boolean;
  readonly folder: string;
  readonly database: PGlite;
  readonly run: ReturnType<typeof createPreparedQuery>;
  readonly cpu: number[];
}

async function openVariant(name: string, skipStored: boolean): Promise<Variant> {
  const { folder, database } = await openBenchPglite("pmi-rating-inserts-");
  return { name, skipStored, folder, database, run: createPreparedQuery(database), cpu: [] };
}

/** CPU µs a commit of `count` commits of `variant`, the records made beforehand. */
async function block(variant: Variant, count: number, first: number): Promise<number> {
  const statements = Array.from({ length: count }, (_, index) => insertStatement(benchRecordsFrom(exchanges, first + index * batch, batch), variant.skipStored));
  const before = process.cpuUsage();
  for (const { text, parameters } of statements) await variant.run(text, parameters, `insert-${batch}`);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

const median = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
const sum = (numbers: readonly number[]) => numbers.reduce((total, number) => total + number, 0);

const withClause = await openVariant("on conflict do nothing", true);
const plain = await openVariant("plain insert", false);
try {
  // Warm-up: the statements prepared and planned, the code compiled.
  for (const variant of [withClause, plain]) await block(variant, 200, 0);
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [withClause, plain] : [plain, withClause];
    for (const variant of order) variant.cpu.push(await block(variant, commits, round * commits * batch));
    ratios.push(plain.cpu[round]! / withClause.cpu[round]!);
  }
  for (const variant of [withClause, plain]) console.log(`${variant.name}: ${batch} records a commit, median ${median(variant.cpu).toFixed(0)} µs CPU a commit`);
  console.log(
    `plain ÷ on conflict: median of ${rounds} paired ratios ${median(ratios).toFixed(3)}, ratio of the sums ${(sum(plain.cpu) / sum(withClause.cpu)).toFixed(3)}, ` +
      `${ratios.filter((ratio) => ratio < 1).length} of ${rounds} pairs lower without the clause`,
  );
  console.log(
    `load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")}`,
  );
} finally {
  for (const variant of [withClause, plain]) {
    await variant.database.close();
    rmSync(variant.folder, { recursive: true, force: true });
  }
}
