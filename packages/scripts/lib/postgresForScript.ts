import { freePort } from "./freePort.js";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./startThrowawayPostgres.js";

/** The PostgreSQL a script runs against: the one given, or a throw-away cluster it removes. */
export interface ScriptPostgres {
  readonly url: string;
  /** The throw-away cluster, to stop and start it; undefined for DATABASE_URL's server. */
  readonly cluster: ThrowawayPostgres | undefined;
  /** Removes the throw-away cluster (nothing for DATABASE_URL's server). */
  remove(): void;
}

/**
 * PostgreSQL for a script: `DATABASE_URL` when set, else a throw-away cluster of Debian's
 * package on a free loopback port.
 *
 * @example
 * const postgres = await postgresForScript();
 * try { ... postgres.url ... } finally { postgres.remove(); }
 */
export async function postgresForScript(env: Readonly<Record<string, string | undefined>> = process.env): Promise<ScriptPostgres> {
  const given = env.DATABASE_URL?.trim();
  if (given) return { url: given, cluster: undefined, remove: () => {} };
  const cluster = startThrowawayPostgres(await freePort());
  return { url: cluster.url, cluster, remove: () => cluster.remove() };
}
