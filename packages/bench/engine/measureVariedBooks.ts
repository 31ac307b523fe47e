/**
 * The engine on varied books only: every request priced once, none repeated. Books of several
 * seeds, 1 to 6 members, with the book's incentives, renewals and mid-term changes, spelt
 * leniently (`generateBookRequests(..., { lenient: true })`), as JSON texts. In the same run,
 * on the same texts: JSON.parse + JSON.stringify (what any JSON service pays at least),
 * `quote()` plain and with explain, a caller's composed step list, the plain-number floor on
 * the same requests strictly spelt, and optionally the engine at a reference commit.
 *
 * Each measure runs in a fresh Node process of its own (measureVariedBookChild.ts, bundled once
 * as the package is built: no tsx, whose `__name` wrappers no user pays), on the book texts this
 * process wrote once to a file, so every measure of a seed prices the very same texts; in that
 * process the JSON round trip of the same texts is timed beside it, chunk by chunk, and every
 * ratio is taken between figures of the same process (a measure ÷ the JSON round trip) or
 * between two such ratios of the same round (explain ÷ plain, quote() ÷ the floor). Each figure
 * is the median of `--rounds` rounds, the measures in a different order each round (see
 * orderOfRound, measureRounds); `quoteOverJsonRounds` lists the rounds' ratios, the spread.
 *
 *   npx tsx bench/engine/measureVariedBooks.ts [--per-seed 20000] [--seeds 3,11,29] [--rounds 5] [--passes 3] [--chunk 500] [--ref acf0a14]
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generateBookRequests } from "../../rate-change/src/book/generateBook.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { buildReferenceEngine, type ReferenceEngine } from "../differential/buildReferenceEngine.js";
import { bundleScript } from "../lib/bundleScript.js";
import { runBundledChild } from "../lib/runChild.js";
import type { BookFile } from "./measureVariedBookChild.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    "per-seed": { type: "string", default: "20000" },
    seeds: { type: "string", default: "3,11,29" },
    ref: { type: "string" },
    rounds: { type: "string", default: "5" },
    passes: { type: "string", default: "3" },
    chunk: { type: "string", default: "500" },
  },
});
const perSeed = Number(values["per-seed"]);
const rounds = Math.max(1, Number(values.rounds));
const seeds = values.seeds.split(",").map(Number);
const root = join(import.meta.dirname, "../../..");
const work = mkdtempSync(join(tmpdir(), "varied-books-"));

/** Writes the book of `seed` to a file for the children, and returns its path and its members. */
function writeBook(seed: number, size: number): { readonly path: string; readonly members: number } {
  const texts: string[] = [];
  let members = 0;
  for (const request of generateBookRequests(size, seed, defaultTables, { lenient: true })) {
    texts.push(JSON.stringify(request));
    for (const category of request.individualHealthCarePolicy.quote.memberCategory ?? [])
      for (const unit of category.familyUnit ?? []) members += unit.member?.length ?? 0;
  }
  const strict = [...generateBookRequests(size, seed, defaultTables)] as unknown as BookFile["strict"];
  const path = join(work, `book-${seed}-${size}.json`);
  writeFileSync(path, JSON.stringify({ texts, strict } satisfies BookFile));
  return { path, members };
}

const reference: ReferenceEngine | undefined = values.ref === undefined ? undefined : await buildReferenceEngine(root, values.ref);
const child = await bundleScript("engine/measureVariedBookChild.ts");
// Every path warms up on a book of its own seed: the measured books are then priced for the first time.
const warm = writeBook(99, 3000);

/** One measure of one book in a fresh process, and the JSON round trip of the same texts beside it. */
interface ChildFigures {
  /** CPU µs per request of the JSON round trip and of the measure, medians of the child's passes. */
  readonly json: number;
  readonly micros: number;
  /** The measure ÷ the JSON round trip, the median of the child's passes. */
  readonly overJson: number;
}

