import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { v7 as uuidv7 } from "uuid";
import { describe } from "vitest";
import { openPostgresClient } from "@pmi-rating/store";
import type { QuoteStoreLocation } from "@pmi-rating/store";

/** The PostgreSQL server of the tests (TEST_DATABASE_URL), or undefined when there is none. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Why the PostgreSQL half of a test does not run, shown in the test's name (as `skippedBecause` writes it). */
export const POSTGRES_SKIP_REASON = "skipped: set TEST_DATABASE_URL to a PostgreSQL server (.ci/run starts one) to run it";

/** A fresh, empty PGlite folder. */
export async function freshPgliteLocation(): Promise<{ readonly pgliteDir: string }> {
  return { pgliteDir: join(await mkdtemp(join(tmpdir(), "pmi-rating-quotes-")), "quotes") };
}

/**
 * A fresh, empty schema on the test PostgreSQL server, as a connection string whose search
 * path is that schema: every test starts from an empty database without creating one.
 */
export async function freshPostgresLocation(databaseUrl: string): Promise<{ readonly databaseUrl: string }> {
  const schema = `test_${uuidv7().replace(/-/g, "")}`;
  const client = await openPostgresClient(databaseUrl, { maxConnections: 1 });
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.close();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { databaseUrl: url.toString() };
}

/** A database a store test runs on: its name (with why it is skipped, when it is), and a fresh location on it. */
export interface StoreBackend {
  readonly name: string;
  readonly skip: boolean;
  readonly fresh: () => Promise<QuoteStoreLocation>;
}

/** The backends a store test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const STORE_BACKENDS: readonly StoreBackend[] = [
  { name: "PGlite (embedded)", skip: false, fresh: freshPgliteLocation },
  {
    name: TEST_DATABASE_URL === undefined ? `PostgreSQL (${POSTGRES_SKIP_REASON})` : "PostgreSQL",
    skip: TEST_DATABASE_URL === undefined,
    fresh: () => freshPostgresLocation(TEST_DATABASE_URL ?? ""),
  },
];

/**
 * One suite per backend, titled `${title} ${name}`, the name whole: `describe.each`'s `$name`
 * cuts a long value short (and so the reason a backend is skipped, which the run's summary of
 * skipped tests reads from the name: test/setup/skippedTestsReporter.ts).
 *
 * @example
 * describeOnStoreBackends("quote store on", ({ skip, fresh }) => { it.skipIf(skip)("keeps a record", async () => { ... }); });
 */
export function describeOnStoreBackends(title: string, body: (backend: StoreBackend) => void): void {
  for (const backend of STORE_BACKENDS) describe(`${title} ${backend.name}`, () => body(backend));
}
