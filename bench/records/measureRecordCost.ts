/**
 * `npx tsx bench/records/measureRecordCost.ts`: the CPU the embedded quote store (PGlite in its
 * thread) costs per recorded quote, with its insert run through PGlite's `query` and as a named
 * prepared statement (what the store does), in interleaved rounds in one process so that the
 * machine's other work weighs on both alike. Each of the clients prices for a while (a busy
 * loop of --work µs, standing for the service's pricing), then awaits its record, as the quote
 * handler does. Prints, per round, records/s, records per commit, and CPU per record of the
 * event loop and of the other threads (PGlite's). Figures in docs/performance.md, section
 * "Quote store".
 *
 *   npx tsx bench/records/measureRecordCost.ts [--clients 8] [--work 600] [--seconds 4] [--rounds 6]
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { v7 as uuidv7 } from "uuid";
import { processCpuSeconds } from "../lib/processCpuSeconds.js";
import { applyMigrations } from "../../src/records/applyMigrations.js";
import { createSqlQuoteStore } from "../../src/records/createSqlQuoteStore.js";
import { openPgliteClient } from "../../src/records/openPgliteClient.js";
import type { SqlClient } from "../../src/records/sqlClient.js";
import { sampleRecord } from "../../src/records/testing/sampleRecord.js";
import { freshPgliteLocation } from "../../src/records/testing/testStoreLocations.js";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "8" },
    work: { type: "string", default: "600" },
    seconds: { type: "string", default: "4" },
    rounds: { type: "string", default: "6" },
  },
});

/** CPU seconds of this process's main thread (the event loop), by the benches' one /proc reader. */
function eventLoopCpuSeconds(): number {
  const seconds = processCpuSeconds(process.pid);
  if (seconds === undefined) throw new Error("measureRecordCost reads CPU time from /proc, which this system has not got.");
  return seconds.mainThread;
}

function busyFor(microseconds: number): void {
  const end = performance.now() + microseconds / 1000;
  while (performance.now() < end);
}

const client = await openPgliteClient((await freshPgliteLocation()).pgliteDir);
await applyMigrations(client);
let statements = 0;
const counted: SqlClient = { ...client, query: (text, parameters, options) => ((statements += 1), client.query(text, parameters, options)) };
const variants = {
  "PGlite's query": createSqlQuoteStore({ ...counted, query: (text, parameters) => counted.query(text, parameters) }),
  prepared: createSqlQuoteStore(counted),
};
const template = sampleRecord();
console.log(`| round | insert | records/s | records per commit | CPU per record: event loop / other threads | load average |`);
console.log("|---|---|---|---|---|---|");
for (let round = 1; round <= Number(values.rounds); round += 1) {
  const order = Object.entries(variants);
  if (round % 2 === 0) order.reverse();
  for (const [name, store] of order) {
    statements = 0;
    const started = performance.now();
    const until = started + Number(values.seconds) * 1000;
    const eventLoopBefore = eventLoopCpuSeconds();
    const processBefore = process.cpuUsage();
    let recorded = 0;
    await Promise.all(
      Array.from({ length: Number(values.clients) }, async () => {
        while (performance.now() < until) {
          await new Promise((resolve) => setImmediate(resolve));
          busyFor(Number(values.work));
          await store.record({ ...template, quoteId: uuidv7() });
          recorded += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const eventLoop = (1e6 * (eventLoopCpuSeconds() - eventLoopBefore)) / recorded;
    const used = process.cpuUsage(processBefore);
    const others = (used.user + used.system) / recorded - eventLoop;
    console.log(
      `| ${round} | ${name} | ${Math.round(recorded / elapsed)} | ${(recorded / statements).toFixed(1)} | ${Math.round(eventLoop)} / ${Math.round(others)} µs | ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")} |`,
    );
  }
}
await client.close();
