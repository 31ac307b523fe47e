import { Command } from "commander";
import { parseIntegerOption } from "../parseIntegerOption.js";
import type { WorkbenchCommandOptions } from "../run/runWorkbench.js";

/** `pmi-rating workbench`: serves the actuary's workbench page and prints its address. */
export function workbenchCommand(): Command {
  return new Command("workbench")
    .description("Serve the actuary's workbench (price, explain, compare, browse tables in the browser) and print its URL")
    .option("-p, --port <port>", "port to listen on (default 8081; 0 picks a free one)", parseIntegerOption(0, 65_535))
    .option("--host <host>", "interface to listen on (default 127.0.0.1)")
    .option("-t, --tables <dir>", "tables folder the page prices with (default: the shipped tables)")
    .addHelpText(
      "after",
      `
Opens nothing: open the printed URL in a browser. Everything is computed in the page; the
server only hands out the page's own files. Stop it with Ctrl-C. See docs/workbench.md.

Examples:
  $ pmi-rating workbench
  $ pmi-rating workbench --tables ./tables-proposed --port 9000`,
    )
    .action(async (options: WorkbenchCommandOptions) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runWorkbench } = await import("../run/runWorkbench.js");
      await runWorkbench(options);
    });
}
