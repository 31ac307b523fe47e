import { Command } from "commander";
import { parseIntegerOption } from "../parseIntegerOption.js";
import { parseRegistryOption } from "../parseRegistryOption.js";
import type { ServeCommandOptions } from "../run/runServe.js";

/** `pmi-rating serve`: the reference HTTP service. */
export function serveCommand(): Command {
  return new Command("serve")
    .description("Start the reference HTTP service (POST /v1/individualHealthcarePolicy/quote); same as npm start")
    .option("-p, --port <port>", "port to listen on (default: PORT, else 8080; 0 picks a free one)", parseIntegerOption(0, 65_535))
    .option("--host <host>", "interface to listen on (default: HOST, else 127.0.0.1, this machine only)")
    .option("-t, --tables <dir>", "tables folder (default: PMI_TABLES_DIR, else the shipped tables)")
    .option("-r, --registry <names>", "comma-separated registered calling systems (default: PMI_REGISTRY)", parseRegistryOption)
    .option(
      "--allow-unapproved-tables",
      "price live quotes with tables not approved as they are (default: PMI_ALLOW_UNAPPROVED_TABLES, else refused); the log and every quote's record say so",
    )
    .option(
      "-w, --workers [count]",
      "answer on this many processes (node:cluster); --workers alone: one per core. A worker that dies is replaced and logged",
      parseIntegerOption(1, 1_024),
    )
    .addHelpText(
      "after",
      `
Everything else (authentication mode, token endpoint, limits) comes from environment
variables; see docs/http.md. The service starts only on tables whose every version is approved
as it is (pmi-rating tables approve); otherwise it names each version that is not, with its
hashes, and stops, unless --allow-unapproved-tables (or PMI_ALLOW_UNAPPROVED_TABLES=true). The service logs one JSON line per request on standard output
and stops gracefully on Ctrl-C (SIGINT) or SIGTERM, finishing the requests in flight.

Examples:
  $ pmi-rating serve
  $ pmi-rating serve --workers        # one process per core
  $ pmi-rating serve --workers 4
  $ PORT=3000 pmi-rating serve --tables ./tables --registry WEB,BROKER-PORTAL`,
    )
    .action(async (options: ServeCommandOptions) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runServe } = await import("../run/runServe.js");
      await runServe(options);
    });
}
