/**
 * Child of measureVariedBooks.ts: one measure (`BENCH_MEASURE`) of one book, in a fresh process,
 * against the JSON round trip of the same texts in the same process. Reads the book the parent
 * wrote (`BENCH_BOOK`, and `BENCH_WARM_BOOK` to warm up on), warms the measure's path on the
 * warm book, then times `BENCH_PASSES` passes over the measured book, each request once per pass
 * on freshly parsed objects, the measure and the JSON round trip alternating by chunks of
 * `BENCH_CHUNK` requests, and prints each pass's CPU µs per request of both (runChild's
 * printResult). JSON.parse and JSON.stringify are built-ins: they leave no type feedback in the
 * measure's code.
 *
 * Why a process per measure: in one process, what one measure left behind (explain's
 * worksheets in the heap, V8's feedback from the other step lists, late optimising compilations)
 * fell on whichever measure came next; and a measure timed minutes after the JSON round trip it
 * is divided by met another load on a shared machine (one seed read 1.63× and 2.96× in runs of
 * one minute). Each measure now starts from the same state, the warm-up its own path only, and
 * its ratio to the JSON round trip is taken within seconds, chunk by chunk.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { compilePipeline, defaultSteps, quote } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { compileFloorTariff } from "../floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../floor/floorQuote.js";
import { printResult } from "../lib/runChild.js";

/** A book as the parent wrote it: the lenient JSON texts, and the same requests strictly spelt for the floor. */
export interface BookFile {
  readonly texts: readonly string[];
  readonly strict: readonly RawQuoteRequest[];
}

/** What a measure does with request `index` of a book, given as freshly parsed JSON. */
type Work = (request: unknown, index: number, book: BookFile) => unknown;

/** The work of a measure on request `index` of the book. */
async function workOf(measure: string): Promise<Work> {
  if (measure === "plain") return (request) => quote(request, defaultTables);
  if (measure === "explain") return (request) => quote(request, defaultTables, { explain: true });
  if (measure === "composedList") {
    const composed = defaultSteps.filter(() => true);
    return (request) => quote(request, defaultTables, { steps: composed });
  }
  if (measure === "compiledPipeline") {
    const pipeline = compilePipeline(
      defaultTables,
      defaultSteps.filter(() => true),
    );
    return (request) => quote(request, defaultTables, { steps: pipeline });
  }
  if (measure === "floor") {
    const tariff = compileFloorTariff(defaultTables);
    return (_request, index, book) => floorQuote(book.strict[index] as RawQuoteRequest, tariff);
  }
  if (measure === "before") {
    // The reference engine the parent built with tsup (buildReferenceEngine), as the package is built.
    const folder = process.env.BENCH_REF_FOLDER ?? "";
    const { safeQuote } = (await import(pathToFileURL(join(folder, "dist/index.js")).href)) as { safeQuote: (request: unknown, tables: unknown) => unknown };
    const { defaultTables: tables } = (await import(pathToFileURL(join(folder, "dist/tables.js")).href)) as { defaultTables: unknown };
    return (request) => safeQuote(request, tables);
  }
  throw new Error(`Unknown measure ${measure}.`);
}

/** CPU µs per request of one pass over `book`: the measure's, and the JSON round trip's of the same texts. */
interface PassFigures {
  readonly json: number;
  readonly measure: number;
}

/** CPU time of `work` in µs (process.cpuUsage: every thread of the process). */
function cpuMicros(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

/**
 * One pass over `book` in chunks of `chunk` requests, each chunk timed twice in turn: its JSON
 * round trip (parse + stringify of its texts) and `work` on its requests, parsed beforehand; which
 * goes first alternates. A burst of other work on the machine then falls on both sides alike.
 */
function onePass(book: BookFile, work: Work, chunk: number): PassFigures {
  const parsed = book.texts.map((text) => JSON.parse(text) as unknown);
  let json = 0;
  let measure = 0;
  let sink = 0;
  for (let from = 0; from < parsed.length; from += chunk) {
    const to = Math.min(from + chunk, parsed.length);
    const roundTrip = () => {
      for (let index = from; index < to; index++) sink += JSON.stringify(JSON.parse(book.texts[index] ?? "")).length;
    };
    const priced = () => {
      for (let index = from; index < to; index++) sink += work(parsed[index], index, book) === undefined ? 0 : 1;
    };
    if ((from / chunk) % 2 === 0) {
      json += cpuMicros(roundTrip);
      measure += cpuMicros(priced);
    } else {
      measure += cpuMicros(priced);
      json += cpuMicros(roundTrip);
    }
  }
  if (sink < 0) throw new Error("unreachable");
  return { json: json / parsed.length, measure: measure / parsed.length };
}

const book = JSON.parse(readFileSync(process.env.BENCH_BOOK ?? "", "utf8")) as BookFile;
const warm = JSON.parse(readFileSync(process.env.BENCH_WARM_BOOK ?? "", "utf8")) as BookFile;
const chunk = Number(process.env.BENCH_CHUNK ?? 500);
const work = await workOf(process.env.BENCH_MEASURE ?? "");
for (let pass = 0; pass < 2; pass++) onePass(warm, work, chunk);
const passes: PassFigures[] = [];
for (let pass = 0; pass < Number(process.env.BENCH_PASSES ?? 1); pass++) passes.push(onePass(book, work, chunk));
printResult(passes);
