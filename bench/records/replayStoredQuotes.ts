/**
 * `npx tsx bench/records/replayStoredQuotes.ts [--quotes 100000]`: stores that many quotations
 * (every example request, each with its own id, priced with the default tables as the service
 * would), then replays them all with `replayQuotes` and reports how many reproduced and how long
 * it took. PostgreSQL: DATABASE_URL, else a throw-away cluster of Debian's package.
 * docs/records.md, section "Replay at scale".
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { v7 as uuidv7 } from "uuid";
import { openQuoteStore } from "../../src/records/openQuoteStore.js";
import { recordOfExchange } from "../../src/records/recordOfExchange.js";
import { replayQuotes } from "../../src/records/replayQuotes.js";
import { saveServedTables } from "../../src/records/saveServedTables.js";
import { safeQuote } from "../../src/quote/safeQuote.js";
import { defaultTables } from "../../src/tables/default/index.js";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/lib/startThrowawayPostgres.js";
import type { QuoteRecord } from "../../src/records/quoteRecord.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const { values } = parseArgs({ options: { quotes: { type: "string", default: "100000" } } });
const count = Number(values.quotes);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const folder = join(ROOT, "examples/requests");
const templates = readdirSync(folder)
  .filter((name) => name.endsWith(".json"))
  .map((name) => readFileSync(join(folder, name), "utf8"))
  .filter((text) => safeQuote(JSON.parse(text), defaultTables).success);

let postgres: ThrowawayPostgres | undefined;
const databaseUrl = process.env.DATABASE_URL?.trim() || (postgres = startThrowawayPostgres(await freePort())).url;
const store = await openQuoteStore({ databaseUrl });
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
    `stored ${count.toLocaleString("en-GB")} quotations (${templates.length} example requests, each its own id) in ${storeSeconds.toFixed(1)} s; ` +
      `replayed ${report.replayed.toLocaleString("en-GB")} in ${replaySeconds.toFixed(1)} s (${Math.round(report.replayed / replaySeconds).toLocaleString("en-GB")}/s): ` +
      `${report.reproduced.toLocaleString("en-GB")} reproduced to the penny, ${report.unreproduced.length} not; load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}`,
  );
  if (report.reproduced !== count) process.exitCode = 1;
} finally {
  await store.close();
  postgres?.remove();
}
