import { Command } from "commander";
import { parseIntegerOption } from "../parseIntegerOption.js";
import type { QuotesCommandOptions } from "../run/runQuotes.js";
import type { QuotesEraseOptions } from "../run/runQuotesErase.js";

/** Options every `quotes` subcommand shares: where the store is, and the output format. */
function withStoreOptions(command: Command): Command {
  return command
    .option("--database <url>", "PostgreSQL connection string (default: DATABASE_URL, else the embedded database in PMI_DATA_DIR, ./data)")
    .option("--json", "write JSON on standard output");
}

/** `pmi-rating quotes`: the quotes the service has on record (docs/records.md). */
export function quotesCommand(): Command {
  const quotes = new Command("quotes").description("The quotes the service has on record: show, list, replay with the tables that priced them, purge, erase").addHelpText(
    "after",
    `
The embedded database can be opened by one process at a time: stop the service first, or use PostgreSQL.
Exit codes: 0 done (replay: every quote reproduced); 1 a quote not found, not reproduced, or tables changed without a new version;
2 usage; 3 the embedded store is held by another process (the running service): nothing was read or changed.

Examples:
  $ pmi-rating quotes list --calling-system HrSolWeb --since 2026-01-01
  $ pmi-rating quotes show 0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b
  $ pmi-rating quotes replay --since 2026-01-01 --database postgres://rating@db/rating
  $ pmi-rating quotes purge
  $ pmi-rating quotes purge --before 2020-01-01 --yes
  $ pmi-rating quotes erase 0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b
  $ pmi-rating quotes erase --date-of-birth 1988-09-14 --postcode "SW1A 1AA" --yes`,
  );
  quotes.addCommand(
    withStoreOptions(
      new Command("show").description("One quote's record: the request as received, the answer as given").argument("<quoteId>", "the Quote-ID the service answered"),
    ).action(async (quoteId: string, options: QuotesCommandOptions) => {
      const { runQuotesShow } = await import("../run/runQuotes.js");
      await runQuotesShow(quoteId, options);
    }),
  );
  quotes.addCommand(
    withStoreOptions(
      new Command("list")
        .description("Quotes on record, newest first")
        .option("--calling-system <name>", "only this calling system")
        .option("--client <id>", "only this authenticated client")
        .option("--since <date>", "only quotes received on or after this date (YYYY-MM-DD or ISO 8601)")
        .option("--until <date>", "only quotes received before this date")
        .option("--limit <n>", "at most this many (default 100)", parseIntegerOption(1, 1_000_000)),
    ).action(async (options: QuotesCommandOptions) => {
      const { runQuotesList } = await import("../run/runQuotes.js");
      await runQuotesList(options);
    }),
  );
  quotes.addCommand(
    withStoreOptions(
      new Command("replay")
        .description("Price every stored quote again with the tables that priced it; report each one that does not reproduce to the penny")
        .option("--since <date>", "only quotes received on or after this date")
        .option("-t, --tables <dir>", "also check this tables folder against the tables on record (a file changed without a new version)"),
    ).action(async (options: QuotesCommandOptions) => {
      const { runQuotesReplay } = await import("../run/runQuotes.js");
      await runQuotesReplay(options);
    }),
  );
  quotes.addCommand(
    withStoreOptions(
      new Command("purge")
        .description("Delete the quotes older than the retention period (PMI_QUOTE_RETENTION_DAYS, default 2190 days: six years)")
        .option("--before <date>", "delete the quotes received before this date instead")
        .option("-y, --yes", "delete without asking (needed when standard input is not a terminal); without it, says how many quotes would go and asks y/N"),
    ).action(async (options: QuotesCommandOptions) => {
      const { runQuotesPurge } = await import("../run/runQuotes.js");
      await runQuotesPurge(options);
    }),
  );
  quotes.addCommand(
    withStoreOptions(
      new Command("erase")
        .description("Erase a person's quotes for good (UK GDPR, the right to erasure): by quote id, or every quote with a member of this date of birth and postcode")
        .argument("[quoteIds...]", "the Quote-IDs to erase")
        .option("--date-of-birth <date>", "with --postcode: every quote with a member born on this date (YYYY-MM-DD)")
        .option("--postcode <postcode>", "with --date-of-birth: and living at this postcode (any case and spacing)")
        .option("-y, --yes", "erase without asking (needed when standard input is not a terminal); without it, says how many quotes match and asks y/N"),
    ).action(async (quoteIds: string[], options: QuotesEraseOptions) => {
      const { runQuotesErase } = await import("../run/runQuotesErase.js");
      await runQuotesErase(quoteIds, options);
    }),
  );
  return quotes;
}
