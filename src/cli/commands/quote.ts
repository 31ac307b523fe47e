import { Command, Option } from "commander";
import { safeQuote } from "../../quote/safeQuote.js";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { colorsFor } from "../format/colors.js";
import { formatIssues } from "../format/formatIssues.js";
import { formatWorksheetCsv } from "../format/formatWorksheetCsv.js";
import { formatWorksheetText } from "../format/formatWorksheetText.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { parseJsonInput } from "../parseJsonInput.js";
import { parseRegistryOption } from "../parseRegistryOption.js";
import { readTextInput } from "../readTextInput.js";

interface QuoteCommandOptions {
  readonly tables?: string;
  readonly explain?: boolean;
  readonly format?: "json" | "text" | "csv";
  readonly registry?: string[];
}

/** `pmi-rating quote <file|->`: prices one request file (or standard input). */
export function quoteCommand(): Command {
  return new Command("quote")
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
    .addHelpText(
      "after",
      `
Output:
  without --explain: the response as JSON;
  --explain: a readable worksheet (one table per member, policy totals, instalments, tables hash);
  --explain --format json: the response with its worksheet as JSON;
  --format csv: the worksheet as CSV, one row per step, every figure exact.

Exit codes: 0 priced; 1 the file is missing or not JSON, the request is invalid (every
problem is listed with its JSON pointer, code and message) or the tables are broken; 2 usage.

Examples:
  $ pmi-rating quote examples/requests/single-new-business.json
  $ pmi-rating quote request.json --explain
  $ cat request.json | pmi-rating quote - --format csv > worksheet.csv
  $ pmi-rating quote request.json --tables ./tables --registry WEB,BROKER-PORTAL`,
    )
    .action(async (file: string, options: QuoteCommandOptions) => {
      const format = options.format ?? (options.explain === true ? "text" : "json");
      const tables = await loadTablesOption(options.tables);
      const request = parseJsonInput(await readTextInput(file), file);
      const result = safeQuote(request, tables, {
        explain: format !== "json" || options.explain === true,
        ...(options.registry === undefined ? {} : { registry: options.registry }),
      });
      if (!result.success) {
        if (options.format === "json") process.stdout.write(`${JSON.stringify({ issues: result.issues }, null, 2)}\n`);
        const count = result.issues.length === 1 ? "1 problem" : `${result.issues.length} problems`;
        throw new CliError(
          `The request ${file === "-" ? "on standard input" : `"${file}"`} has ${count}; nothing was priced:`,
          EXIT_CODES.inputProblem,
          formatIssues(result.issues, colorsFor(process.stderr)),
        );
      }
      if (format === "json") process.stdout.write(`${JSON.stringify(result.data, null, 2)}\n`);
      else if (format === "csv") process.stdout.write(formatWorksheetCsv(result.data));
      else process.stdout.write(formatWorksheetText(result.data, colorsFor(process.stdout)));
    });
}
