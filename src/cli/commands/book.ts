import { createWriteStream } from "node:fs";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Command, Option } from "commander";
import { generateBookRequests } from "../../book/generateBook.js";
import { CliError } from "../CliError.js";
import { loadTablesOption } from "../loadTablesOption.js";
import { parseIntegerOption } from "../parseIntegerOption.js";
import { describeFileError } from "../readTextInput.js";

interface BookCommandOptions {
  readonly policies: number;
  readonly seed: number;
  readonly out?: string;
  readonly tables?: string;
}

/** `pmi-rating book`: writes a generated book of requests as NDJSON. */
export function bookCommand(): Command {
  return new Command("book")
    .description("Write a realistic, valid, reproducible book of quotation requests as NDJSON (one request a line)")
    .addOption(new Option("-n, --policies <n>", "number of policies").argParser(parseIntegerOption(1, 100_000_000)).makeOptionMandatory())
    .addOption(new Option("-s, --seed <seed>", "seed: the same seed gives the same book").argParser(parseIntegerOption(0, 4_294_967_295)).default(1))
    .option("-o, --out <file>", "file to write (default: standard output)")
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
  $ pmi-rating book -n 5 | head -1 | pmi-rating quote - --explain`,
    )
    .action(async (options: BookCommandOptions) => {
      const tables = await loadTablesOption(options.tables);
      const lines = Readable.from(
        (function* () {
          for (const request of generateBookRequests(options.policies, options.seed, tables)) yield `${JSON.stringify(request)}\n`;
        })(),
      );
      // pipeline respects back-pressure, so a million-policy book never piles up in memory.
      try {
        await pipeline(lines, options.out === undefined ? process.stdout : createWriteStream(options.out));
      } catch (error) {
        // A reader that stops early (`| head`) is not an error.
        if ((error as NodeJS.ErrnoException).code === "EPIPE") return;
        throw new CliError(`Cannot write "${options.out ?? "standard output"}": ${describeFileError(error)}`);
      }
      if (options.out !== undefined) process.stderr.write(`Wrote ${options.policies} policies to ${options.out} (seed ${options.seed})\n`);
    });
}
