/**
 * `npx tsx bench/records/measureWalPerRecord.ts`: what PostgreSQL writes and spends for each
 * recorded quote, by schema variant: the write-ahead log's bytes a record (from
 * `pg_current_wal_lsn()` before and after, split by resource manager with `pg_walinspect`:
 * the row itself, the index entries, the commit records, full-page images), the server's CPU a
 * record (every process of it, from /proc) and the event loop's (the clients' busy loop
 * included: compare variants, not this figure with zero). The store is the service's
 * (`createSqlQuoteStore`, three inserts under way as `openQuoteStore` sets on PostgreSQL), fed
 * by --clients clients that each price for --work µs then await their record, with the bench
 * book's records; variants interleaved, a checkpoint before each slice so that every slice
 * starts alike. PostgreSQL only: DATABASE_URL (a superuser, for the extension; the server on
 * this machine, for its CPU), else a throw-away cluster of Debian's package.
 *
 *   npx tsx bench/records/measureWalPerRecord.ts [--clients 8] [--work 300] [--seconds 3] [--rounds 4] [--variants as-migrated,no-received-at-index]
 */
import { loadavg } from "node:os";
import { v7 as uuidv7 } from "uuid";
import { postgresForScript } from "../../scripts/lib/postgresForScript.js";
import { applyMigrations } from "../../store/src/applyMigrations.js";
import { createSqlQuoteStore } from "../../store/src/createSqlQuoteStore.js";
import { openPostgresClient } from "../../store/src/openPostgresClient.js";
import type { QuoteRecord, QuoteStore } from "../../store/src/quoteRecord.js";
import { freshPostgresLocation } from "@pmi-rating/test-support";
import { localPostmasterPid, postgresServerCpuSeconds } from "../lib/postgresServerCpuSeconds.js";
import { processCpuSeconds } from "../lib/processCpuSeconds.js";
import { benchBookExchanges, benchRecordOf } from "./benchBookExchanges.js";
import { busyFor } from "../lib/busyFor.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    clients: { type: "string", default: "8" },
    work: { type: "string", default: "300" },
    seconds: { type: "string", default: "3" },
    rounds: { type: "string", default: "4" },
    variants: { type: "string", default: "as-migrated,no-received-at-index" },
  },
});

/** The schema variants: statements run after every migration. */
const VARIANTS: Readonly<Record<string, readonly string[]>> = {
  "as-migrated": [],
  "no-received-at-index": ["drop index quote_records_by_received_at_and_quote_id"],
  "primary key only": ["drop index quote_records_by_received_at_and_quote_id", "drop index quote_records_by_calling_system"],
};

const records: QuoteRecord[] = benchBookExchanges(500).map(benchRecordOf);

const eventLoopCpuSeconds = () => processCpuSeconds(process.pid)?.mainThread ?? Number.NaN;

const postgres = await postgresForScript();
const admin = await openPostgresClient(postgres.url, { maxConnections: 1 });
const variants: { readonly name: string; readonly store: QuoteStore; statements: number }[] = [];
try {
  await admin.query("create extension if not exists pg_walinspect");
  const postmaster = localPostmasterPid(Number((await admin.query("select pg_backend_pid() as pid"))[0]?.pid));
  if (postmaster === undefined) throw new Error("measureWalPerRecord reads the PostgreSQL server's CPU from /proc: the server must run on this machine.");
  for (const name of values.variants.split(",")) {
    const statements = VARIANTS[name];
    if (statements === undefined) throw new Error(`No variant ${name}; the variants: ${Object.keys(VARIANTS).join(", ")}`);
    const client = await openPostgresClient((await freshPostgresLocation(postgres.url)).databaseUrl);
    await applyMigrations(client);
    for (const statement of statements) await client.query(statement);
    const variant = { name, statements: 0, store: undefined as unknown as QuoteStore };
    variant.store = createSqlQuoteStore(
      { ...client, query: (text, parameters, options) => ((variant.statements += 1), client.query(text, parameters, options)) },
      { insertsInFlight: 3 },
    );
    variants.push(variant);
  }
  const walPosition = async () => String((await admin.query("select pg_current_wal_lsn() as position"))[0]?.position);

  console.log(
    "| round | schema | records/s | records a commit | CPU a record: event loop / server | WAL bytes a record | of which full-page images | by resource manager | load average |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|");
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    for (const variant of round % 2 === 0 ? [...variants].reverse() : variants) {
      await admin.query("checkpoint");
      variant.statements = 0;
      const start = await walPosition();
      const serverBefore = postgresServerCpuSeconds(postmaster) ?? Number.NaN;
      const eventLoopBefore = eventLoopCpuSeconds();
      const started = performance.now();
      const until = started + Number(values.seconds) * 1000;
      let recorded = 0;
      await Promise.all(
        Array.from({ length: Number(values.clients) }, async () => {
          while (performance.now() < until) {
            await new Promise((resolve) => setImmediate(resolve));
            busyFor(Number(values.work));
            await variant.store.record({ ...records[recorded % records.length]!, quoteId: uuidv7(), receivedAt: new Date().toISOString() });
            recorded += 1;
          }
        }),
      );
      const elapsed = (performance.now() - started) / 1000;
      const eventLoop = eventLoopCpuSeconds() - eventLoopBefore;
      const server = (postgresServerCpuSeconds(postmaster) ?? Number.NaN) - serverBefore;
      const stats = await admin.query(
        `select "resource_manager/record_type" as manager, combined_size as bytes, fpi_size as images from pg_get_wal_stats($1, $2) where count > 0 order by combined_size desc`,
        [start, await walPosition()],
      );
      const perRecord = (total: number) => Math.round(total / recorded);
      console.log(
        `| ${round} | ${variant.name} | ${Math.round(recorded / elapsed)} | ${(recorded / variant.statements).toFixed(1)} | ${perRecord(1e6 * eventLoop)} / ${perRecord(1e6 * server)} µs | ${perRecord(stats.reduce((sum, row) => sum + Number(row.bytes), 0))} | ${perRecord(stats.reduce((sum, row) => sum + Number(row.images), 0))} | ${stats.map((row) => `${String(row.manager)} ${perRecord(Number(row.bytes))}`).join(", ")} | ${loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")} |`,
      );
    }
  }
} finally {
  for (const variant of variants) await variant.store.close();
  await admin.close();
  postgres.remove();
}
