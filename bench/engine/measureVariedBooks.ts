/**
 * The engine on varied books only: every request priced once, none repeated. Books of several
 * seeds, 1 to 6 members, with the book's incentives, renewals and mid-term changes, spelt
 * leniently (`generateBookRequests(..., { lenient: true })`), as JSON texts. In the same run,
 * on the same texts: JSON.parse + JSON.stringify (what any JSON service pays at least),
 * `quote()` plain and with explain, a caller's composed step list, the plain-number floor on
 * the same requests strictly spelt, and optionally the engine at a reference commit.
 *
 * Each figure is the median of `--rounds` rounds, the measures in a different order each round
 * (see orderOfRound, medianOfRounds).
 *
 *   npx tsx bench/engine/measureVariedBooks.ts [--per-seed 20000] [--seeds 3,11,29] [--rounds 5] [--ref acf0a14]
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { generateBookRequests } from "../../src/book/generateBook.js";
import { compilePipeline, defaultSteps, quote } from "../../src/index.js";
import { defaultTables } from "../../src/tables/default/index.js";
import { buildReferenceEngine, type ReferenceEngine } from "../differential/buildReferenceEngine.js";
import { compileFloorTariff } from "../floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../floor/floorQuote.js";
import { measureWork } from "../lib/cpuTime.js";

const { values } = parseArgs({
  options: {
    "per-seed": { type: "string", default: "20000" },
    seeds: { type: "string", default: "3,11,29" },
    ref: { type: "string" },
    rounds: { type: "string", default: "5" },
  },
});
const perSeed = Number(values["per-seed"]);
const rounds = Math.max(1, Number(values.rounds));
const seeds = values.seeds.split(",").map(Number);
const root = join(import.meta.dirname, "../..");

interface Book {
  readonly texts: string[];
  readonly strict: RawQuoteRequest[];
  readonly members: number;
}

function bookOf(seed: number, size: number): Book {
  const texts: string[] = [];
  let members = 0;
  for (const request of generateBookRequests(size, seed, defaultTables, { lenient: true })) {
    texts.push(JSON.stringify(request));
    for (const category of request.individualHealthCarePolicy.quote.memberCategory ?? [])
      for (const unit of category.familyUnit ?? []) members += unit.member?.length ?? 0;
  }
  const strict = [...generateBookRequests(size, seed, defaultTables)] as unknown as RawQuoteRequest[];
  return { texts, strict, members };
}

/** CPU µs per request of `work` over every request of the book, each once, on fresh objects. */
async function cpuPerRequest(book: Book, work: (request: unknown, index: number) => unknown): Promise<number> {
  const parsed = book.texts.map((text) => JSON.parse(text) as unknown);
  let sink = 0;
  const { cpuMs } = await measureWork(() => {
    for (let index = 0; index < parsed.length; index++) sink += work(parsed[index], index) === undefined ? 0 : 1;
  });
  if (sink < 0) throw new Error("unreachable");
  return (cpuMs * 1000) / parsed.length;
}

async function jsonRoundTrip(book: Book): Promise<number> {
  let sink = 0;
  const { cpuMs } = await measureWork(() => {
    for (const text of book.texts) sink += JSON.stringify(JSON.parse(text)).length;
  });
  if (sink < 0) throw new Error("unreachable");
  return (cpuMs * 1000) / book.texts.length;
}

const reference: ReferenceEngine | undefined = values.ref === undefined ? undefined : await buildReferenceEngine(root, values.ref);
const composed = defaultSteps.filter(() => true);
const pipeline = compilePipeline(defaultTables, composed);
const floorTariff = compileFloorTariff(defaultTables);

// Warm every path on a book of its own seed: the measured books are then priced for the first time.
const warm = bookOf(99, 3000);
for (let round = 0; round < 2; round++) {
  await cpuPerRequest(warm, (request) => quote(request, defaultTables));
  await cpuPerRequest(warm, (request) => quote(request, defaultTables, { explain: true }));
  await cpuPerRequest(warm, (request) => quote(request, defaultTables, { steps: composed }));
  await cpuPerRequest(warm, (request) => quote(request, defaultTables, { steps: pipeline }));
  await cpuPerRequest(warm, (_request, index) => floorQuote(warm.strict[index] as RawQuoteRequest, floorTariff));
  if (reference !== undefined) await cpuPerRequest(warm, (request) => reference.safeQuote(request, reference.defaultTables));
  await jsonRoundTrip(warm);
}

