import type { PGlite } from "@electric-sql/pglite";

/** When the embedded database is due a checkpoint: PostgreSQL's own two triggers. */
export interface CheckpointThresholds {
  /** Write-ahead log written since the last checkpoint's redo point that calls for the next one. */
  readonly walBytes: number;
  /** Time since the last checkpoint that calls for the next one, when anything was written since. */
  readonly intervalMs: number;
}

/**
 * The checkpoint triggers of the database's own settings, as PostgreSQL's checkpointer works them
 * out: a checkpoint once `max_wal_size / (1 + checkpoint_completion_target)` of write-ahead log
 * has been written since the last one (about 539 MB by default), or once `checkpoint_timeout`
 * has passed (5 minutes). PGlite runs PostgreSQL as a single user, without the checkpointer, so
 * startPgliteCheckpoints applies them for it.
 *
 * @example
 * await readCheckpointThresholds(database); // { walBytes: 565_127_275, intervalMs: 300_000 }
 */
export async function readCheckpointThresholds(database: Pick<PGlite, "query">): Promise<CheckpointThresholds> {
  const { rows } = await database.query<{ max_wal_bytes: number; completion_target: number; timeout_ms: number }>(
    `select pg_size_bytes(current_setting('max_wal_size'))::float8 as max_wal_bytes,
            current_setting('checkpoint_completion_target')::float8 as completion_target,
            extract(epoch from current_setting('checkpoint_timeout')::interval)::float8 * 1000 as timeout_ms`,
  );
  const settings = rows[0]!;
  return { walBytes: Math.floor(settings.max_wal_bytes / (1 + settings.completion_target)), intervalMs: settings.timeout_ms };
}
