import { MAX_BOOK_LINE_BYTES } from "@pmi-rating/rate-change";
import { availableParallelism } from "node:os";
import { Command, Option } from "commander";
import { parseIntegerOption } from "../parseIntegerOption.js";
import { parsePercentOption } from "../parsePercentOption.js";
import { parseSegmentDimensions } from "@pmi-rating/rate-change";
import { asOptionParser } from "../asOptionParser.js";
import type { ImpactCommandOptions } from "../run/runImpact.js";

/** `pmi-rating impact`: the rate-change (dislocation) analysis of a book between two sets of tables. */
export function impactCommand(): Command {
  return new Command("impact")
    .description("Reprice a book (NDJSON, one request a line) with two sets of tables and report the change in premium")
    .argument("<book>", "NDJSON file of quotation requests, or - for standard input")
    .option("--from <dir>", "tables folder of the current rates (default: the shipped tables)")
    .option("--to <dir>", "tables folder of the new rates (default: the shipped tables)")
    .option("--from-version <version>", "price every policy with this version of the --from tables, whatever its price date")
    .option("--to-version <version>", "price every policy with this version of the --to tables, whatever its price date")
    .addOption(new Option("--basis <premium>", "premium the change is measured on").choices(["gross", "net"]).default("gross"))
    .option("-o, --out <file.csv>", "write one CSV row per policy (both premiums, the change, or why it failed)")
    .addOption(new Option("--top <n>", "how many largest increases and decreases to list").argParser(parseIntegerOption(0, 1000)).default(10))
    .addOption(new Option("--workers <n>", "pricing threads (default: every core)").argParser(parseIntegerOption(1, 256)).default(availableParallelism()))
    .addOption(new Option("--batch-size <n>", "policies sent to a thread at a time").argParser(parseIntegerOption(1, 100_000)).default(250))
    .option(
      "--by <dimensions>",
      "report by segment: any of age-band, postcode-band, transaction-type, payment, channel, option, comma-separated",
      asOptionParser(parseSegmentDimensions),
    )
    .addOption(
      new Option("--over <percent>", "threshold of each segment's share of policies whose premium rises more (e.g. 10%)").argParser(parsePercentOption).default(10),
    )
    .option("--segments-csv <file.csv>", "write the segment table (--by) as CSV")
    .addOption(
      new Option("--max-line-bytes <n>", "longest book line read; a longer one is reported as a failed line, unread")
        .argParser(parseIntegerOption(1, 512 * 1024 * 1024))
        .default(MAX_BOOK_LINE_BYTES),
    )
    .option("--no-progress", "never draw the progress bar (it is drawn only when standard error is a terminal)")
    .addHelpText(
      "after",
      `
Without --from-version/--to-version each policy is priced with the version in force on its
priceRequiredDate in each folder. To compare two versions of one folder (say the current
and a proposed version that starts later), pin them: the pinned version prices every policy.

The report gives the count, the book premium before and after, the mean and median change,
percentiles (5, 25, 50, 75, 95) and a histogram of the percentage change of each policy's
premium (gross, IPT included, unless --basis net), the largest increases and decreases by
policy id (the request's id, else its line number), and the policies that failed with either
tables. The book is streamed: memory stays flat whatever its length. A line longer than
--max-line-bytes (default 1 MiB) is not read: it is listed as failed (LINE_TOO_LONG) with
its number, and the run carries on.

Exit codes: 0 report printed (even when some policies failed; they are listed);
1 the book or a tables folder cannot be read; 2 usage.

Examples:
  $ pmi-rating impact --from-version 2026.1 --to-version 2027.1 book.ndjson
  $ pmi-rating impact --from ./tables --to ./tables-proposed book.ndjson --out impact.csv
  $ pmi-rating book -n 100000 | pmi-rating impact --to ./tables-proposed --basis net -
  $ pmi-rating impact --to-version 2027.1 book.ndjson --by age-band,postcode-band --over 10% --segments-csv segments.csv

With --by, every compared policy falls in one segment read from its own --from quote: the age
band (of the base-rate table) and postcode band of the policyholder (relationship self, else the
first member), the transaction type, the payment method (type and frequency), the sales
channel, and the options chosen (sorted with their levels). Each segment gives its policies,
premium before and after, change, mean and median change and the share over --over.`,
    )
    .action(async (book: string, options: ImpactCommandOptions) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runImpact } = await import("../run/runImpact.js");
      await runImpact(book, options);
    });
}
