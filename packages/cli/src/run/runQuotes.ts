import type { QuoteRecord, QuoteStore } from "@pmi-rating/store";
import { replayQuotes } from "@pmi-rating/store";
import { askYesOrNo } from "../askYesOrNo.js";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { escapeControlCharacters } from "../format/escapeControlCharacters.js";
import { escapeJsonForTerminal } from "../format/escapeJsonForTerminal.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { openQuotesStore } from "./openQuotesStore.js";

export interface QuotesCommandOptions {
  readonly database?: string;
  readonly json?: boolean;
  readonly callingSystem?: string;
  readonly client?: string;
  readonly since?: string;
  readonly until?: string;
  readonly before?: string;
  readonly limit?: number;
  readonly tables?: string;
  readonly yes?: boolean;
}

/** A date option as an instant: YYYY-MM-DD is midnight UTC. */
function instantOf(name: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime())) throw new CliError(`${name} must be a date, YYYY-MM-DD or ISO 8601, not "${text}".`, EXIT_CODES.usage);
  return date.toISOString();
}

function write(text: string): void {
  process.stdout.write(text.endsWith("\n") ? text : `${text}\n`);
}

/** JSON for standard output: every value as stored, with nothing a terminal would act on. */
function writeJson(value: unknown): void {
  write(escapeJsonForTerminal(JSON.stringify(value, null, 2)));
}

/** A stored field for a line of text: its control characters escaped (the store keeps what the caller sent). */
const shown = (text: string | undefined, absent = "-"): string => (text === undefined || text === "" ? absent : escapeControlCharacters(text));

function summaryLine(record: QuoteRecord): string {
  const gross = record.outcome === "quoted" ? String((JSON.parse(record.response) as { quoteResponse?: { grossPrice?: number } }).quoteResponse?.grossPrice ?? "") : "";
  return [
    shown(record.quoteId),
    shown(record.receivedAt),
    shown(record.outcome).padEnd(7),
    shown(record.callingSystem ?? undefined),
    shown(record.clientId),
    shown(record.callerQuoteId ?? undefined),
    shown(record.tablesVersion ?? undefined),
    shown(gross, ""),
  ].join("  ");
}

async function withStore<T>(options: QuotesCommandOptions, subcommand: string, work: (store: QuoteStore, retentionDays: number) => Promise<T>): Promise<T> {
  const { store, config } = await openQuotesStore(options, subcommand);
  try {
    return await work(store, config.retentionDays);
  } finally {
    await store.close();
  }
}

/** `pmi-rating quotes show ID`. */
export async function runQuotesShow(quoteId: string, options: QuotesCommandOptions): Promise<void> {
  await withStore(options, "show", async (store) => {
    const record = await store.find(quoteId);
    if (record === undefined) throw new CliError(`There is no quote ${escapeControlCharacters(quoteId)} on record.`);
    if (options.json === true) return writeJson(record);
    write(
      [
        `Quote ${shown(record.quoteId)}: ${shown(record.outcome)} (HTTP ${record.status}), received ${shown(record.receivedAt)}`,
        `  caller's id ${shown(record.callerQuoteId ?? undefined)}, Correlation-ID ${shown(record.correlationId ?? undefined)}, Requesting-System ${shown(record.requestingSystem ?? undefined)}`,
        `  calling system ${shown(record.callingSystem ?? undefined)}, client ${shown(record.clientId)}`,
        `  tables ${shown(record.tablesVersion ?? undefined)} (${shown(record.tablesVersionHash ?? undefined)}), set ${shown(record.tablesHash)}`,
        `Request as received:`,
        escapeControlCharacters(record.request, { keepLineBreaks: true }),
        `Answer as given:`,
        escapeControlCharacters(record.response, { keepLineBreaks: true }),
      ].join("\n"),
    );
  });
}

