import { Command, Option } from "commander";
import { parseRegistryOption } from "../parseRegistryOption.js";
import type { QuoteCommandOptions } from "../run/runQuote.js";

/** `pmi-rating quote <file|->`: prices one request file (or standard input). */
export function quoteCommand(): Command {
  return (
    new Command("quote")
      .description("Price one quotation request (a JSON file, or - for standard input)")
      .argument("<file>", "request JSON file, or - to read standard input")
      .option("-t, --tables <dir>", "tables folder to price with (default: the tables shipped with pmi-rating)")
      .option("-e, --explain", "show the worksheet: every step of every member's premium")
      .addOption(
        new Option("-f, --format <format>", "output: json (the response), text (readable worksheet) or csv (worksheet for a spreadsheet)").choices([
          "json",
          "text",
          "csv",
        ]),
      )
      .option("-r, --registry <names>", "comma-separated registered calling systems; others are refused", parseRegistryOption)
      .option("-m, --movement", "Renewal: why the price changed since last year (previousnetPremium to this year's net), part by part")
      .option("--json", "the response as JSON, and any error (with every issue) as one JSON document on standard output")
      .option(
        "--allow-unapproved-tables",
        "price with tables not approved as they are (a draft, a version without sign-off, a file changed after approval); refused by default, and said on standard error",
      )
      // The earlier name of --allow-unapproved-tables, kept so that scripts written for it still run.
      .addOption(new Option("--allow-draft").hideHelp())
      .option("--quote-date <date>", "the date the quotation is made (YYYY-MM-DD): a version whose availableFrom is later does not price (default: not checked)")
      .addHelpText(
        "after",
        `
Output:
  without --explain: the response as JSON;
  --explain: a readable worksheet (one table per member, policy totals, instalments, tables hash);
  --explain --format json: the response with its worksheet as JSON;
  --format csv: the worksheet as CSV, one row per step, every figure exact.

With --json a refused request prints {"error": {"message", "exitCode", "kind", "problems"}},
"problems" being every issue {path, code, message}.

The tables (--tables, default the shipped ones) price only when every version is approved as
it is (pmi-rating tables approve; tables check shows each version's sign-off): a draft, a
version without sign-off or one changed after approval is refused, naming the version and its
hashes, unless --allow-unapproved-tables, which says on standard error what it allows.

Exit codes: 0 priced; 1 the file is missing or not JSON, the request is invalid (every
problem is listed with its JSON pointer, code and message), the tables are broken or not
approved; 2 usage.

Examples:
  $ pmi-rating example new-business-single-adult > request.json
  $ pmi-rating quote request.json
  $ pmi-rating quote request.json --explain
  $ pmi-rating quote renewal.json --explain --movement
  $ cat request.json | pmi-rating quote - --format csv > worksheet.csv
  $ pmi-rating quote request.json --tables ./tables --registry WEB,BROKER-PORTAL`,
      )
      .action(async (file: string, options: QuoteCommandOptions) => {
        // Loaded on use, so that --help and the other commands start without it.
        const { runQuote } = await import("../run/runQuote.js");
        await runQuote(file, options);
      })
  );
}
