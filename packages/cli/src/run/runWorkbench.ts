import { startWorkbenchServer, type WorkbenchServer } from "@pmi-rating/service";
import { CliError } from "../CliError.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { tablesSignOffNotice } from "../signOff/tablesSignOffNotice.js";

export interface WorkbenchCommandOptions {
  readonly port?: number;
  readonly host?: string;
  readonly tables?: string;
}

/** What `pmi-rating workbench` does once its command line is parsed: checks the tables, serves the page, prints its URL, stops on Ctrl-C. */
export async function runWorkbench(options: WorkbenchCommandOptions, write: (line: string) => void = (line) => process.stdout.write(line)): Promise<WorkbenchServer> {
  // Tables that do not pass their checks are refused here, with every problem, as serve does.
  // Drafts and versions changed since approval are shown and priced (the page says so too).
  if (options.tables !== undefined) process.stderr.write(tablesSignOffNotice((await loadTablesOption(options.tables)).versions, JSON.stringify(options.tables)));
  let server: WorkbenchServer;
  try {
    server = await startWorkbenchServer({
      ...(options.port === undefined ? {} : { port: options.port }),
      ...(options.host === undefined ? {} : { host: options.host }),
      ...(options.tables === undefined ? {} : { tablesDir: options.tables }),
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") throw new CliError(`Cannot listen: ${(error as Error).message} (choose another --port)`);
    throw new CliError((error as Error).message);
  }
  write(`pmi-rating workbench: ${server.url}\n`);
  const stop = () => void server.close();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return server;
}
