import { QUOTE_PATH } from "pmi-rating/http";
import { openQuoteStore, QuoteStoreHeldError, readQuoteStoreConfig, type QuoteStore, type QuoteStoreConfig } from "@pmi-rating/store";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";

/** The store a `quotes` command opens, with the configuration it was opened from. */
export interface OpenedQuotesStore {
  readonly store: QuoteStore;
  readonly config: Extract<QuoteStoreConfig, { enabled: true }>;
}

/** What the person can do instead, for a held embedded store: `show` can ask the service, the others wait for it to stop. */
function adviceFor(subcommand: string): string {
  if (subcommand === "show") {
    return `Ask the running service instead: GET ${QUOTE_PATH}/{quoteId} with a token of the client that asked for the quote (docs/records.md, "Reading a quote back"), or stop it first.`;
  }
  return "Stop it first, or keep the quotes in PostgreSQL (DATABASE_URL), which the service and this command share.";
}

/** The refusal of a held embedded store: who holds it, since when, and what to do; never a quote "not found". */
export function heldStoreError(error: QuoteStoreHeldError, subcommand: string): CliError {
  const holder =
    error.holder === undefined ? "another process" : `${error.holder.holder} (process ${error.holder.pid} on host ${error.holder.hostname} since ${error.holder.since})`;
  return new CliError(
    `The quote store in ${error.databaseDir} is held by ${holder}; one process at a time may open the embedded store, so nothing was read or changed. ${adviceFor(subcommand)} ` +
      `If that process no longer runs, delete ${error.lockPath}.`,
    EXIT_CODES.storeHeld,
  );
}

/**
 * The store the command names: --database, else DATABASE_URL, else the embedded database of
 * PMI_DATA_DIR, held by this command (`pmi-rating quotes <subcommand>`) while it runs.
 */
export async function openQuotesStore(options: { readonly database?: string }, subcommand: string): Promise<OpenedQuotesStore> {
  const read = readQuoteStoreConfig(
    { ...process.env, PMI_QUOTE_STORE: "on", ...(options.database === undefined ? {} : { DATABASE_URL: options.database }) },
    { defaultEnabled: true },
  );
  if (!read.ok) throw new CliError(read.problems.join(" "));
  if (!read.config.enabled) throw new CliError("The quote store is off.");
  const config = read.config;
  const location = config.databaseUrl === undefined ? { pgliteDir: config.pgliteDir, journalDir: config.journalDir } : { databaseUrl: config.databaseUrl };
  try {
    const store = await openQuoteStore(location, {
      holder: `pmi-rating quotes ${subcommand}`,
      onStaleLockTakenOver: (stale, lockPath) =>
        process.stderr.write(
          `pmi-rating: the quote store's lock (${lockPath}) was left by ${stale === undefined ? "a process" : `process ${stale.pid} on host ${stale.hostname}`}, which no longer runs: taken over.\n`,
        ),
    });
    return { store, config };
  } catch (error) {
    if (error instanceof QuoteStoreHeldError) throw heldStoreError(error, subcommand);
    throw new CliError(
      `Cannot open the quote store (${"databaseUrl" in location ? "PostgreSQL" : `embedded, in ${location.pgliteDir}`}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
