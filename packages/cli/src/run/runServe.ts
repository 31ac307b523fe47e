import cluster from "node:cluster";
import os from "node:os";
import { createTestSigningKeyPem } from "@pmi-rating/service";
import { runClusterWorker } from "@pmi-rating/service";
import { startServiceCluster } from "@pmi-rating/service";
import { readAllowUnapprovedTables, readServiceConfig, ServiceConfigError, startReferenceService } from "@pmi-rating/service";
import { QuoteStoreConfigError, QuoteStoreOpenError } from "@pmi-rating/store";
import { readQuoteStoreConfig } from "@pmi-rating/store";
import { CliError } from "../CliError.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { requireApprovedTables } from "../signOff/requireApprovedTables.js";

export interface ServeCommandOptions {
  readonly port?: number;
  readonly host?: string;
  readonly tables?: string;
  readonly registry?: string[];
  /** Worker processes: a number, or true (`--workers` alone) for one per core; absent: this one process. */
  readonly workers?: number | true;
  /** `--allow-unapproved-tables`: price live quotes with tables not approved as they are. */
  readonly allowUnapprovedTables?: boolean;
}

/** What `pmi-rating serve` does once its command line is parsed. */
export async function runServe(options: ServeCommandOptions): Promise<void> {
  // A worker of `--workers` runs this same command line: it serves, as one of the cluster.
  const isWorker = cluster.isWorker;
  if (options.workers !== undefined && !isWorker) return runServeCluster(options, options.workers === true ? os.availableParallelism() : options.workers);
  const tables = options.tables === undefined ? undefined : await approvedTablesOption(options.tables, "--tables", options.allowUnapprovedTables === true);
  try {
    const serviceOptions = {
      ...(options.port === undefined ? {} : { port: options.port }),
      ...(options.host === undefined ? {} : { host: options.host }),
      ...(tables === undefined || options.tables === undefined ? {} : { tables, workbench: { tablesDir: options.tables } }),
      ...(options.registry === undefined ? {} : { registry: options.registry }),
      ...(options.allowUnapprovedTables === true ? { allowUnapprovedTables: true } : {}),
      // `npm start` keeps every quote, in PGlite under ./data unless DATABASE_URL says otherwise.
      keepQuotes: true,
    };
    if (isWorker) {
      await runClusterWorker(serviceOptions);
      return;
    }
    // Said as soon as the port answers; the quote store may still be opening (/readyz tells).
    await startReferenceService({
      ...serviceOptions,
      onListening: (url) => process.stderr.write(`pmi-rating reference service listening on ${url} (the workbench is at ${url}/)\n`),
    });
  } catch (error) {
    throw asCliError(error);
  }
}

/** The primary of `serve --workers N`: checks what it can once, then starts and supervises the workers. */
async function runServeCluster(options: ServeCommandOptions, workers: number): Promise<void> {
  const read = readServiceConfig(process.env);
  if (!read.ok) throw asCliError(new ServiceConfigError(read.problems));
  const store = readQuoteStoreConfig(process.env, { defaultEnabled: true });
  if (!store.ok) throw asCliError(new QuoteStoreConfigError(store.problems));
  if (store.config.enabled && store.config.databaseUrl === undefined) {
    // PGlite's folder belongs to one process: the workers need a database server they can share.
    throw new CliError("serve --workers keeps quotes in one PostgreSQL: set DATABASE_URL (or PMI_QUOTE_STORE=off to keep none).");
  }
  // Loaded here only to report a bad (or unapproved) tables folder once, not once per worker.
  const tablesDir = options.tables ?? read.config.tablesDir;
  if (tablesDir !== undefined)
    await approvedTablesOption(tablesDir, options.tables === undefined ? "PMI_TABLES_DIR" : "--tables", options.allowUnapprovedTables === true);
  // Every worker signs with one key (PMI_TEST_SIGNING_KEY); one the operator set is inherited as it is.
  const testSigningKey = read.config.authentication.mode === "test" && !process.env.PMI_TEST_SIGNING_KEY?.trim() ? await createTestSigningKeyPem() : undefined;
  try {
    const service = await startServiceCluster({ workers, ...(testSigningKey === undefined ? {} : { testSigningKey }) });
    process.stderr.write(`pmi-rating reference service listening on ${service.url} (${workers} worker processes)\n`);
  } catch (error) {
    throw new CliError(`Cannot start the service: ${(error as Error).message}`);
  }
}

/** The tables folder (--tables, or PMI_TABLES_DIR for the cluster's primary), refused here with every version not approved as it is unless the operator allowed them (the service would refuse it too). */
async function approvedTablesOption(directory: string, givenBy: string, allowUnapprovedTables: boolean) {
  const tables = await loadTablesOption(directory, givenBy);
  const setting = readAllowUnapprovedTables(process.env);
  if (!allowUnapprovedTables && !(setting.ok && setting.allowed)) requireApprovedTables(tables, `${JSON.stringify(directory)} (${givenBy})`);
  return tables;
}

function asCliError(error: unknown): unknown {
  if (error instanceof ServiceConfigError || error instanceof QuoteStoreConfigError || error instanceof QuoteStoreOpenError)
    return new CliError(error.message.replace(/^pmi-rating: /, ""));
  if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") return new CliError(`Cannot listen: ${(error as Error).message}`);
  return error;
}
