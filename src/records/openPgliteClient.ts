import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { installedPgliteVersion, pgliteTemplateName } from "./pgliteTemplate.js";
import type { SqlClient } from "./sqlClient.js";
import { sqlClientOverWorker } from "./sqlClientOverWorker.js";
import type { PgliteWorkerData } from "./sqlWorkerMessages.js";

/**
 * A `SqlClient` on PGlite (PostgreSQL built to WebAssembly) keeping its database in `dataDir`,
 * created when missing: the quote store of `npm start` with nothing to install or run beside
 * it. PGlite runs in a worker thread of its own (pgliteWorker.ts): its queries, commits and
 * disk flushes would otherwise run on the service's event loop, between the quotations it
 * prices. Like a single PostgreSQL connection, statements run in the order sent; a transaction
 * holds the connection until it ends. One process at a time may open a folder. A folder with
 * no database yet is unpacked from `templatePath` (default: the template the build puts beside
 * the built worker, pgliteTemplate.ts) when there is one, else made by PGlite's initdb.
 *
 * @example
 * const client = await openPgliteClient("data/quotes");
 * await client.query("select 1 as one"); // [{ one: 1 }]
 * await client.close();
 */
export async function openPgliteClient(dataDir: string, options: { readonly templatePath?: string } = {}): Promise<SqlClient> {
  await mkdir(dataDir, { recursive: true });
  // The built package has a new database's files beside its worker; the sources have none.
  const templatePath =
    options.templatePath ?? (import.meta.url.endsWith(".ts") ? undefined : fileURLToPath(new URL(`./${pgliteTemplateName(installedPgliteVersion())}`, import.meta.url)));
  const workerData: PgliteWorkerData = { dataDir, ...(templatePath === undefined ? {} : { templatePath }) };
  // From the built package the thread is dist/cli-pglite-worker.js; from the sources (tsx,
  // vitest) the TypeScript file, loaded through tsx's loader registered in the thread itself.
  const worker = import.meta.url.endsWith(".ts")
    ? new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./pgliteWorker.ts", import.meta.url).href)}); })`, {
        eval: true,
        workerData,
      })
    : new Worker(new URL("./cli-pglite-worker.js", import.meta.url), { workerData });
  return sqlClientOverWorker(worker, { name: "The embedded quote store", where: dataDir, oneConnection: true });
}
