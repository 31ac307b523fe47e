import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { stat } from "node:fs/promises";
import { finished } from "node:stream/promises";
import cliProgress from "cli-progress";
import { stringify } from "csv-stringify";
import { CliError } from "../CliError.js";
import { colorsFor } from "../format/colors.js";
import { formatImpactReport } from "../impact/formatImpactReport.js";
import { ImpactAccumulator } from "@pmi-rating/rate-change";
import { IMPACT_CSV_COLUMNS, REPORT_CSV_OPTIONS } from "@pmi-rating/rate-change";
import type { ImpactBasis } from "@pmi-rating/rate-change";
import { priceBook } from "@pmi-rating/rate-change";
import { PricingWorkerPool } from "../impact/PricingWorkerPool.js";
import { describeImpactTables, type ImpactTablesSpec, resolveImpactTables } from "../impact/resolveImpactTables.js";
import { shouldShowProgress } from "../impact/shouldShowProgress.js";
import type { SegmentDimension } from "@pmi-rating/rate-change";
import { segmentsCsv } from "@pmi-rating/rate-change";
import { writeFile } from "node:fs/promises";
import { describeFileError } from "../readTextInput.js";
import { tablesSignOffNotice } from "../signOff/tablesSignOffNotice.js";

/** Failures shown in the report (ImpactAccumulator's default). */
const IMPACT_FAILURE_SAMPLES = 5;
/** Bytes of book in batches being priced beyond which the reader waits: far above the default batches (about 250 KB each). */
const MAX_BOOK_BYTES_IN_FLIGHT = 128 * 2 ** 20;
/** Bytes read from the book at a time. */
const READ_CHUNK_BYTES = 1 << 20;

export interface ImpactCommandOptions {
  readonly from?: string;
  readonly to?: string;
  readonly fromVersion?: string;
  readonly toVersion?: string;
  readonly basis: ImpactBasis;
  readonly out?: string;
  readonly top: number;
  readonly workers: number;
  readonly batchSize: number;
  /** Longest book line read, in bytes; a longer one is a failed line (default `MAX_BOOK_LINE_BYTES`). */
  readonly maxLineBytes?: number;
  readonly progress: boolean;
  /** `--by`: the dimensions of the segments (none: no segment table). */
  readonly by?: readonly SegmentDimension[];
  /** `--over`: the threshold of the segments' share of large changes, in percent. */
  readonly over?: number;
  /** `--segments-csv`: write the segment table as CSV to this file. */
  readonly segmentsCsv?: string;
}

/** What `pmi-rating impact` does once its command line is parsed. */
export async function runImpact(book: string, options: ImpactCommandOptions): Promise<void> {
  const from: ImpactTablesSpec = { side: "from", ...definedOnly({ directory: options.from, version: options.fromVersion }) };
  const to: ImpactTablesSpec = { side: "to", ...definedOnly({ directory: options.to, version: options.toVersion }) };
  // Check both sides here first so that a problem is reported once, not by every worker.
  const [fromTables, toTables] = await Promise.all([resolveImpactTables(from), resolveImpactTables(to)]);
  // Drafts and versions changed since approval are priced: an analysis, which says so.
  process.stderr.write(tablesSignOffNotice(fromTables.versions, sideName(from)) + tablesSignOffNotice(toTables.versions, sideName(to)));
  const bookSize = book === "-" ? undefined : await bookSizeOf(book);
  const output = options.out === undefined ? undefined : await openCsv(options.out);

  const started = process.hrtime.bigint();
  const segmentBy = options.by ?? [];
  const accumulator = new ImpactAccumulator({
    basis: options.basis,
    largest: options.top,
    failureSamples: IMPACT_FAILURE_SAMPLES,
    ...(options.over === undefined ? {} : { overPercent: options.over }),
  });
  const pool = await PricingWorkerPool.start(options.workers, {
    from,
    to,
    batch: { basis: options.basis, largest: options.top, failureSamples: IMPACT_FAILURE_SAMPLES, csvRecords: output !== undefined, segmentBy },
  });
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
    // Large reads: the main thread only looks for newlines and copies bytes to the pricing threads.
    const input = book === "-" ? process.stdin : createReadStream(book, { highWaterMark: READ_CHUNK_BYTES });
    await priceBook(input, pool, {
      batchSize: options.batchSize,
      ...(options.maxLineBytes === undefined ? {} : { maxLineBytes: options.maxLineBytes }),
      // Summaries are taken in book order, so a thread slowed down (another process on its core)
      // holds up the reader: four batches per thread keep the other threads fed meanwhile.
      // A batch is about 250 KB of book and a few hundred numbers back, so this costs little memory.
      maxBatchesInFlight: pool.size * 4,
      // With a large --batch-size, bytes bound the memory rather than the count of batches.
      maxBytesInFlight: MAX_BOOK_BYTES_IN_FLIGHT,
      onPriced: async (batch, bytesDone) => {
        accumulator.addBatch(batch);
        for (const record of batch.csvRecords ?? []) {
          if (output !== undefined && !output.csv.write(record)) await once(output.csv, "drain");
        }
        policies += batch.policies;
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
  process.stdout.write(formatImpactReport(summary, { colors: colorsFor(process.stdout), from: describeImpactTables(from), to: describeImpactTables(to), segmentBy }));
  if (options.segmentsCsv !== undefined) {
    try {
      await writeFile(options.segmentsCsv, segmentsCsv(summary.segments, segmentBy));
    } catch (error) {
      throw new CliError(`Cannot write "${options.segmentsCsv}": ${describeFileError(error)}`);
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  process.stderr.write(
    `Priced ${summary.policies} policies twice in ${seconds.toFixed(1)} s with ${pool.size} ${pool.size === 1 ? "thread" : "threads"}` +
      `${output === undefined ? "" : `; wrote ${options.out}`}\n`,
  );
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
  const csv = stringify({ header: true, columns: [...IMPACT_CSV_COLUMNS], record_delimiter: "unix", ...REPORT_CSV_OPTIONS });
  csv.pipe(file);
  return { csv, file };
}

/** The entries whose value is defined (exactOptionalPropertyTypes forbids `key: undefined`). */
function definedOnly<T extends Record<string, string | undefined>>(values: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: string };
}

/** How a side's tables are named in a notice: `--to "proposed"`, `--from (the shipped tables)`. */
function sideName(spec: ImpactTablesSpec): string {
  return `--${spec.side} ${spec.directory === undefined ? "(the shipped tables)" : JSON.stringify(spec.directory)}`;
}
