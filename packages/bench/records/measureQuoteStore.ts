/**
 * `npx tsx bench/records/measureQuoteStore.ts`: the reference service's requests/s with the quote
 * store on (the embedded PGlite, and PostgreSQL: DATABASE_URL, else a throw-away cluster of
 * Debian's package) against the same service with the store off, paired. Each is the built
 * service as users run it (`node dist/cli.js serve`; the bench runs `npm run build` first unless
 * --no-build), driven by a load generator (below) with distinct quotation requests of the seeded book
 * (singles, couples, families; new business, renewals, changes), each request the next body.
 *
 * Paired: the three services run at once, on three ports, and the load goes to one at a time in
 * short slices (--slice seconds), every service once a cycle, the order reversed every other
 * cycle (off, PGlite, PostgreSQL, then PostgreSQL, PGlite, off), --cycles cycles a round. So
 * both sides of each ratio see the same moments of a shared machine, where measuring one
 * service for 8 s then the next minutes later read the other jobs' swings (the store-off rate
 * of one run went from 2,393/s to 3,592/s between two rounds). A service between its slices is
 * idle: the bench reads the CPU every service (and the PostgreSQL server) uses while another
 * is driven, and prints it, so that work left behind by one side (a commit, a checkpoint,
 * V8 compiling) is seen rather than charged to the other. Same service, store, durability
 * as a user's (PostgreSQL written before the answer, with fsync on; the embedded store journal
 * first, docs/records.md).
 *
 * Per round and side: requests/s over the side's slices, p50 / p99 of every answer of them, the
 * ratio to the store off, the service's CPU per request (event loop, all threads, from /proc)
 * and the PostgreSQL server's (every process of it, when it runs on this machine, as the
 * throw-away cluster does); then each ratio's median over the rounds.
 *
 * Each service is first driven alone for --warm-up seconds, in turn: long enough for V8 to have
 * compiled the service's hot code and, with the store on PGlite, PostgreSQL's WebAssembly
 * (docs/performance.md, "Quote store", fifth part). Then --discard rounds (1) run paired like
 * the others and are left out of the figures: a warm-up alone, however long, left the first
 * paired round of a run slower on the store-off side than the rounds after it (the 60 s warm-up
 * of 2026-11-28 still read 77 % then 52 % and 62 %), so the reported rounds are the steady state.
 *
 * --connections takes one count or several (8,16, the default): each is measured in turn, its
 * rounds and table after the last's, the services and their warm-up shared. The store's cost a
 * record depends on how many quotations arrive together (a commit carries those that came while
 * the last ran), so the ratio is a function of the load, and the bench shows it at two.
 *
 * The load comes from wrk (Debian's package, `apt-get install -y wrk`: a load generator in C),
 * or with --generator autocannon from autocannon in this process. On a machine whose cores the
 * generator shares with the services and the PostgreSQL server, autocannon took 165 to 210 µs
 * of CPU a request and wrk 50 to 80, so wrk leaves more of them to what is measured
 * (docs/performance.md, "Quote store", fifteenth part). The table gives the generator's CPU per
 * request either way.
 *
 * With --pin (Linux, 2 CPUs or more, util-linux's taskset), the services run on CPU 0 and
 * everything else (the PostgreSQL server, this process, the load generator) on the others: each
 * service has a core of its own, as where the database and the clients are other machines. Each
 * service's threads stay together, so the embedded store's PGlite thread shares CPU 0 with its
 * event loop.
 *
 * With --pglite-before DIR (a checkout of another commit, built there), a fourth side runs the
 * embedded store as that commit builds it, paired with the others: a change's before and after
 * in the same moments of the machine.
 *
 *   npx tsx bench/records/measureQuoteStore.ts [--slice 3] [--cycles 4] [--rounds 3] [--discard 1] [--warm-up 10] [--connections 8,16] [--book 500] [--no-build] [--generator wrk|autocannon] [--pin] [--pglite-before DIR]
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freshPostgresLocation } from "@pmi-rating/test-support";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { postgresForScript } from "../../scripts/lib/postgresForScript.js";
import { mixedBook } from "../lib/benchBooks.js";
import { driveSlice, type SliceFigures } from "../lib/driveSlice.js";
import { driveSliceWithWrk } from "../lib/driveSliceWithWrk.js";
import { percentile } from "../lib/percentile.js";
import { processCpuSeconds } from "../lib/processCpuSeconds.js";
import { pinProcessTree } from "../lib/pinProcessTree.js";
import { localPostmasterOf, postgresCpuReader } from "./postgresCpuReader.js";
import { startBenchService, type BenchService } from "./startBenchService.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const { values } = parseBenchArgs(import.meta.url, {
  options: {
    slice: { type: "string", default: "3" },
    cycles: { type: "string", default: "4" },
    rounds: { type: "string", default: "3" },
    discard: { type: "string", default: "1" },
    "warm-up": { type: "string", default: "10" },
    connections: { type: "string", default: "8,16" },
    book: { type: "string", default: "500" },
    "no-build": { type: "boolean", default: false },
    "pglite-before": { type: "string" },
    generator: { type: "string", default: "wrk" },
    pin: { type: "boolean", default: false },
  },
});
if (values.generator !== "autocannon" && values.generator !== "wrk") {
  console.error(`--generator is autocannon or wrk, not ${values.generator}`);
  process.exit(2);
}
const bodies = mixedBook(Number(values.book), defaultTables).map((request) => JSON.stringify(request));
let next = 0;
const nextBody = () => bodies[next++ % bodies.length]!;
const connectionCounts = values.connections.split(",").map(Number);
if (values.pin && availableParallelism() < 2) {
  console.error("--pin needs 2 CPUs or more: one for the services, the others for the rest");
  process.exit(2);
}
if (connectionCounts.some((count) => !Number.isInteger(count) || count < 1)) {
  console.error(`--connections is a count of connections, or several separated by commas (8,16), not ${values.connections}`);
  process.exit(2);
}

/** One side's figures over one round: the sums of its slices, and the CPU it used while the others were driven. */
interface Side {
  answered: number;
  failed: number;
  seconds: number;
  latencies: number[];
  mainThreadCpu: number;
  totalCpu: number;
  databaseCpu: number;
  generatorCpu: number;
  idleSeconds: number;
  idleCpu: number;
}

