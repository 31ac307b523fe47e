import { safeEligibleIncentives } from "pmi-rating";
import { safeExpectedNcdLevel } from "pmi-rating";
import type { LookupResult } from "pmi-rating";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { colorsFor } from "../format/colors.js";
import { createTable } from "../format/createTable.js";
import { formatIssues } from "../format/formatIssues.js";
import { loadTablesOption } from "../loadTablesOption.js";

export interface NcdCommandOptions {
  readonly uwType: string;
  readonly yearsClaimFree?: string;
  readonly uplift?: string;
  readonly priceDate?: string;
  readonly tables?: string;
  readonly format?: "text" | "json";
}

export interface IncentivesCommandOptions {
  readonly fsaNumber?: string;
  readonly paymentType?: string;
  readonly paymentFrequency?: string;
  readonly priceDate?: string;
  readonly tables?: string;
  readonly format?: "text" | "json";
}

/** A whole number when the text is one; otherwise the text, for the look-up to refuse with its own code. */
function numberOrText(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  return /^\s*-?\d{1,10}\s*$/.test(text) ? Number(text) : text;
}

/** The command-line option of each field of a question, to say where a problem is. */
const OPTION_OF: Readonly<Record<string, string>> = {
  "/uwType": "--uw-type",
  "/memberYearsClaimFree": "--years-claim-free",
  "/ncdUplift": "--uplift",
  "/priceDate": "--price-date",
  "/fsaNumber": "--fsa-number",
  "/paymentType": "--payment-type",
  "/paymentFrequency": "--payment-frequency",
};

const today = (): string => new Date().toISOString().slice(0, 10);

/** The answer, or a CliError listing every problem (paths name the options). */
function answerOf<T>(result: LookupResult<T>): T {
  if (result.success) return result.data;
  const renamed = result.issues.map((issue) => ({ ...issue, path: OPTION_OF[issue.path] ?? issue.path }));
  const count = renamed.length === 1 ? "1 problem" : `${renamed.length} problems`;
  throw new CliError(`The question has ${count}:`, EXIT_CODES.inputProblem, formatIssues(renamed, colorsFor(process.stderr)));
}

/** What `pmi-rating ncd` does once its command line is parsed. */
export async function runNcd(options: NcdCommandOptions): Promise<void> {
  const tables = await loadTablesOption(options.tables);
  const years = numberOrText(options.yearsClaimFree);
  const uplift = numberOrText(options.uplift);
  const query = { uwType: options.uwType, ...(years === undefined ? {} : { memberYearsClaimFree: years }), ...(uplift === undefined ? {} : { ncdUplift: uplift }) };
  // The library checks the types at run time and reports text where a number belongs.
  const answer = answerOf(safeExpectedNcdLevel(query as never, tables, options.priceDate ?? today()));
  if (options.format === "json") {
    process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
    return;
  }
  const colors = colorsFor(process.stdout);
  const level = answer.level === undefined ? `${answer.from} to ${answer.to}` : String(answer.level);
  process.stdout.write(`New Business NCD level: ${colors.bold(level)}  (tables ${answer.tablesVersion}, ${answer.business} business)\nRule: ${answer.rule}\n`);
}

/** What `pmi-rating incentives` does once its command line is parsed. */
export async function runIncentives(options: IncentivesCommandOptions): Promise<void> {
  const tables = await loadTablesOption(options.tables);
  const frequency = numberOrText(options.paymentFrequency);
  const query = {
    ...(options.fsaNumber === undefined ? {} : { fsaNumber: options.fsaNumber }),
    ...(options.paymentType === undefined ? {} : { paymentType: options.paymentType }),
    ...(frequency === undefined ? {} : { paymentFrequency: frequency }),
  };
  const answer = answerOf(safeEligibleIncentives(query as never, tables, options.priceDate ?? today()));
  if (options.format === "json") {
    process.stdout.write(`${JSON.stringify(answer, null, 2)}\n`);
    return;
  }
  const colors = colorsFor(process.stdout);
  const who = answer.fsaNumber === undefined ? "a request without fsaNumber" : `agent ${answer.fsaNumber}`;
  const payment = answer.paymentType === undefined ? "any payment method" : `payment type ${answer.paymentType}, ${answer.paymentFrequency} a year`;
  const table = createTable(["Incentive", "Parameter", "Example", "Not with", "Only with"], colors, [], [14, 48, 18, 16, 14]);
  for (const incentive of answer.incentives) {
    table.push([
      incentive.incentiveType,
      incentive.parameter.description,
      incentive.exampleParameter,
      incentive.notCombinableWith.join(", "),
      incentive.onlyWith?.map((method) => `${method.paymentType ?? "any"}/${method.paymentFrequency ?? "any"}`).join(", ") ?? "",
    ]);
  }
  const heading = `Incentives for ${who}, ${payment} (tables ${answer.tablesVersion}): ${answer.incentives.length}\n`;
  process.stdout.write(answer.incentives.length === 0 ? heading : `${heading}${table.toString()}\n`);
}
