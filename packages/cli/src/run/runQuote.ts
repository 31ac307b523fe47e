import { isCalendarDate } from "pmi-rating/toolkit";
import { safeQuote } from "pmi-rating";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { colorsFor } from "../format/colors.js";
import { formatIssues } from "../format/formatIssues.js";
import { formatWorksheetCsv } from "@pmi-rating/rate-change";
import { formatMovementText } from "../format/formatMovementText.js";
import { formatWorksheetText } from "../format/formatWorksheetText.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { parseJsonInput } from "../parseJsonInput.js";
import { readTextInput } from "../readTextInput.js";
import { ALLOW_UNAPPROVED_TABLES_OPTION, requireApprovedTables } from "../signOff/requireApprovedTables.js";
import { tablesSignOffNotice } from "../signOff/tablesSignOffNotice.js";

export interface QuoteCommandOptions {
  readonly tables?: string;
  readonly explain?: boolean;
  readonly format?: "json" | "text" | "csv";
  readonly registry?: string[];
  /** The response as JSON, and any error as a JSON document on standard output. */
  readonly json?: boolean;
  /** Price with tables not approved as they are (`--allow-unapproved-tables`). */
  readonly allowUnapprovedTables?: boolean;
  /** The earlier name of `allowUnapprovedTables` (`--allow-draft`). */
  readonly allowDraft?: boolean;
  /** The quotation's date (YYYY-MM-DD), checked against the versions' availableFrom. */
  readonly quoteDate?: string;
  /** Renewal: add the movement (and print it after the worksheet in text). */
  readonly movement?: boolean;
}

function parseQuoteDateOption(text: string): string {
  if (isCalendarDate(text)) return text;
  throw new CliError(`--quote-date must be a calendar date written YYYY-MM-DD, e.g. 2026-10-01; received "${text}"`, EXIT_CODES.usage);
}

/** What `pmi-rating quote` does once its command line is parsed. */
export async function runQuote(file: string, options: QuoteCommandOptions): Promise<void> {
  const format = options.json === true ? "json" : (options.format ?? (options.explain === true ? "text" : "json"));
  const tables = await loadTablesOption(options.tables);
  const where = options.tables === undefined ? "the shipped tables" : `${JSON.stringify(options.tables)} (--tables)`;
  const allowUnapproved = options.allowUnapprovedTables === true || options.allowDraft === true;
  if (options.allowDraft === true) process.stderr.write(`--allow-draft is now ${ALLOW_UNAPPROVED_TABLES_OPTION}: it allows every version not approved as it is.\n`);
  if (allowUnapproved) process.stderr.write(tablesSignOffNotice(tables.versions, where, `; priced because of ${ALLOW_UNAPPROVED_TABLES_OPTION}`));
  else requireApprovedTables(tables, where);
  const request = parseJsonInput(await readTextInput(file), file);
  const result = safeQuote(request, tables, {
    explain: format !== "json" || options.explain === true,
    ...(options.registry === undefined ? {} : { registry: options.registry }),
    ...(allowUnapproved ? { allowDraft: true } : {}),
    ...(options.quoteDate === undefined ? {} : { quoteDate: parseQuoteDateOption(options.quoteDate) }),
    ...(options.movement === true ? { movement: true } : {}),
  });
  if (!result.success) {
    // With --json the error itself is the JSON document (runCli prints it, issues included).
    if (options.format === "json" && options.json !== true) process.stdout.write(`${JSON.stringify({ issues: result.issues }, null, 2)}\n`);
    const count = result.issues.length === 1 ? "1 problem" : `${result.issues.length} problems`;
    throw new CliError(
      `The request ${file === "-" ? "on standard input" : `"${file}"`} has ${count}; nothing was priced:`,
      EXIT_CODES.inputProblem,
      formatIssues(result.issues, colorsFor(process.stderr)),
      result.issues,
    );
  }
  if (format === "json") process.stdout.write(`${JSON.stringify(result.data, null, 2)}\n`);
  else if (format === "csv") process.stdout.write(formatWorksheetCsv(result.data));
  else {
    process.stdout.write(formatWorksheetText(result.data, colorsFor(process.stdout)));
    if (result.data.movement !== undefined) process.stdout.write(`\n${formatMovementText(result.data.movement)}`);
  }
}
