/**
 * `npx tsx bench/records/measureQuoteStore.ts`: the reference service's requests/s without the
 * quote store, then with it on the embedded database (PGlite) and on PostgreSQL (DATABASE_URL,
 * else a throw-away cluster of Debian's package), in one run. Each is the built service as users
 * run it (`node dist/cli.js serve`; the bench runs `npm run build` first unless --no-build),
 * driven by autocannon with distinct quotation requests of the seeded book (singles, couples,
 * families; new business, renewals, changes), each connection taking the next. Prints the table
 * of docs/performance.md, section "Quote store": requests/s, latency, the service's CPU per
 * request (event loop, all threads) and, for a PostgreSQL server on this machine (the throw-away
 * cluster is), the server's CPU per request, every process of it.
 *
 * Each service is driven for --warm-up seconds before the measured run: long enough for V8 to
 * have compiled the service's hot code and, with the store on PGlite, PostgreSQL's WebAssembly
 * (tiered up function by function on V8's background threads for several seconds after the
 * store opens). After a warm-up of 2 s the store-on service still ran partly unoptimised code
 * and compiled meanwhile: 80 to 120 µs more of its event loop's CPU per request, and 375 to
 * 520 µs more of all its threads', than after 10 to 12 s (docs/performance.md, "Quote store").
 *
 *   npx tsx bench/records/measureQuoteStore.ts [--seconds 8] [--warm-up 10] [--connections 8] [--book 500] [--rounds 1] [--no-build]
 */
import { execSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freshPostgresLocation } from "../../src/records/testing/testStoreLocations.js";
import { defaultTables } from "../../src/tables/default/index.js";
import { fetchTestToken } from "../../scripts/lib/fetchTestToken.js";
import { freePort } from "../../scripts/lib/freePort.js";
import { postgresForScript } from "../../scripts/lib/postgresForScript.js";
import { startServiceProcess } from "../../scripts/lib/startServiceProcess.js";
import { waitForUrl } from "../../scripts/lib/waitForUrl.js";
import { mixedBook } from "../lib/benchBooks.js";
import { localPostmasterPid, postgresServerCpuSeconds } from "../lib/postgresServerCpuSeconds.js";
import { processCpuSeconds } from "../lib/processCpuSeconds.js";
import { openPostgresClient } from "../../src/records/openPostgresClient.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    "warm-up": { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    book: { type: "string", default: "500" },
    rounds: { type: "string", default: "1" },
    "no-build": { type: "boolean", default: false },
  },
});
const bodies = mixedBook(Number(values.book), defaultTables).map((request) => JSON.stringify(request));

interface Row {
  readonly name: string;
  readonly perSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  /** CPU of the service process per request answered: its event loop's, and all its threads'. */
  readonly cpuMicroseconds?: { readonly mainThread: number; readonly total: number };
  /** CPU of the PostgreSQL server per request answered (every process of it), when it runs on this machine. */
  readonly databaseCpuMicroseconds?: number;
  readonly load: string;
}

async function measure(name: string, env: Record<string, string>, databaseCpuSeconds: () => number | undefined = () => undefined): Promise<Row> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServiceProcess({ port, env });
  try {
    await waitForUrl(`${url}/readyz`, 240_000);
    const token = await fetchTestToken(url);
    let next = 0;
    const options = {
      url: `${url}${QUOTE_PATH}`,
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "Correlation-ID": "bench", "Requesting-System": "bench" },
      connections: Number(values.connections),
      // Each request the next body of the book, so that no answer is the same as the last.
      requests: [{ setupRequest: (request: object) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
    };
    await autocannon({ ...options, duration: Number(values["warm-up"]) });
    const before = processCpuSeconds(child.pid!);
    const databaseBefore = databaseCpuSeconds();
    const result = await autocannon({ ...options, duration: Number(values.seconds) });
    const after = processCpuSeconds(child.pid!);
    const databaseAfter = databaseCpuSeconds();
    const answered = result.requests.total;
    return {
      ...(databaseBefore === undefined || databaseAfter === undefined || answered === 0
        ? {}
        : { databaseCpuMicroseconds: (1e6 * (databaseAfter - databaseBefore)) / answered }),
      ...(before === undefined || after === undefined || answered === 0
        ? {}
        : { cpuMicroseconds: { mainThread: (1e6 * (after.mainThread - before.mainThread)) / answered, total: (1e6 * (after.total - before.total)) / answered } }),
      name,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx + result.errors,
      load: loadavg()
        .map((value) => value.toFixed(1))
        .join(" "),
    };
  } finally {
    child.kill("SIGTERM");
    await new Promise((done) => child.once("exit", done));
  }
}

if (!values["no-build"]) execSync("npm run build", { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
const work = mkdtempSync(join(tmpdir(), "pmi-rating-store-bench-"));
const postgres = await postgresForScript();
/** The PostgreSQL server's CPU seconds so far, when it runs on this machine (the throw-away cluster does). */
async function postgresCpuReader(): Promise<() => number | undefined> {
  const client = await openPostgresClient(postgres.url, { maxConnections: 1 });
  try {
    const postmaster = localPostmasterPid(Number((await client.query("select pg_backend_pid() as pid"))[0]?.pid));
    return () => (postmaster === undefined ? undefined : postgresServerCpuSeconds(postmaster));
  } finally {
    await client.close();
  }
}
try {
  const postgresCpuSeconds = await postgresCpuReader();
  const rows: (Row & { ratio: number })[] = [];
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    const off = await measure("store off", { PMI_QUOTE_STORE: "off" });
    const pglite = await measure("store on, PGlite", { PMI_QUOTE_STORE: "on", PMI_DATA_DIR: join(work, `data-${round}`) });
    const onPostgres = await measure(
      "store on, PostgreSQL",
      { PMI_QUOTE_STORE: "on", DATABASE_URL: (await freshPostgresLocation(postgres.url)).databaseUrl },
      postgresCpuSeconds,
    );
    rows.push(...[off, pglite, onPostgres].map((row) => ({ ...row, ratio: row.perSecond / off.perSecond })));
  }
  console.log(
    `| Service (${values.connections} connections, ${values.seconds} s after ${values["warm-up"]} s of warm-up, ${bodies.length} distinct requests) | requests/s | p50 / p99 | non-2xx | ratio to store off | service CPU per request: event loop / all threads | PostgreSQL server CPU per request | load average (1, 5, 15 min) |`,
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${Math.round(row.perSecond).toLocaleString("en-GB")} | ${row.p50} / ${row.p99} ms | ${row.non2xx} | ${(100 * row.ratio).toFixed(0)} % | ${row.cpuMicroseconds === undefined ? "" : `${Math.round(row.cpuMicroseconds.mainThread)} / ${Math.round(row.cpuMicroseconds.total)} µs`} | ${row.databaseCpuMicroseconds === undefined ? "" : `${Math.round(row.databaseCpuMicroseconds)} µs`} | ${row.load} |`,
    );
  }
} finally {
  postgres.remove();
  rmSync(work, { recursive: true, force: true });
}