async function measureInChild(measure: string, bookPath: string): Promise<ChildFigures> {
  const env: Record<string, string> = {
    BENCH_MEASURE: measure,
    BENCH_BOOK: bookPath,
    BENCH_WARM_BOOK: warm.path,
    BENCH_PASSES: values.passes,
    BENCH_CHUNK: values.chunk,
  };
  if (reference !== undefined) env.BENCH_REF_FOLDER = reference.folder;
  const passes = await runBundledChild<{ json: number; measure: number }[]>(child, { env });
  return {
    json: median(passes.map((pass) => pass.json)),
    micros: median(passes.map((pass) => pass.measure)),
    overJson: median(passes.map((pass) => pass.measure / pass.json)),
  };
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
 * other measure exactly once). With one process per measure no measure inherits another's V8
 * or heap state; the order still spreads each measure's rounds over the run's changing load.
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
 * Each measure of one book, `rounds` times, each time in a fresh process, in the order of a
 * Williams design row (orderOfRound): every figure of a measure comes from `rounds` processes
 * spread over the whole run, and the medians drop a round that a burst of other work hit.
 */
async function measureRounds(measures: readonly string[], bookPath: string): Promise<Record<string, ChildFigures[]>> {
  const figures: Record<string, ChildFigures[]> = Object.fromEntries(measures.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const index of orderOfRound(measures.length, round)) {
      const name = measures[index] ?? "";
      figures[name]?.push(await measureInChild(name, bookPath));
    }
  }
  return figures;
}

/**
 * The median over rounds of `measure` ÷ `base`, each round's two figures taken as ratios to the
 * JSON round trip of their own processes: the ratio holds under the load each process met.
 */
function ratioOver(figures: Record<string, ChildFigures[]>, measure: string, base: string): number {
  const bases = figures[base] ?? [];
  return median((figures[measure] ?? []).map((figure, round) => figure.overJson / (bases[round]?.overJson ?? Number.NaN)));
}

const rows: Record<string, number | string>[] = [];
for (const seed of seeds) {
  const book = writeBook(seed, perSeed);
  const measures = ["plain", "explain", "composedList", "compiledPipeline", "floor", ...(reference === undefined ? [] : ["before"])];
  const figures = await measureRounds(measures, book.path);
  const micros = (measure: string) => median((figures[measure] ?? []).map((figure) => figure.micros));
  const plainRounds = (figures.plain ?? []).map((figure) => figure.overJson);
  const plain = micros("plain");
  const membersPerRequest = book.members / perSeed;
  rows.push({
    seed,
    requests: perSeed,
    rounds,
    membersPerRequest: Number(membersPerRequest.toFixed(2)),
    jsonRoundTripMicros: Number(median(Object.values(figures).flatMap((list) => list.map((figure) => figure.json))).toFixed(2)),
    quoteMicros: Number(plain.toFixed(2)),
    quoteMicrosPerMember: Number((plain / membersPerRequest).toFixed(2)),
    quoteOverJson: Number(median(plainRounds).toFixed(2)),
    quoteOverJsonRounds: plainRounds.map((ratio) => ratio.toFixed(2)).join(" "),
    explainMicros: Number(micros("explain").toFixed(2)),
    explainOverPlain: Number(ratioOver(figures, "explain", "plain").toFixed(2)),
    composedListMicros: Number(micros("composedList").toFixed(2)),
    composedOverDefault: Number(ratioOver(figures, "composedList", "plain").toFixed(2)),
    pipelineMicros: Number(micros("compiledPipeline").toFixed(2)),
    floorMicros: Number(micros("floor").toFixed(2)),
    quoteOverFloor: Number(ratioOver(figures, "plain", "floor").toFixed(1)),
    ...(reference === undefined
      ? {}
      : { referenceMicros: Number(micros("before").toFixed(2)), quoteOverReference: Number(ratioOver(figures, "plain", "before").toFixed(2)) }),
  });
}
reference?.dispose();
rmSync(work, { recursive: true, force: true });
console.log(JSON.stringify(rows, undefined, 1));
