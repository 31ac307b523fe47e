/**
 * `npx tsx bench/records/measureEmbeddedWal.ts`: the embedded store's write-ahead log as records go
 * in. Writes --records records of the service's bench book through the store's PGlite client (its
 * worker thread, which checkpoints as PostgreSQL's checkpointer would: startPgliteCheckpoints.ts),
 * 128 an insert as the journal-first store sends them, and prints, every --every records, the
 * size of the folder's `pg_wal`, the log written so far and the last checkpoint's redo point.
 * Before the worker checkpointed, `pg_wal` grew by every record until the store closed.
 * Figures in docs/records.md, "The embedded database's write-ahead log".
 *
 *   npx tsx bench/records/measureEmbeddedWal.ts [--records 400000] [--every 51200]
 */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { applyMigrations } from "../../store/src/applyMigrations.js";
import { insertStatement } from "../../store/src/insertStatement.js";
import { openPgliteClient } from "../../store/src/openPgliteClient.js";
import { benchBookExchanges, benchRecordsFrom } from "./benchBookExchanges.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    records: { type: "string", default: "400000" },
    every: { type: "string", default: "51200" },
  },
});
const total = Number(values.records);
const every = Number(values.every);
const batch = 128;

const exchanges = benchBookExchanges(500);
const folder = await mkdtemp(join(tmpdir(), "pmi-rating-embedded-wal-"));
const dataDir = join(folder, "quotes");
const client = await openPgliteClient(dataDir);

async function walFolderBytes(): Promise<number> {
  const walDir = join(dataDir, "pg_wal");
  const names = (await readdir(walDir)).filter((name) => /^[0-9A-F]{24}$/.test(name));
  const sizes = await Promise.all(names.map(async (name) => (await stat(join(walDir, name))).size));
  return sizes.reduce((sum, size) => sum + size, 0);
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
try {
  await applyMigrations(client);
  console.log("| records | pg_wal on disk | log written | last checkpoint's redo point | seconds |");
  console.log("|---|---|---|---|---|");
  const started = performance.now();
  for (let written = 0; written < total;) {
    const records = benchRecordsFrom(exchanges, written, batch);
    const { text, parameters } = insertStatement(records, false);
    await client.query(text, parameters, { prepareAs: `insert-${batch}` });
    written += batch;
    if (written % every === 0 || written >= total) {
      const [position] = await client.query(
        "select pg_current_wal_insert_lsn()::text as now, pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::float8 as written, redo_lsn::text as redo from pg_control_checkpoint()",
      );
      console.log(
        `| ${written} | ${mb(await walFolderBytes())} | ${mb(Number(position!.written))} | ${String(position!.redo)} | ${((performance.now() - started) / 1000).toFixed(0)} |`,
      );
    }
  }
} finally {
  await client.close();
  console.log(`after close: pg_wal ${mb(await walFolderBytes())}`);
  await rm(folder, { recursive: true, force: true });
}
