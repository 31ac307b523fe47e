import { existsSync } from "node:fs";
import { erasureSelectionProblems, setAsideQuotesToErase, type ErasureReport, type ErasureSelection } from "@pmi-rating/store";
import { askYesOrNo } from "../askYesOrNo.js";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { escapeControlCharacters } from "../format/escapeControlCharacters.js";
import { openQuotesStore, type OpenedQuotesStore } from "./openQuotesStore.js";

export interface QuotesEraseOptions {
  readonly database?: string;
  readonly json?: boolean;
  readonly dateOfBirth?: string;
  readonly postcode?: string;
  readonly yes?: boolean;
}

/** The selection the command line names: quote ids, or a date of birth and a postcode, never both. */
function selectionOf(quoteIds: readonly string[], options: QuotesEraseOptions): ErasureSelection {
  const { dateOfBirth, postcode } = options;
  const byPerson = dateOfBirth !== undefined || postcode !== undefined;
  if (quoteIds.length > 0 && byPerson) throw new CliError("Name the quotes to erase by their ids or by --date-of-birth and --postcode, not both.", EXIT_CODES.usage);
  if (quoteIds.length === 0 && (dateOfBirth === undefined || postcode === undefined)) {
    throw new CliError("Name the quotes to erase: their ids, or a member's --date-of-birth YYYY-MM-DD and --postcode together.", EXIT_CODES.usage);
  }
  const selection: ErasureSelection = quoteIds.length > 0 ? { quoteIds } : { dateOfBirth: dateOfBirth ?? "", postcode: postcode ?? "" };
  const problems = erasureSelectionProblems(selection);
  if (problems.length > 0) throw new CliError(problems.join(" "), EXIT_CODES.usage);
  return selection;
}

/**
 * On PostgreSQL the store keeps no journal: a service in `journal` mode keeps one on its own
 * machine, whose records set aside are erased here when its folder is on this machine.
 */
function localSetAside(opened: OpenedQuotesStore, selection: ErasureSelection, erase: boolean): Promise<string[]> {
  if (opened.config.databaseUrl === undefined || !existsSync(opened.config.journalDir)) return Promise.resolve([]);
  return setAsideQuotesToErase(opened.config.journalDir, selection, { erase });
}

/** Every quote id of a report, once, in order. */
function quoteIdsOf(report: ErasureReport, alsoSetAside: readonly string[]): string[] {
  return [...new Set([...report.stored, ...report.setAside, ...alsoSetAside])];
}

const quotes = (count: number) => (count === 1 ? "1 quote" : `${count} quotes`);

/**
 * `pmi-rating quotes erase ID... | --date-of-birth D --postcode P`: erases a person's records
 * (UK GDPR, the right to erasure; docs/records.md, "Erasure"): says how many quotes match, asks
 * (unless `--yes`), erases them, and writes the count and the quote ids erased, never the date
 * of birth or the postcode.
 */
export async function runQuotesErase(quoteIdArguments: readonly string[], options: QuotesEraseOptions): Promise<void> {
  const selection = selectionOf(quoteIdArguments, options);
  const opened = await openQuotesStore(options, "erase");
  try {
    const found = quoteIdsOf(await opened.store.findQuotesToErase(selection), await localSetAside(opened, selection, false));
    const notOnRecord = "quoteIds" in selection ? selection.quoteIds.filter((quoteId) => !found.includes(quoteId.toLowerCase())) : [];
    if (found.length > 0 && options.yes !== true) {
      const what = `${quotes(found.length)} ${found.length === 1 ? "matches" : "match"}; erasing deletes ${found.length === 1 ? "its record" : "their records"} for good (nothing of ${found.length === 1 ? "it" : "them"} is kept).`;
      if (process.stdin.isTTY !== true) throw new CliError(`${what} Standard input is not a terminal to ask on: run again with --yes to erase.`, EXIT_CODES.usage);
      if (!(await askYesOrNo(`${what} Erase? [y/N] `))) throw new CliError("Nothing was erased.");
    }
    const erased = found.length === 0 ? [] : quoteIdsOf(await opened.store.eraseQuotes(selection), await localSetAside(opened, selection, true));
    if (options.json === true) process.stdout.write(`${JSON.stringify({ erased: erased.length, quoteIds: erased, notOnRecord })}\n`);
    else if (erased.length === 0) process.stdout.write("No quote on record matches: nothing was erased.\n");
    else process.stdout.write(`Erased ${quotes(erased.length)}: ${erased.join(", ")}.\n`);
    if (notOnRecord.length > 0) {
      if (options.json !== true) process.stderr.write(`pmi-rating: not on record: ${notOnRecord.map((quoteId) => escapeControlCharacters(quoteId)).join(", ")}.\n`);
      process.exitCode = EXIT_CODES.inputProblem;
    }
  } finally {
    await opened.store.close();
  }
}
