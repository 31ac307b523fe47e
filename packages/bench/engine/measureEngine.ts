/**
 * Child benchmark: quote() and the plain-number floor on 1-, 2- and 4-member books of the
 * seeded synthetic book, one core (this process's main thread), tinybench with warm-up.
 * Prints throughput, latency percentiles and CPU time per quote (with and without the
 * worksheet); then, for each example request, quote()'s CPU against a JSON round trip of the
 * same body.
 */
import { Bench } from "tinybench";
import { quote, safeQuote, validateQuoteRequest } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { compileFloorTariff } from "../floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../floor/floorQuote.js";
import { bookOfPolicySize } from "../lib/benchBooks.js";
import { measureWork } from "../lib/cpuTime.js";
import { isQuickRun, printResult } from "../lib/runChild.js";

export interface EngineFigures {
  readonly members: number;
  readonly policies: number;
  readonly quotesPerSecond: number;
  readonly p50Microseconds: number;
  readonly p99Microseconds: number;
  readonly cpuMicrosecondsPerQuote: number;
  /** CPU of quote() with `{ explain: true }` (the worksheet). */
  readonly explainCpuMicrosecondsPerQuote: number;
  /** CPU of `validateQuoteRequest` alone (structure, normalisation, table checks): part of the quote. */
  readonly validationCpuMicroseconds: number;
  readonly floorQuotesPerSecond: number;
  readonly floorP50Microseconds: number;
  readonly floorCpuMicrosecondsPerQuote: number;
}

/** quote() on one example request of examples/requests, against a JSON round trip of its body. */
export interface ExampleFigures {
  readonly example: string;
  readonly bodyBytes: number;
  readonly quoteCpuMicroseconds: number;
  readonly explainCpuMicroseconds: number;
  /** `JSON.stringify(JSON.parse(body))` of the request's text: what any JSON service pays at least. */
  readonly jsonRoundTripCpuMicroseconds: number;
}

export interface EngineBenchFigures {
  readonly books: readonly EngineFigures[];
  readonly examples: readonly ExampleFigures[];
}

const BOOK_SIZE = 1000;
const timeMs = isQuickRun ? 1000 : 4000;
const warmupMs = isQuickRun ? 300 : 1000;
const floorTariff = compileFloorTariff(defaultTables);

async function cpuPerCall(calls: number, call: (index: number) => unknown): Promise<number> {
  const { cpuMs } = await measureWork(() => {
    for (let index = 0; index < calls; index++) call(index);
  });
  return (cpuMs * 1000) / calls;
}

const figures: EngineFigures[] = [];
for (const members of [1, 2, 4]) {
  const book = bookOfPolicySize(members, BOOK_SIZE, defaultTables);
  const refused = book.filter((request) => !safeQuote(request, defaultTables).success);
  if (refused.length > 0) throw new Error(`${refused.length} requests of the ${members}-member book are refused by safeQuote; the bench times real quotes only.`);
  const raw = book as unknown as RawQuoteRequest[];
  let next = 0;
  let nextFloor = 0;
  let sink = 0;
  const bench = new Bench({ time: timeMs, warmupTime: warmupMs, warmup: true });
  bench
    .add(`quote() ${members} members`, () => {
      sink += quote(book[next++ % BOOK_SIZE], defaultTables).netPrice;
    })
    .add(`floor ${members} members`, () => {
      sink += floorQuote(raw[nextFloor++ % BOOK_SIZE] as RawQuoteRequest, floorTariff).netPrice;
    });
  await bench.run();
  const [engine, floor] = bench.tasks.map((task) => task.result);
  if (engine?.state !== "completed" || floor?.state !== "completed") throw new Error(`tinybench did not complete the ${members}-member tasks`);
  figures.push({
    members,
    policies: BOOK_SIZE,
    // Runs over total time (tinybench's period), not the mean of per-call rates, which fast calls inflate.
    quotesPerSecond: 1000 / engine.period,
    p50Microseconds: engine.latency.p50 * 1000,
    p99Microseconds: engine.latency.p99 * 1000,
    cpuMicrosecondsPerQuote: await cpuPerCall(isQuickRun ? 5_000 : 20_000, (index) => quote(book[index % BOOK_SIZE], defaultTables)),
    explainCpuMicrosecondsPerQuote: await cpuPerCall(isQuickRun ? 5_000 : 20_000, (index) => quote(book[index % BOOK_SIZE], defaultTables, { explain: true })),
    validationCpuMicroseconds: await cpuPerCall(isQuickRun ? 5_000 : 20_000, (index) => validateQuoteRequest(book[index % BOOK_SIZE], { tables: defaultTables })),
    floorQuotesPerSecond: 1000 / floor.period,
    floorP50Microseconds: floor.latency.p50 * 1000,
    floorCpuMicrosecondsPerQuote: await cpuPerCall(isQuickRun ? 50_000 : 200_000, (index) => floorQuote(raw[index % BOOK_SIZE] as RawQuoteRequest, floorTariff)),
  });
  if (Number.isNaN(sink)) throw new Error("unreachable: keeps the results alive");
}

// No figure from one request priced again and again: that measured what the engine remembered
// between quotes, which it no longer does. Varied books, each request priced once, are in
// bench/engine/measureVariedBooks.ts.
const examples: ExampleFigures[] = [];
printResult({ books: figures, examples } satisfies EngineBenchFigures);
