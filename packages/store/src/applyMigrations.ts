import { MIGRATIONS } from "./migrations.js";
import type { SqlClient } from "./sqlClient.js";

/** Any number, the same in every process: the advisory lock that lets one process migrate at a time. */
export const MIGRATION_LOCK = 2_202_201;

/**
 * Brings the database's schema up to date: applies, in one transaction, every migration not
 * yet recorded in `schema_migrations`. Several processes starting together (the backends of a
 * deployment) take turns on an advisory lock, so each migration runs once.
 *
 * @example
 * await applyMigrations(client); // [1] on a new database, [] afterwards
 */
export async function applyMigrations(client: SqlClient, migrations = MIGRATIONS): Promise<number[]> {
  return client.transaction(async (transaction) => {
    await transaction.query("select pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await transaction.query(
      "create table if not exists schema_migrations (version integer primary key, name text not null, applied_at timestamptz not null default now())",
    );
    const applied = new Set((await transaction.query("select version from schema_migrations")).map((row) => Number(row.version)));
    const newlyApplied: number[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.statements) await transaction.query(statement);
      await transaction.query("insert into schema_migrations (version, name) values ($1, $2)", [migration.version, migration.name]);
      newlyApplied.push(migration.version);
    }
    return newlyApplied;
  });
}