/** The median of a list of figures (the middle one, or the mean of the two middle ones). */
function median(figures: readonly number[]): number {
  const sorted = [...figures].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The order of the measures in round `round` of `count` measures: a row of a Williams design (a
 * Latin square balanced for what comes just before). Rows 0, 1, 2, ... of the square
 * 0, 1, n-1, 2, n-2, ... shifted by the row; for an odd count, rows of that square alternate with
 * the same rows reversed, which a single square needs to be balanced. Within the first `count`
 * rounds a measure follows a different measure each time, or nearly (for an even count, each
 * other measure exactly once): a measure that leaves V8 or the heap in a particular state for
 * the next one (explain's worksheets, a compiled pipeline) no longer falls on the same one.
 */
function orderOfRound(count: number, round: number): number[] {
  const first = [0];
  for (let low = 1, high = count - 1, index = 1; index < count; index++) first.push(index % 2 === 1 ? low++ : high--);
  const reversed = count % 2 === 1 && round % 2 === 1;
  const shift = count % 2 === 1 ? Math.floor(round / 2) : round;
  const row = first.map((measure) => (measure + shift) % count);
  return reversed ? row.reverse() : row;
}

/**
 * Each measure of one book, `rounds` times, in the order of a Williams design row (orderOfRound),
 * and the median of each: one pass of each measure one after the other let the machine's load
 * and V8's late compilations fall on whichever measure came first (a single pass moved explain ÷
 * plain from 1.4 to 2.9 between seeds of one idle run); alternating rounds put both sides of
 * every ratio under the same conditions, and the median drops a round that a burst of other work
 * hit. A plain rotation of the order kept each measure right after the same one in every round
 * but one (the composed list always right after explain). Seed 29's composed ÷ default read
 * 1.26 in both orders on a loaded machine (load 9–12 on 2 cores, 6 rounds each, run side by
 * side), so that order was not what kept it there.
 */
async function medianOfRounds(measures: Record<string, () => Promise<number>>): Promise<Record<string, number>> {
  const names = Object.keys(measures);
  const figures: Record<string, number[]> = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const index of orderOfRound(names.length, round)) {
      const name = names[index] ?? "";
      figures[name]?.push(await (measures[name] ?? (() => Promise.resolve(Number.NaN)))());
    }
  }
  return Object.fromEntries(names.map((name) => [name, median(figures[name] ?? [])]));
}

const rows: Record<string, number | string>[] = [];
for (const seed of seeds) {
  const book = bookOf(seed, perSeed);
  const measured = await medianOfRounds({
    json: () => jsonRoundTrip(book),
    plain: () => cpuPerRequest(book, (request) => quote(request, defaultTables)),
    explain: () => cpuPerRequest(book, (request) => quote(request, defaultTables, { explain: true })),
    composedList: () => cpuPerRequest(book, (request) => quote(request, defaultTables, { steps: composed })),
    compiledPipeline: () => cpuPerRequest(book, (request) => quote(request, defaultTables, { steps: pipeline })),
    floor: () => cpuPerRequest(book, (_request, index) => floorQuote(book.strict[index] as RawQuoteRequest, floorTariff)),
    ...(reference === undefined ? {} : { before: () => cpuPerRequest(book, (request) => reference.safeQuote(request, reference.defaultTables)) }),
  });
  const {
    json = Number.NaN,
    plain = Number.NaN,
    explain = Number.NaN,
    composedList = Number.NaN,
    compiledPipeline = Number.NaN,
    floor = Number.NaN,
    before = Number.NaN,
  } = measured;
  const membersPerRequest = book.members / book.texts.length;
  rows.push({
    seed,
    requests: book.texts.length,
    rounds,
    membersPerRequest: Number(membersPerRequest.toFixed(2)),
    jsonRoundTripMicros: Number(json.toFixed(2)),
    quoteMicros: Number(plain.toFixed(2)),
    quoteMicrosPerMember: Number((plain / membersPerRequest).toFixed(2)),
    quoteOverJson: Number((plain / json).toFixed(2)),
    explainMicros: Number(explain.toFixed(2)),
    explainOverPlain: Number((explain / plain).toFixed(2)),
    composedListMicros: Number(composedList.toFixed(2)),
    composedOverDefault: Number((composedList / plain).toFixed(2)),
    pipelineMicros: Number(compiledPipeline.toFixed(2)),
    floorMicros: Number(floor.toFixed(2)),
    quoteOverFloor: Number((plain / floor).toFixed(1)),
    ...(reference === undefined ? {} : { referenceMicros: Number(before.toFixed(2)), quoteOverReference: Number((plain / before).toFixed(2)) }),
  });
}
reference?.dispose();
console.log(JSON.stringify(rows, undefined, 1));
