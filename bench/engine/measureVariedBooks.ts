/**
 * The engine on varied books only: every request priced once, none repeated. Books of several
 * seeds, 1 to 6 members, with the book's incentives, renewals and mid-term changes, spelt
 * leniently (`generateBookRequests(..., { lenient: true })`), as JSON texts. In the same run,
 * on the same texts: JSON.parse + JSON.stringify (what any JSON service pays at least),
 * `quote()` plain and with explain, a caller's composed step list, the plain-number floor on
 * the same requests strictly spelt, and optionally the engine at a reference commit.
 *
 *   npx tsx bench/engine/measureVariedBooks.ts [--per-seed 20000] [--seeds 3,11,29] [--ref acf0a14]
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

const { values } = parseArgs({ options: { "per-seed": { type: "string", default: "20000" }, seeds: { type: "string", default: "3,11,29" }, ref: { type: "string" } } });
const perSeed = Number(values["per-seed"]);
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

const rows: Record<string, number | string>[] = [];
for (const seed of seeds) {
  const book = bookOf(seed, perSeed);
  const json = await jsonRoundTrip(book);
  const plain = await cpuPerRequest(book, (request) => quote(request, defaultTables));
  const explain = await cpuPerRequest(book, (request) => quote(request, defaultTables, { explain: true }));
  const composedList = await cpuPerRequest(book, (request) => quote(request, defaultTables, { steps: composed }));
  const compiledPipeline = await cpuPerRequest(book, (request) => quote(request, defaultTables, { steps: pipeline }));
  const floor = await cpuPerRequest(book, (_request, index) => floorQuote(book.strict[index] as RawQuoteRequest, floorTariff));
  const before = reference === undefined ? Number.NaN : await cpuPerRequest(book, (request) => reference.safeQuote(request, reference.defaultTables));
  const membersPerRequest = book.members / book.texts.length;
  rows.push({
    seed,
    requests: book.texts.length,
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
