import { Command } from "commander";
import { ServiceConfigError, startReferenceService } from "../../service/index.js";
import { CliError } from "../CliError.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { parseIntegerOption } from "../parseIntegerOption.js";
import { parseRegistryOption } from "../parseRegistryOption.js";

interface ServeCommandOptions {
  readonly port?: number;
  readonly host?: string;
  readonly tables?: string;
  readonly registry?: string[];
}

/** `pmi-rating serve`: the reference HTTP service. */
export function serveCommand(): Command {
  return new Command("serve")
    .description("Start the reference HTTP service (POST /v1/individualHealthcarePolicy/quote); same as npm start")
    .option("-p, --port <port>", "port to listen on (default: PORT, else 8080; 0 picks a free one)", parseIntegerOption(0, 65_535))
    .option("--host <host>", "interface to listen on (default: HOST, else every interface)")
    .option("-t, --tables <dir>", "tables folder (default: PMI_TABLES_DIR, else the shipped tables)")
    .option("-r, --registry <names>", "comma-separated registered calling systems (default: PMI_REGISTRY)", parseRegistryOption)
    .addHelpText(
      "after",
      `
Everything else (authentication mode, token endpoint, limits) comes from environment
variables; see docs/http.md. The service logs one JSON line per request on standard output
and stops gracefully on Ctrl-C (SIGINT) or SIGTERM, finishing the requests in flight.

Examples:
  $ pmi-rating serve
  $ PORT=3000 pmi-rating serve --tables ./tables --registry WEB,BROKER-PORTAL`,
    )
    .action(async (options: ServeCommandOptions) => {
      const tables = options.tables === undefined ? undefined : await loadTablesOption(options.tables);
      try {
        const service = await startReferenceService({
          ...(options.port === undefined ? {} : { port: options.port }),
          ...(options.host === undefined ? {} : { host: options.host }),
          ...(tables === undefined ? {} : { tables }),
          ...(options.registry === undefined ? {} : { registry: options.registry }),
        });
        process.stderr.write(`pmi-rating reference service listening on ${service.url}\n`);
      } catch (error) {
        if (error instanceof ServiceConfigError) throw new CliError(error.message.replace(/^pmi-rating: /, ""));
        if ((error as NodeJS.ErrnoException).code === "EADDRINUSE") throw new CliError(`Cannot listen: ${(error as Error).message}`);
        throw error;
      }
    });
}
