/**
 * Same-process A/B of two engines on one book of distinct lenient requests: a base commit's
 * engine (from `git archive`) against this tree's, both bundled by esbuild, priced in
 * alternating chunks so that load on a shared machine falls on both alike (measureVariedBooks
 * runs one engine after the other and drifts with the load). CPU time (process.cpuUsage), and
 * the bytes each engine allocates per request.
 *
 *   npx tsx bench/engine/compareEnginesAlternating.ts [--base main] [--head <commit>] [--requests 30000] [--chunk 500] [--rounds 3] [--engine-only | --validate-only]
 *     [--book service] [--disturb-kb 2048] [--explain]
 *
 * `--engine-only` times the engine alone (everything after validation: `priceWithRenewalRules`
 * on requests each engine validated beforehand), where `quote()` includes the validator;
 * `--validate-only` times `validateQuoteRequest` against the default tables alone.
 * `--book service` prices the service benchmark's 1,000 bodies instead, each parsed, priced by
 * `safeQuote` and its answer stringified, as the `safeQuote` server and loopSafeQuote.ts do.
 * `--disturb-kb N` reads N KB of other memory before every request and times each request
 * alone (only its own CPU counted): loopSafeQuote.ts's "read 2 MB" with N = 2048, which predicts
 * a change's effect inside a server, where the quote runs with its data out of the caches.
 *
 * Bytes: the growth of V8's used heap over chunks of 50 requests, chunks during which a
 * garbage collection ran left out (a `gc` performance entry overlapping the chunk). Why: in a
 * server the bytes a quote touches, not its looped speed, predict its cost (docs/performance.md).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PerformanceObserver } from "node:perf_hooks";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { getHeapStatistics } from "node:v8";
import { generateBookRequests } from "../../rate-change/src/book/generateBook.js";
import type { SafeQuoteResult } from "../../../src/engine/quoteOptions.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { answerOfResult, serviceBenchBodies } from "../service/serviceBenchBodies.js";
import { loadCommitEngine, loadSourceEngine } from "../lib/loadSourceEngine.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    base: { type: "string", default: "main" },
    head: { type: "string" },
    requests: { type: "string", default: "30000" },
    chunk: { type: "string", default: "500" },
    rounds: { type: "string", default: "3" },
    seed: { type: "string", default: "7" },
    "engine-only": { type: "boolean", default: false },
    "validate-only": { type: "boolean", default: false },
    book: { type: "string", default: "lenient" },
    "disturb-kb": { type: "string", default: "0" },
    explain: { type: "boolean", default: false },
  },
});
const root = resolve(import.meta.dirname, "../../..");

interface Validation {
  readonly success: boolean;
  readonly data?: unknown;
  readonly warnings?: readonly unknown[];
}

interface Engine {
  readonly quote: (request: unknown, tables: unknown, options?: { readonly explain?: boolean }) => unknown;
  readonly safeQuote: (request: unknown, tables: unknown) => SafeQuoteResult;
  readonly validateQuoteRequest: (request: unknown, options: { tables: unknown }) => Validation;
  readonly priceWithRenewalRules: (request: unknown, warnings: readonly unknown[], tables: unknown, options: object) => unknown;
  readonly defaultTables: unknown;
}

const work = mkdtempSync(join(tmpdir(), "compare-engines-"));
const base = (await loadCommitEngine(root, values.base, join(work, "base"), join(work, "a"))) as unknown as Engine;
// `--head <commit>`: two commits compared (to find which commit of a range moved a figure); else this tree.
const head = (values.head === undefined
  ? await loadSourceEngine(root, join(work, "b"))
  : await loadCommitEngine(root, values.head, join(work, "head"), join(work, "b"))) as unknown as Engine;

const serviceBook = values.book === "service";
// Requests as JSON text parsed per engine, so that neither prices objects the other has touched.
const texts = serviceBook
  ? serviceBenchBodies()
  : [...generateBookRequests(Number(values.requests), Number(values.seed), defaultTables, { lenient: true })].map((request) => JSON.stringify(request));
const engineOnly = values["engine-only"];
const validateOnly = values["validate-only"];
/** The book as each engine prices it: parsed objects, texts (the service book, parsed as priced), or (engine only) the validator's normalised requests. */
function bookFor(engine: Engine): unknown[] {
  if (serviceBook) return texts;
  const parsed = texts.map((text) => JSON.parse(text) as unknown);
  if (!engineOnly) return parsed;
  return parsed.map((request) => engine.validateQuoteRequest(request, { tables: engine.defaultTables }));
}
const books = { base: bookFor(base), head: bookFor(head) };

/** `--explain`: quote() with the worksheet, to time explain's own cost against a base. */
const quoteOptions = values.explain ? { explain: true } : undefined;
let sink = 0;
function priceOne(engine: Engine, item: unknown): void {
  if (serviceBook) {
    sink += answerOfResult(engine.safeQuote(JSON.parse(item as string), engine.defaultTables)).text.length;
    return;
  }
  if (validateOnly) {
    sink += engine.validateQuoteRequest(item, { tables: engine.defaultTables }).success ? 1 : 0;
    return;
  }
  if (!engineOnly) {
    engine.quote(item, engine.defaultTables, quoteOptions);
    return;
  }
  const validation = item as Validation;
  if (validation.success) engine.priceWithRenewalRules(validation.data, validation.warnings ?? [], engine.defaultTables, {});
}

