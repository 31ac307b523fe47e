/**
 * `npx tsx bench/records/measureBatchCost.ts`: what a record costs PGlite's thread when the
 * records go in batches of 4, 32 or 128 a statement (one commit each), and what a record costs
 * the event loop on the way there: posted to PGlite's thread (the insert of today's
 * write-through store) or appended to the local journal (a JSON line, one write and one
 * fdatasync a group, on libuv's pool). The sizes alternate, in rounds, in one process on one
 * real PGlite data folder, so that the machine's other work weighs on each alike. Figures in
 * docs/performance.md, "Quote store", ninth part.
 *
 *   npx tsx bench/records/measureBatchCost.ts [--rounds 4] [--records 2048] [--sizes 4,32,128]
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { v7 as uuidv7 } from "uuid";
import { processCpuSeconds } from "../lib/processCpuSeconds.js";
import { applyMigrations } from "../../store/src/applyMigrations.js";
import { createQuoteJournal } from "../../store/src/createQuoteJournal.js";
import { insertStatement } from "../../store/src/insertStatement.js";
import { openPgliteClient } from "../../store/src/openPgliteClient.js";
import type { QuoteRecord } from "../../store/src/quoteRecord.js";
import { benchBookExchanges, benchRecordOf } from "./benchBookExchanges.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    rounds: { type: "string", default: "4" },
    records: { type: "string", default: "2048" },
    sizes: { type: "string", default: "4,32,128" },
  },
});

function cpu(): { readonly eventLoop: number; readonly others: number } {
  const seconds = processCpuSeconds(process.pid);
  if (seconds === undefined) throw new Error("measureBatchCost reads CPU time from /proc, which this system has not got.");
  return { eventLoop: seconds.mainThread, others: seconds.total - seconds.mainThread };
}

const book: QuoteRecord[] = benchBookExchanges(500).map(benchRecordOf);
const fresh = (index: number): QuoteRecord => ({ ...book[index % book.length]!, quoteId: uuidv7(), receivedAt: new Date().toISOString() });
const sizes = values.sizes.split(",").map(Number);
const total = Number(values.records);
const folder = await mkdtemp(join(tmpdir(), "pmi-batch-cost-"));
const client = await openPgliteClient(join(folder, "quotes"));
await applyMigrations(client);
const journals = [
  { name: "journal, fdatasync", journal: await createQuoteJournal(join(folder, "journal")) },
  // The embedded store's: written to the operating system, not flushed to the disk.
  { name: "journal, no fdatasync", journal: await createQuoteJournal(join(folder, "journal-unflushed"), { flushToDisk: false }) },
];

console.log("| round | what | per record: event loop / other threads (PGlite's, or libuv's pool) | records/s | load average |");
console.log("|---|---|---|---|---|");
try {
  for (let round = 1; round <= Number(values.rounds); round += 1) {
    const order = round % 2 === 0 ? [...sizes].reverse() : sizes;
    for (const size of order) {
      const records = Array.from({ length: total }, (_, index) => fresh(index));
      const before = cpu();
      const started = performance.now();
      // Two statements under way, as the store runs them, each of `size` records.
      let next = 0;
      const lane = async () => {
        while (next < total) {
          const batch = records.slice(next, next + size);
          next += size;
          const { text, parameters } = insertStatement(batch, false);
          await client.query(text, parameters, { prepareAs: `insert-quote-records-${batch.length}` });
        }
      };
      await Promise.all([lane(), lane()]);
      const seconds = (performance.now() - started) / 1000;
      const after = cpu();
      console.log(
        `| ${round} | PGlite, ${size} a statement | ${((1e6 * (after.eventLoop - before.eventLoop)) / total).toFixed(1)} / ${((1e6 * (after.others - before.others)) / total).toFixed(1)} µs | ${Math.round(total / seconds)} | ${loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")} |`,
      );
    }
    for (const { name, journal } of journals) {
      for (const size of order) {
        const records = Array.from({ length: total }, (_, index) => fresh(index));
        const before = cpu();
        const started = performance.now();
        for (let start = 0; start < total; start += size) await Promise.all(records.slice(start, start + size).map((record) => journal.append(record)));
        const seconds = (performance.now() - started) / 1000;
        const after = cpu();
        console.log(
          `| ${round} | ${name}, ${size} a group | ${((1e6 * (after.eventLoop - before.eventLoop)) / total).toFixed(1)} / ${((1e6 * (after.others - before.others)) / total).toFixed(1)} µs | ${Math.round(total / seconds)} | ${loadavg()
            .map((value) => value.toFixed(1))
            .join(" ")} |`,
        );
      }
    }
  }
} finally {
  for (const { journal } of journals) await journal.close();
  await client.close();
  await rm(folder, { recursive: true, force: true });
}
