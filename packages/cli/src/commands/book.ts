import { Command, Option } from "commander";
import { parseIntegerOption } from "../parseIntegerOption.js";
import type { BookCommandOptions } from "../run/runBook.js";

/** `pmi-rating book`: writes a generated book of requests as NDJSON. */
export function bookCommand(): Command {
  return new Command("book")
    .description("Write a realistic, valid, reproducible book of quotation requests as NDJSON (one request a line)")
    .addOption(new Option("-n, --policies <n>", "number of policies").argParser(parseIntegerOption(1, 100_000_000)).makeOptionMandatory())
    .addOption(new Option("-s, --seed <seed>", "seed: the same seed gives the same book").argParser(parseIntegerOption(0, 4_294_967_295)).default(1))
    .option("-o, --out <file>", "file to write (default: standard output)")
    .option("--lenient", "spell the requests as the interface also allows: lower-case choices, y/n flags, postcodes without their space (same prices)")
    .option("-t, --tables <dir>", "tables whose options, payment methods and incentives the book uses (default: shipped tables)")
    .addHelpText(
      "after",
      `
The book mixes singles, couples, families and single parents; real UK postcode districts from
every region; options and levels, payment methods and NCD levels valid for the tables; renewals
(most with previousnetPremium) and mid-term changes; and some incentives eligible for the agent.
Every request prices with the tables it was generated for.

Examples:
  $ pmi-rating book --policies 10000 --seed 42 --out book.ndjson
  $ pmi-rating book --policies 10000 --seed 3 --lenient --out lenient.ndjson
  $ pmi-rating book -n 5 | head -1 | pmi-rating quote - --explain`,
    )
    .action(async (options: BookCommandOptions) => {
      // Loaded on use, so that --help and the other commands start without it.
      const { runBook } = await import("../run/runBook.js");
      await runBook(options);
    });
}
