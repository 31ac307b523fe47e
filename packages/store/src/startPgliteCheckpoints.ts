import type { PGlite } from "@electric-sql/pglite";
import type { CheckpointThresholds } from "./readCheckpointThresholds.js";

/** The embedded database's checkpoints, as a running service keeps them. */
export interface PgliteCheckpoints {
  /** Looks at the write-ahead log now and checkpoints when due; true when it did. */
  checkNow(): Promise<boolean>;
  /** No further looks; resolves once a checkpoint under way has ended. */
  stop(): Promise<void>;
}

/**
 * Checkpoints a PGlite database when PostgreSQL's checkpointer would (`thresholds`), looking every
 * `checkEveryMs`. PGlite runs PostgreSQL as a single user, and a single user's PostgreSQL never
 * checkpoints on its own until it closes: without this, the write-ahead log of a service open for
 * days grows by every record it keeps (about 3.4 kB each), and a killed service's next start
 * replays all of it. A checkpoint writes the changed pages out and lets PostgreSQL recycle the
 * log's older files. PGlite runs one statement at a time, so a checkpoint waits its turn among
 * the store's statements (it may fall inside a transaction, which PostgreSQL allows). A look
 * that fails (the database closing) is left to the next one.
 *
 * @example
 * const checkpoints = startPgliteCheckpoints(database, await readCheckpointThresholds(database));
 * // ... the store's work ...
 * await checkpoints.stop();
 * await database.close();
 */
export function startPgliteCheckpoints(
  database: Pick<PGlite, "query" | "exec">,
  thresholds: CheckpointThresholds,
  options: { readonly checkEveryMs?: number; readonly now?: () => number } = {},
): PgliteCheckpoints {
  const now = options.now ?? (() => performance.now());
  let lastCheckpointAt = now();
  // Where the log ended at the last checkpoint (or at the first look): the timed checkpoint is
  // skipped while nothing has been written since, as PostgreSQL skips it.
  let insertLsnAtLastCheckpoint: string | undefined;
  let underWay: Promise<boolean> | undefined;

  async function look(): Promise<boolean> {
    const { rows } = await database.query<{ since_redo: number; insert_lsn: string }>(
      "select pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 as since_redo, pg_current_wal_insert_lsn()::text as insert_lsn from pg_control_checkpoint()",
    );
    const { since_redo: sinceRedo, insert_lsn: insertLsn } = rows[0]!;
    if (insertLsnAtLastCheckpoint === undefined) insertLsnAtLastCheckpoint = insertLsn;
    const dueByLog = sinceRedo >= thresholds.walBytes;
    const dueByTime = now() - lastCheckpointAt >= thresholds.intervalMs && insertLsn !== insertLsnAtLastCheckpoint;
    if (!dueByLog && !dueByTime) return false;
    await database.exec("checkpoint");
    lastCheckpointAt = now();
    const after = await database.query<{ insert_lsn: string }>("select pg_current_wal_insert_lsn()::text as insert_lsn");
    insertLsnAtLastCheckpoint = after.rows[0]!.insert_lsn;
    return true;
  }

  function checkNow(): Promise<boolean> {
    underWay ??= look().finally(() => (underWay = undefined));
    return underWay;
  }

  const lookQuietly = () => void checkNow().catch(() => {});
  const timer = setInterval(lookQuietly, options.checkEveryMs ?? 5_000);
  timer.unref();
  lookQuietly();
  return {
    checkNow,
    async stop() {
      clearInterval(timer);
      await underWay?.catch(() => {});
    },
  };
}
