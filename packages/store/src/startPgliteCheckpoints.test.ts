import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCheckpointThresholds } from "./readCheckpointThresholds.js";
import { startPgliteCheckpoints } from "./startPgliteCheckpoints.js";

// One database for the file (PGlite takes seconds to create one): each test looks at what it
// writes from the log's position when it starts.
let database: PGlite;
const NEVER = 3_600_000;

// PGlite's initdb runs in WebAssembly: 5 to 15 s on an idle machine, several times that on a
// busy one, past the suite's hook timeout (30 s), as the other PGlite files allow for.
beforeAll(async () => {
  database = await PGlite.create();
  // Stored as written (no compression), so that a row's bytes are the log's bytes.
  await database.exec("create table written (body text); alter table written alter column body set storage external");
}, 120_000);
afterAll(async () => {
  await database.close();
});

const redoPoint = async () => (await database.query<{ redo: string }>("select redo_lsn::text as redo from pg_control_checkpoint()")).rows[0]!.redo;
/** About `rows` × 3.2 kB of write-ahead log. */
const write = (rows: number) =>
  database.query(
    `insert into written select (select string_agg(md5(random()::text || row_number::text || part::text), '') from generate_series(1, 100) as part)
     from generate_series(1, $1::int) as row_number`,
    [rows],
  );

describe("readCheckpointThresholds", () => {
  it("works the triggers out of PostgreSQL's settings as its checkpointer does", async () => {
    // PGlite's settings are PostgreSQL's defaults: max_wal_size 1 GB, checkpoint_completion_target 0.9, checkpoint_timeout 5 min.
    expect(await readCheckpointThresholds(database)).toEqual({ walBytes: Math.floor(2 ** 30 / 1.9), intervalMs: 300_000 });
  });
});

describe("startPgliteCheckpoints", () => {
  it("checkpoints once the log since the last checkpoint reaches its size, and not before", async () => {
    const checkpoints = startPgliteCheckpoints(database, { walBytes: 2 ** 20, intervalMs: NEVER }, { checkEveryMs: NEVER });
    try {
      expect(await checkpoints.checkNow()).toBe(false);
      await write(100); // about 320 kB
      const before = await redoPoint();
      expect(await checkpoints.checkNow()).toBe(false);
      expect(await redoPoint()).toBe(before);
      await write(400); // past 1 MB in all
      expect(await checkpoints.checkNow()).toBe(true);
      expect(await redoPoint()).not.toBe(before);
      expect(await checkpoints.checkNow()).toBe(false);
    } finally {
      await checkpoints.stop();
    }
  });

  it("checkpoints once its interval has passed, but only when something was written since", async () => {
    let clock = 0;
    const checkpoints = startPgliteCheckpoints(database, { walBytes: Number.MAX_SAFE_INTEGER, intervalMs: 300_000 }, { checkEveryMs: NEVER, now: () => clock });
    try {
      expect(await checkpoints.checkNow()).toBe(false);
      clock = 300_000;
      expect(await checkpoints.checkNow()).toBe(false); // nothing written: skipped, as PostgreSQL skips it
      await write(1);
      clock = 299_999;
      expect(await checkpoints.checkNow()).toBe(false);
      clock = 300_000;
      expect(await checkpoints.checkNow()).toBe(true);
      clock = 900_000;
      expect(await checkpoints.checkNow()).toBe(false); // the checkpoint's own record is not a write
      await write(1);
      expect(await checkpoints.checkNow()).toBe(true);
    } finally {
      await checkpoints.stop();
    }
  });

  it("looks on its own, every checkEveryMs", async () => {
    const checkpoints = startPgliteCheckpoints(database, { walBytes: 2 ** 16, intervalMs: NEVER }, { checkEveryMs: 20 });
    try {
      const before = await redoPoint();
      await write(100);
      await expect.poll(redoPoint, { timeout: 5_000, interval: 20 }).not.toBe(before);
    } finally {
      await checkpoints.stop();
    }
  });

  it("stops looking once stopped, so that the database can close", async () => {
    const checkpoints = startPgliteCheckpoints(database, { walBytes: 2 ** 16, intervalMs: NEVER }, { checkEveryMs: 20 });
    await checkpoints.stop();
    const before = await redoPoint();
    await write(100);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await redoPoint()).toBe(before);
  });
});