/** `pmi-rating quotes list`. */
export async function runQuotesList(options: QuotesCommandOptions): Promise<void> {
  const since = instantOf("--since", options.since);
  const until = instantOf("--until", options.until);
  const limit = options.limit;
  await withStore(options, "list", async (store) => {
    const records = await store.list({
      ...(options.callingSystem === undefined ? {} : { callingSystem: options.callingSystem }),
      ...(options.client === undefined ? {} : { clientId: options.client }),
      ...(since === undefined ? {} : { since }),
      ...(until === undefined ? {} : { until }),
      ...(limit === undefined ? {} : { limit }),
    });
    if (options.json === true) return writeJson(records.map(({ request: _request, response: _response, ...summary }) => summary));
    // A header alone would read as a listing that failed; say what was asked and found.
    if (records.length === 0) return write("No quote on record matches.");
    write(
      ["quote id                              received                  outcome  calling system  client  caller's id  tables  gross", ...records.map(summaryLine)].join(
        "\n",
      ),
    );
  });
}

/** `pmi-rating quotes replay`. */
export async function runQuotesReplay(options: QuotesCommandOptions): Promise<void> {
  const since = instantOf("--since", options.since);
  const tablesOnDisk = options.tables === undefined ? undefined : await loadTablesOption(options.tables);
  const report = await withStore(options, "replay", (store) =>
    replayQuotes(store, { ...(since === undefined ? {} : { since }), ...(tablesOnDisk === undefined ? {} : { tablesOnDisk }) }),
  );
  const failed = report.unreproduced.length > 0 || report.changedVersions.length > 0 || report.changedOnDisk.length > 0;
  if (options.json === true) writeJson(report);
  else {
    const lines = [
      `Replayed ${report.replayed} quotes with the tables that priced them: ${report.reproduced} reproduced to the penny, ${report.unreproduced.length} not (${report.refused} refusals on record, nothing to price).`,
    ];
    for (const quote of report.unreproduced)
      lines.push(
        `  NOT REPRODUCED ${shown(quote.quoteId)} (${shown(quote.receivedAt)}, tables ${shown(quote.tablesVersion ?? undefined)}): ${shown(quote.reason)}${quote.differences.length === 0 ? "" : ` Differs at ${shown(quote.differences.join(", "))}.`}`,
      );
    for (const changed of report.changedVersions) {
      lines.push(
        `  TABLES CHANGED: version ${shown(changed.version)} was served with ${changed.contents.length} different contents (${changed.contents.map((content) => `${content.hash.slice(0, 12)} from ${content.firstServedAt}`).join("; ")}): a file changed without a new version.`,
      );
    }
    for (const changed of report.changedOnDisk) {
      lines.push(
        `  TABLES CHANGED ON DISK: version ${shown(changed.version)} in ${options.tables} has hash ${changed.hashOnDisk.slice(0, 12)}, the record ${changed.hashesOnRecord.map((hash) => hash.slice(0, 12)).join(", ")}: give the changed tables a new version; quotes were re-priced with the tables on record, not these.`,
      );
    }
    write(lines.join("\n"));
  }
  if (failed) process.exitCode = EXIT_CODES.inputProblem;
}

/** `pmi-rating quotes purge`: says how many records would go, then deletes them only once confirmed (`--yes`, or "y" on a terminal). */
export async function runQuotesPurge(options: QuotesCommandOptions): Promise<void> {
  const explicit = instantOf("--before", options.before);
  await withStore(options, "purge", async (store, retentionDays) => {
    const before = explicit ?? new Date(Date.now() - retentionDays * 86_400_000).toISOString();
    const count = await store.countBefore(before);
    if (count === 0) {
      return write(options.json === true ? JSON.stringify({ deleted: 0, before }) : `No quote was received before ${before}: nothing to delete.`);
    }
    if (options.yes !== true) {
      const what = `${count === 1 ? "1 quote was" : `${count} quotes were`} received before ${before}; a purge deletes ${count === 1 ? "it" : "them"} for good.`;
      if (process.stdin.isTTY !== true) {
        throw new CliError(`${what} Standard input is not a terminal to ask on: run again with --yes to delete ${count === 1 ? "it" : "them"}.`, EXIT_CODES.usage);
      }
      if (!(await askYesOrNo(`${what} Delete ${count === 1 ? "it" : "them"}? [y/N] `))) throw new CliError("Nothing was deleted.");
    }
    const deleted = await store.purge(before);
    write(options.json === true ? JSON.stringify({ deleted, before }) : `Deleted ${deleted === 1 ? "1 quote" : `${deleted} quotes`} received before ${before}.`);
  });
}
