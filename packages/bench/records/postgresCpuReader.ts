import { openPostgresClient } from "../../store/src/openPostgresClient.js";
import { localPostmasterPid, postgresServerCpuSeconds } from "../lib/postgresServerCpuSeconds.js";

/**
 * A reader of the CPU seconds a PostgreSQL server has used so far (every process of it), when it
 * runs on this machine (a throw-away cluster does); the reader answers undefined for a server
 * elsewhere.
 *
 * @example
 * const serverCpuSeconds = await postgresCpuReader(postgres.url);
 * serverCpuSeconds(); // 12.43
 */
export async function postgresCpuReader(url: string): Promise<() => number | undefined> {
  const postmaster = await localPostmasterOf(url);
  return () => (postmaster === undefined ? undefined : postgresServerCpuSeconds(postmaster));
}

/**
 * The process id of the PostgreSQL server at `url` (its postmaster), when it runs on this
 * machine; undefined for a server elsewhere.
 *
 * @example
 * await localPostmasterOf(postgres.url); // 41235
 */
export async function localPostmasterOf(url: string): Promise<number | undefined> {
  const client = await openPostgresClient(url, { maxConnections: 1 });
  try {
    return localPostmasterPid(Number((await client.query("select pg_backend_pid() as pid"))[0]?.pid));
  } finally {
    await client.close();
  }
}