const emptySide = (): Side => ({
  answered: 0,
  failed: 0,
  seconds: 0,
  latencies: [],
  mainThreadCpu: 0,
  totalCpu: 0,
  databaseCpu: 0,
  generatorCpu: 0,
  idleSeconds: 0,
  idleCpu: 0,
});

/** CPU seconds of a service so far: its process (event loop, all threads) and its database server's, when local. */
function cpuOf(service: BenchService): { mainThread: number; total: number; database: number } {
  const process = processCpuSeconds(service.pid);
  return { mainThread: process?.mainThread ?? 0, total: process?.total ?? 0, database: service.databaseCpuSeconds() ?? 0 };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

if (!values["no-build"]) execSync("npm run build", { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
const work = mkdtempSync(join(tmpdir(), "pmi-rating-store-bench-"));
const bodiesFile = join(work, "bodies.jsonl");
writeFileSync(bodiesFile, `${bodies.join("\n")}\n`);
/** One slice of load on one service, by the chosen generator; either way the next request is the book's next body. */
async function drive(service: BenchService, connections: number, seconds: number): Promise<SliceFigures> {
  if (values.generator === "autocannon") return driveSlice({ url: service.quoteUrl, headers: service.headers, connections, seconds, nextBody });
  const slice = await driveSliceWithWrk({ url: service.quoteUrl, headers: service.headers, connections, seconds, bodiesFile, firstBody: next });
  next += slice.sent;
  return slice;
}
const postgres = await postgresForScript();
const services: BenchService[] = [];
try {
  services.push(
    ...(await Promise.all([
      startBenchService("store off", { PMI_QUOTE_STORE: "off" }),
      startBenchService("store on, PGlite", { PMI_QUOTE_STORE: "on", PMI_DATA_DIR: join(work, "data") }),
      startBenchService(
        "store on, PostgreSQL",
        { PMI_QUOTE_STORE: "on", DATABASE_URL: (await freshPostgresLocation(postgres.url)).databaseUrl },
        await postgresCpuReader(postgres.url),
      ),
      // A fourth side, the embedded store as another checkout builds it: a change's before, paired with its after.
      ...(values["pglite-before"] === undefined
        ? []
        : [startBenchService("store on, PGlite, before", { PMI_QUOTE_STORE: "on", PMI_DATA_DIR: join(work, "data-before") }, () => undefined, values["pglite-before"])]),
    ])),
  );
  if (values.pin) {
    // The services on CPU 0; the PostgreSQL server, this process and its load generator on the others.
    const others = `1-${availableParallelism() - 1}`;
    // This process's tree first (it holds the services, which go to CPU 0 next); the load generator it starts later inherits it.
    pinProcessTree(process.pid, others);
    for (const service of services) pinProcessTree(service.pid, "0");
    const postmaster = await localPostmasterOf(postgres.url);
    if (postmaster !== undefined) pinProcessTree(postmaster, others);
    console.log(`pinned: the services on CPU 0; ${postmaster === undefined ? "" : "the PostgreSQL server, "}this bench and its load generator on CPU ${others}`);
  }
  for (const service of services) await drive(service, connectionCounts[0]!, Number(values["warm-up"]));

  for (const connections of connectionCounts) {
    const rounds: { sides: Side[]; loadBefore: string; loadAfter: string }[] = [];
    const discarded = Number(values.discard);
    for (let round = 1 - discarded; round <= Number(values.rounds); round += 1) {
      const sides = services.map(emptySide);
      const loadBefore = load();
      for (let cycle = 0; cycle < Number(values.cycles); cycle += 1) {
        const order = cycle % 2 === 0 ? services : [...services].reverse();
        for (const driven of order) {
          const before = services.map(cpuOf);
          const slice = await drive(driven, connections, Number(values.slice));
          const after = services.map(cpuOf);
          services.forEach((service, index) => {
            const side = sides[index]!;
            const used = {
              mainThread: after[index]!.mainThread - before[index]!.mainThread,
              total: after[index]!.total - before[index]!.total,
              database: after[index]!.database - before[index]!.database,
            };
            if (service === driven) {
              side.answered += slice.answered;
              side.failed += slice.failed;
              side.seconds += slice.seconds;
              side.latencies.push(...slice.latencies);
              side.mainThreadCpu += used.mainThread;
              side.totalCpu += used.total;
              side.databaseCpu += used.database;
              side.generatorCpu += slice.generatorCpuSeconds;
            } else {
              side.idleSeconds += slice.seconds;
              side.idleCpu += used.total + used.database;
            }
          });
        }
      }
      if (round >= 1) rounds.push({ sides, loadBefore, loadAfter: load() });
    }

    const perSecond = (side: Side) => side.answered / side.seconds;
    const perRequest = (seconds: number, side: Side) => Math.round((1e6 * seconds) / side.answered);
    console.log(
      `| Round | Service (${connections} connections, ${values.cycles} slices of ${values.slice} s a round each, paired, after ${discarded} round${discarded === 1 ? "" : "s"} left out; ${bodies.length} distinct requests) | requests/s | p50 / p99 | failed | ratio to store off | service CPU per request: event loop / all threads | PostgreSQL server CPU per request | ${values.generator} CPU per request | CPU while another is driven (% of a core) | load average (1, 5, 15 min), start → end |`,
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    rounds.forEach(({ sides, loadBefore, loadAfter }, index) => {
      services.forEach((service, at) => {
        const side = sides[at]!;
        console.log(
          `| ${index + 1} | ${service.name} | ${Math.round(perSecond(side)).toLocaleString("en-GB")} | ${percentile(side.latencies, 0.5).toFixed(0)} / ${percentile(side.latencies, 0.99).toFixed(0)} ms | ${side.failed} | ${((100 * perSecond(side)) / perSecond(sides[0]!)).toFixed(0)} % | ${perRequest(side.mainThreadCpu, side)} / ${perRequest(side.totalCpu, side)} µs | ${side.databaseCpu === 0 ? "" : `${perRequest(side.databaseCpu, side)} µs`} | ${perRequest(side.generatorCpu, side)} µs | ${((100 * side.idleCpu) / side.idleSeconds).toFixed(1)} | ${loadBefore} → ${loadAfter} |`,
        );
      });
    });
    for (const [at, service] of services.entries()) {
      if (at === 0) continue;
      const ratios = rounds.map(({ sides }) => perSecond(sides[at]!) / perSecond(sides[0]!));
      console.log(
        `${service.name}: ratio to store off by round ${ratios.map((ratio) => `${(100 * ratio).toFixed(0)} %`).join(", ")}; median ${(100 * percentile(ratios, 0.5)).toFixed(0)} %`,
      );
    }
  }
} finally {
  await Promise.all(services.map((service) => service.stop()));
  postgres.remove();
  rmSync(work, { recursive: true, force: true });
}
