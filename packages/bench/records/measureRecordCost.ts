/**
 * `npx tsx bench/records/measureRecordCost.ts`: the CPU the quote store costs per recorded quote,
 * on the embedded database (PGlite in its thread) and on PostgreSQL (DATABASE_URL, else a
 * throw-away cluster of Debian's package), each with the schema as it stands and with the first
 * migration alone (rows toasted: request and response compressed by pglz on insert, as before
 * migration 2), in interleaved rounds in one process so that the machine's other work weighs on
 * every variant alike. Each of the clients prices for a while (a busy loop of --work µs,
 * standing for the service's pricing), then awaits its record, as the quote handler does; the
 * records are those of the service's bench book (bench/lib/benchBooks.ts, 500 distinct requests
 * and their answers). Prints, per round and variant, records/s, records per commit, and CPU per
 * record: of the event loop (the busy loop included: compare variants, not this figure with
 * zero), and of the database: PGlite's thread (the process's other threads), or every process
 * of the PostgreSQL server (read from /proc: only for a server on this machine). Figures in
 * docs/performance.md, section "Quote store".
 *
 *   npx tsx bench/records/measureRecordCost.ts [--clients 8] [--work 300] [--seconds 3] [--rounds 4] [--databases pglite,postgres]
 */
import { loadavg } from "node:os";
import { localPostmasterPid, postgresServerCpuSeconds } from "../lib/postgresServerCpuSeconds.js";
import { processCpuSeconds } from "../lib/processCpuSeconds.js";
import { postgresForScript } from "../../scripts/lib/postgresForScript.js";
import { applyMigrations } from "../../store/src/applyMigrations.js";
import { createSqlQuoteStore } from "../../store/src/createSqlQuoteStore.js";
import { MIGRATIONS } from "../../store/src/migrations.js";
import { openPgliteClient } from "../../store/src/openPgliteClient.js";
import { openPostgresClient } from "../../store/src/openPostgresClient.js";
import type { QuoteRecord, QuoteStore } from "../../store/src/quoteRecord.js";
import { benchBookExchanges, benchRecordOf } from "./benchBookExchanges.js";
import { busyFor } from "../lib/busyFor.js";
import type { SqlClient } from "../../store/src/sqlClient.js";
import { freshPgliteLocation, freshPostgresLocation } from "@pmi-rating/test-support";
import { v7 as uuidv7 } from "uuid";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    clients: { type: "string", default: "8" },
    work: { type: "string", default: "300" },
    seconds: { type: "string", default: "3" },
    rounds: { type: "string", default: "4" },
    databases: { type: "string", default: "pglite,postgres" },
  },
});

/** CPU seconds of this process's main thread (the event loop), by the benches' one /proc reader. */
function eventLoopCpuSeconds(): number {
  const seconds = processCpuSeconds(process.pid);
  if (seconds === undefined) throw new Error("measureRecordCost reads CPU time from /proc, which this system has not got.");
  return seconds.mainThread;
}

/** The records of the service's bench book: each request of it as the service would record it. */
const records: QuoteRecord[] = benchBookExchanges(500).map(benchRecordOf);

interface Variant {
  readonly name: string;
  readonly store: QuoteStore;
  /** CPU seconds of the database's own work so far. */
  readonly databaseCpuSeconds: () => number;
  statements: number;
}

const SCHEMAS = [
  { name: "migration 1 only (rows compressed)", migrations: MIGRATIONS.filter((migration) => migration.version === 1) },
  { name: "all migrations", migrations: MIGRATIONS },
];

const wanted = new Set(values.databases.split(","));
const postgres = wanted.has("postgres") ? await postgresForScript() : undefined;
const variants: Variant[] = [];
const clients: SqlClient[] = [];
try {
  let postmaster: number | undefined;
  if (postgres !== undefined) {
    const probe = await openPostgresClient(postgres.url, { maxConnections: 1 });
    postmaster = localPostmasterPid(Number((await probe.query("select pg_backend_pid() as pid"))[0]?.pid));
    await probe.close();
    if (postmaster === undefined) throw new Error("measureRecordCost reads the PostgreSQL server's CPU from /proc: the server must run on this machine.");
  }
  for (const database of ["pglite", "postgres"].filter((name) => wanted.has(name))) {
    for (const schema of SCHEMAS) {
      const client =
        database === "pglite"
          ? await openPgliteClient((await freshPgliteLocation()).pgliteDir)
          : await openPostgresClient((await freshPostgresLocation(postgres!.url)).databaseUrl);
      clients.push(client);
      await applyMigrations(client, schema.migrations);
      const variant: Variant = {
        name: `${database === "pglite" ? "PGlite" : "PostgreSQL"}, ${schema.name}`,
        statements: 0,
        // PGlite's thread: the process's CPU less the event loop's. PostgreSQL: every process of the server.
        databaseCpuSeconds:
          database === "pglite"
            ? () => {
                const used = process.cpuUsage();
                return (used.user + used.system) / 1e6 - eventLoopCpuSeconds();
              }
            : () => postgresServerCpuSeconds(postmaster!) ?? Number.NaN,
        store: createSqlQuoteStore({
          ...client,
          query: (text, parameters, options) => ((variant.statements += 1), client.query(text, parameters, options)),
        }),
      };
      variants.push(variant);
    }
  }

  console.log(`| round | store | records/s | records per commit | CPU per record: event loop / database | load average |`);
  console.log("|---|---|---|---|---|---|");
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    const order = round % 2 === 0 ? [...variants].reverse() : variants;
    for (const variant of order) {
      variant.statements = 0;
      const started = performance.now();
      const until = started + Number(values.seconds) * 1000;
      const eventLoopBefore = eventLoopCpuSeconds();
      const databaseBefore = variant.databaseCpuSeconds();
      let recorded = 0;
      await Promise.all(
        Array.from({ length: Number(values.clients) }, async () => {
          while (performance.now() < until) {
            await new Promise((resolve) => setImmediate(resolve));
            busyFor(Number(values.work));
            const record = records[recorded % records.length]!;
            await variant.store.record({ ...record, quoteId: uuidv7(), receivedAt: new Date().toISOString() });
            recorded += 1;
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const eventLoop = (1e6 * (eventLoopCpuSeconds() - eventLoopBefore)) / recorded;
      const database = (1e6 * (variant.databaseCpuSeconds() - databaseBefore)) / recorded;
      console.log(
        `| ${round} | ${variant.name} | ${Math.round(recorded / elapsed)} | ${(recorded / variant.statements).toFixed(1)} | ${Math.round(eventLoop)} / ${Math.round(database)} µs | ${loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")} |`,
      );
    }
  }
} finally {
  for (const variant of variants) await variant.store.close();
  postgres?.remove();
}
