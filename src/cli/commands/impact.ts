import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { finished } from "node:stream/promises";
import cliProgress from "cli-progress";
import { Command, Option } from "commander";
import { stringify } from "csv-stringify";
import { CliError } from "../CliError.js";
import { colorsFor } from "../format/colors.js";
import { formatImpactReport } from "../impact/formatImpactReport.js";
import { ImpactAccumulator } from "../impact/ImpactAccumulator.js";
import { IMPACT_CSV_COLUMNS, impactCsvRecord } from "../impact/impactCsv.js";
import type { ImpactBasis } from "../impact/policyPricing.js";
import { priceBook } from "../impact/priceBook.js";
import { PricingWorkerPool } from "../impact/PricingWorkerPool.js";
import { describeImpactTables, type ImpactTablesSpec, resolveImpactTables } from "../impact/resolveImpactTables.js";
import { shouldShowProgress } from "../impact/shouldShowProgress.js";
import { parseIntegerOption } from "../parseIntegerOption.js";
import { describeFileError } from "../readTextInput.js";

interface ImpactCommandOptions {
  readonly from?: string;
  readonly to?: string;
  readonly fromVersion?: string;
  readonly toVersion?: string;
  readonly basis: ImpactBasis;
  readonly out?: string;
  readonly top: number;
  readonly workers: number;
  readonly batchSize: number;
  readonly progress: boolean;
}

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
    .addOption(
      new Option("--workers <n>", "pricing threads (default: every core)").argParser(parseIntegerOption(1, 256)).default(availableParallelism()),
    )
    .addOption(new Option("--batch-size <n>", "policies sent to a thread at a time").argParser(parseIntegerOption(1, 100_000)).default(250))
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
tables. The book is streamed: memory stays flat whatever its length.

Exit codes: 0 report printed (even when some policies failed; they are listed);
1 the book or a tables folder cannot be read; 2 usage.

Examples:
  $ pmi-rating impact --from-version 2026.1 --to-version 2027.1 book.ndjson
  $ pmi-rating impact --from ./tables --to ./tables-proposed book.ndjson --out impact.csv
  $ pmi-rating book -n 100000 | pmi-rating impact --to ./tables-proposed --basis net -`,
    )
    .action(async (book: string, options: ImpactCommandOptions) => {
      const from: ImpactTablesSpec = { side: "from", ...definedOnly({ directory: options.from, version: options.fromVersion }) };
      const to: ImpactTablesSpec = { side: "to", ...definedOnly({ directory: options.to, version: options.toVersion }) };
      // Check both sides here first so that a problem is reported once, not by every worker.
      await Promise.all([resolveImpactTables(from), resolveImpactTables(to)]);
      const bookSize = book === "-" ? undefined : await bookSizeOf(book);
      const output = options.out === undefined ? undefined : await openCsv(options.out);

      const started = process.hrtime.bigint();
      const pool = await PricingWorkerPool.start(options.workers, { from, to });
      const accumulator = new ImpactAccumulator({ basis: options.basis, largest: options.top });
      const showBar = bookSize !== undefined && shouldShowProgress({ stderrIsTty: process.stderr.isTTY === true, progressOption: options.progress, env: process.env });
      const bar = showBar
        ? new cliProgress.SingleBar(
            { stream: process.stderr, format: "Pricing |{bar}| {percentage}% | {policies} policies | ETA {eta_formatted}", clearOnComplete: true, hideCursor: true },
            cliProgress.Presets.shades_classic,
          )
        : undefined;
      bar?.start(bookSize ?? 0, 0, { policies: 0 });
      let policies = 0;
      try {
        const input = book === "-" ? process.stdin : createReadStream(book);
        await priceBook(input, pool, {
          batchSize: options.batchSize,
          // Two batches per thread keep every core busy while one batch travels; more would only buffer.
          maxBatchesInFlight: pool.size * 2,
          onPriced: async (results, bytesDone) => {
            for (const pricing of results) {
              const outcome = accumulator.add(pricing);
              if (output !== undefined && !output.csv.write(impactCsvRecord(pricing, outcome))) await once(output.csv, "drain");
            }
            policies += results.length;
            bar?.update(bytesDone, { policies });
          },
        });
      } catch (error) {
        if (error instanceof CliError) throw error;
        throw new CliError(`Cannot read the book "${book}": ${describeFileError(error)}`);
      } finally {
        bar?.stop();
        await pool.close();
      }
      if (output !== undefined) {
        output.csv.end();
        await finished(output.file);
      }

      const summary = accumulator.summary();
      process.stdout.write(formatImpactReport(summary, { colors: colorsFor(process.stdout), from: describeImpactTables(from), to: describeImpactTables(to) }));
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      process.stderr.write(
        `Priced ${summary.policies} policies twice in ${seconds.toFixed(1)} s with ${pool.size} ${pool.size === 1 ? "thread" : "threads"}` +
          `${output === undefined ? "" : `; wrote ${options.out}`}\n`,
      );
    });
}

async function bookSizeOf(book: string): Promise<number> {
  try {
    const info = await stat(book);
    if (!info.isFile()) throw new CliError(`The book "${book}" is not a file`);
    return info.size;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Cannot read the book "${book}": ${describeFileError(error)}`);
  }
}

async function openCsv(path: string) {
  const file = createWriteStream(path);
  try {
    await once(file, "open");
  } catch (error) {
    throw new CliError(`Cannot write "${path}": ${describeFileError(error)}`);
  }
  const csv = stringify({ header: true, columns: [...IMPACT_CSV_COLUMNS], record_delimiter: "unix" });
  csv.pipe(file);
  return { csv, file };
}

/** The entries whose value is defined (exactOptionalPropertyTypes forbids `key: undefined`). */
function definedOnly<T extends Record<string, string | undefined>>(values: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: string };
}