const disturbBytes = Number(values["disturb-kb"]) * 1024;
const noise = new Uint8Array(Math.max(disturbBytes, 64));
/** Reads every cache line of `disturbBytes` of other memory: what a server's work between two quotes evicts. */
function disturb(): void {
  for (let offset = 0; offset < disturbBytes; offset += 64) sink += noise[offset]!;
}

function priceChunk(engine: Engine, book: unknown[], from: number, to: number): number {
  if (disturbBytes > 0) {
    let used = 0;
    for (let index = from; index < to; index++) {
      disturb();
      const start = process.cpuUsage();
      priceOne(engine, book[index % book.length]);
      const { user, system } = process.cpuUsage(start);
      used += user + system;
    }
    return used;
  }
  const start = process.cpuUsage();
  for (let index = from; index < to; index++) priceOne(engine, book[index % book.length]);
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

const requests = serviceBook ? Number(values.requests) : texts.length;
const chunk = Number(values.chunk);
const totals = { base: 0, head: 0 };
for (let round = 0; round < Number(values.rounds); round++) {
  const roundTotals = { base: 0, head: 0 };
  for (let from = 0; from < requests; from += chunk) {
    const to = Math.min(from + chunk, requests);
    // Which engine goes first alternates too.
    const order: ("base" | "head")[] = (from / chunk + round) % 2 === 0 ? ["base", "head"] : ["head", "base"];
    for (const name of order) roundTotals[name] += priceChunk(name === "base" ? base : head, books[name], from, to);
  }
  // The first round warms both engines up and is not counted.
  if (round > 0) {
    totals.base += roundTotals.base;
    totals.head += roundTotals.head;
  }
  process.stdout.write(
    `round ${round}${round === 0 ? " (warm-up)" : ""}: base ${(roundTotals.base / requests).toFixed(2)} µs, head ${(roundTotals.head / requests).toFixed(2)} µs, head/base ${(roundTotals.head / roundTotals.base).toFixed(3)}\n`,
  );
}
const counted = (Number(values.rounds) - 1) * requests;
const what = serviceBook
  ? "safeQuote + JSON (service book)"
  : engineOnly
    ? "engine"
    : validateOnly
      ? "validateQuoteRequest"
      : values.explain
        ? "quote() with explain"
        : "quote()";
process.stdout.write(
  `${what}${disturbBytes > 0 ? `, ${values["disturb-kb"]} KB read before each request` : ""} CPU per request: base (${values.base}) ${(totals.base / counted).toFixed(2)} µs, head ${(totals.head / counted).toFixed(2)} µs, head/base ${(totals.head / totals.base).toFixed(3)}\n`,
);

/** Bytes allocated per request by each engine: used-heap growth over small chunks, alternating, chunks with a collection left out. */
async function measureBytes(): Promise<void> {
  const collections: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) collections.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ["gc"] });
  const samples: { name: "base" | "head"; start: number; end: number; bytes: number; requests: number }[] = [];
  const small = 50;
  for (let from = 0; from < requests; from += small) {
    const to = Math.min(from + small, requests);
    for (const name of (from / small) % 2 === 0 ? (["base", "head"] as const) : (["head", "base"] as const)) {
      const start = performance.now();
      const before = getHeapStatistics().used_heap_size;
      for (let index = from; index < to; index++) priceOne(name === "base" ? base : head, books[name][index % books[name].length]);
      const bytes = getHeapStatistics().used_heap_size - before;
      samples.push({ name, start, end: performance.now(), bytes, requests: to - from });
    }
  }
  // The observer's entries arrive on the event loop.
  await yieldToEventLoop();
  await yieldToEventLoop();
  observer.disconnect();
  const clean = samples.filter((sample) => sample.bytes >= 0 && !collections.some((gc) => gc.end >= sample.start && gc.start <= sample.end));
  const perRequest = (name: "base" | "head") => {
    const mine = clean.filter((sample) => sample.name === name);
    return mine.reduce((sum, sample) => sum + sample.bytes, 0) / mine.reduce((sum, sample) => sum + sample.requests, 0);
  };
  const baseBytes = perRequest("base");
  const headBytes = perRequest("head");
  process.stdout.write(
    `bytes allocated per request (${clean.length} of ${samples.length} chunks without a collection): base ${baseBytes.toFixed(0)}, head ${headBytes.toFixed(0)}, head/base ${(headBytes / baseBytes).toFixed(3)}\n`,
  );
}
await measureBytes();
if (sink === -1) process.stdout.write("\n");
// Both engines are loaded: the base sources and the bundles are no longer needed.
rmSync(work, { recursive: true, force: true });
