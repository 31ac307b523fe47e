import { ServiceConfigError, startReferenceService } from "../../service/index.js";
import { CliError } from "../CliError.js";
import { loadTablesOption } from "../loadTablesOption.js";

export interface ServeCommandOptions {
  readonly port?: number;
  readonly host?: string;
  readonly tables?: string;
  readonly registry?: string[];
}

/** What `pmi-rating serve` does once its command line is parsed. */
export async function runServe(options: ServeCommandOptions): Promise<void> {
  const tables = options.tables === undefined ? undefined : await loadTablesOption(options.tables);
  try {
    const service = await startReferenceService({
      ...(options.port === undefined ? {} : { port: options.port }),
      ...(options.host === undefined ? {} : { host: options.host }),
      ...(tables === undefined || options.tables === undefined ? {} : { tables, workbench: { tablesDir: options.tables } }),
      ...(options.registry === undefined ? {} : { registry: options.registry }),
    });
    process.stderr.write(`pmi-rating reference service listening on ${service.url} (the workbench is at ${service.url}/)\n`);
  } catch (error) {
    if (error instanceof ServiceConfigError) throw new CliError(error.message.replace(/^pmi-rating: /, ""));
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") throw new CliError(`Cannot listen: ${(error as Error).message}`);
    throw error;
  }
}
