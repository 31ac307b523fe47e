/**
 * `npx tsx bench/records/replayStoredQuotes.ts [--quotes 100000]`: stores that many quotations
 * (every example request, each with its own id, priced with the default tables as the service
 * would), then replays them all with `replayQuotes` and reports how many reproduced and how long
 * it took, on the embedded database (PGlite, in a temporary folder) and on PostgreSQL
 * (DATABASE_URL, else a throw-away cluster of Debian's package). Exit 1 unless every quotation
 * reproduced on both. docs/records.md, section "Replay at scale".
 *
 *   npx tsx bench/records/replayStoredQuotes.ts [--quotes 100000] [--database pglite,postgresql]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { v7 as uuidv7 } from "uuid";
import { openQuoteStore, type QuoteStoreLocation } from "../../store/src/openQuoteStore.js";
import { recordOfExchange } from "../../store/src/recordOfExchange.js";
import { replayQuotes } from "../../store/src/replayQuotes.js";
import { saveServedTables } from "../../store/src/saveServedTables.js";
import { safeQuote } from "../../../src/quote/safeQuote.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { postgresForScript } from "../../scripts/lib/postgresForScript.js";
import { freshPostgresLocation } from "@pmi-rating/test-support";
import type { QuoteRecord } from "../../store/src/quoteRecord.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const { values } = parseBenchArgs(import.meta.url, {
  options: { quotes: { type: "string", default: "100000" }, database: { type: "string", default: "pglite,postgresql" } },
});
const count = Number(values.quotes);

const folder = join(ROOT, "examples/requests");
const templates = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .map((name) => readFileSync(join(folder, name), "utf8"))
  .filter((text) => safeQuote(JSON.parse(text), defaultTables).success);

/** Stores `count` quotations at `location`, replays them all, prints the figures; resolves to whether every one reproduced. */
async function storeAndReplay(name: string, location: QuoteStoreLocation): Promise<boolean> {
  const store = await openQuoteStore(location);
  try {
    await saveServedTables(store, defaultTables);
    let started = performance.now();
    for (let offset = 0; offset < count; offset += 2000) {
      const batch: QuoteRecord[] = [];
      for (let index = offset; index < Math.min(count, offset + 2000); index += 1) {
        const requestText = templates[index % templates.length]!.replace(/"id":\s*"[^"]*"/, `"id": "BENCH-${index}"`);
        const result = safeQuote(JSON.parse(requestText), defaultTables);
        if (!result.success) throw new Error("an example request is refused");
        batch.push(
          recordOfExchange({
            quoteId: uuidv7(),
            receivedAt: new Date(),
            clientId: "bench",
            correlationId: `bench-${index}`,
            requestingSystem: "bench",
            explain: false,
            requestText,
            status: 200,
            responseText: JSON.stringify({ quoteResponse: result.data }),
            tablesHash: defaultTables.hash,
          }),
        );
      }
      await store.recordAll(batch);
    }
    const storeSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const report = await replayQuotes(store);
    const replaySeconds = (performance.now() - started) / 1000;
    console.log(
      `${name}: stored ${count.toLocaleString("en-GB")} quotations (${templates.length} example requests, each its own id) in ${storeSeconds.toFixed(1)} s; ` +
        `replayed ${report.replayed.toLocaleString("en-GB")} in ${replaySeconds.toFixed(1)} s (${Math.round(report.replayed / replaySeconds).toLocaleString("en-GB")}/s): ` +
        `${report.reproduced.toLocaleString("en-GB")} reproduced to the penny, ${report.unreproduced.length} not; load average ${loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")}`,
    );
    return report.reproduced === count && report.replayed === count;
  } finally {
    await store.close();
  }
}

const databases = new Set(values.database.split(","));
let allReproduced = true;
if (databases.has("pglite")) {
  const folder = mkdtempSync(join(tmpdir(), "pmi-rating-replay-"));
  try {
    allReproduced = (await storeAndReplay("PGlite", { pgliteDir: join(folder, "quotes") })) && allReproduced;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
if (databases.has("postgresql")) {
  const postgres = await postgresForScript();
  try {
    allReproduced = (await storeAndReplay("PostgreSQL", { databaseUrl: (await freshPostgresLocation(postgres.url)).databaseUrl })) && allReproduced;
  } finally {
    postgres.remove();
  }
}
if (!allReproduced) process.exitCode = 1;
