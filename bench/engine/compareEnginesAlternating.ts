/**
 * Same-process A/B of two engines on one book of distinct lenient requests: a base commit's
 * engine (from `git archive`) against this tree's, both bundled by esbuild, priced in
 * alternating chunks so that load on a shared machine falls on both alike (measureVariedBooks
 * runs one engine after the other and drifts with the load). CPU time (process.cpuUsage).
 *
 *   npx tsx bench/engine/compareEnginesAlternating.ts [--base main] [--requests 30000] [--chunk 500] [--rounds 3] [--engine-only]
 *
 * `--engine-only` times the engine alone (everything after validation: `priceWithRenewalRules`
 * on requests each engine validated beforehand), where `quote()` includes the validator.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { generateBookRequests } from "../../src/book/generateBook.js";
import { defaultTables } from "../../src/tables/default/index.js";

const { values } = parseArgs({
  options: {
    base: { type: "string", default: "main" },
    requests: { type: "string", default: "30000" },
    chunk: { type: "string", default: "500" },
    rounds: { type: "string", default: "3" },
    seed: { type: "string", default: "7" },
    "engine-only": { type: "boolean", default: false },
  },
});
const root = resolve(import.meta.dirname, "../..");

interface Validation {
  readonly success: boolean;
  readonly data?: unknown;
  readonly warnings?: readonly unknown[];
}

interface Engine {
  readonly quote: (request: unknown, tables: unknown) => unknown;
  readonly validateQuoteRequest: (request: unknown, options: { tables: unknown }) => Validation;
  readonly priceWithRenewalRules: (request: unknown, warnings: readonly unknown[], tables: unknown, options: object) => unknown;
  readonly defaultTables: unknown;
}

/** Bundles src/index.ts and the default tables of a source tree into one ESM file and loads it. */
async function loadEngine(sourceRoot: string, outDir: string): Promise<Engine> {
  const entry = join(outDir, "entry.ts");
  const exports = [
    `export { quote } from "${sourceRoot}/src/index.js";`,
    `export { validateQuoteRequest } from "${sourceRoot}/src/validate/validateQuoteRequest.js";`,
    `export { priceWithRenewalRules } from "${sourceRoot}/src/renewal/priceWithRenewalRules.js";`,
    `export { defaultTables } from "${sourceRoot}/src/tables/default/index.js";`,
  ];
  writeFileSync(entry, `${exports.join("\n")}\n`);
  const outfile = join(outDir, "engine.mjs");
  await build({ entryPoints: [entry], bundle: true, format: "esm", platform: "neutral", target: "node20", outfile, logLevel: "error", mainFields: ["module", "main"] });
  return (await import(pathToFileURL(outfile).href)) as Engine;
}

const work = mkdtempSync(join(tmpdir(), "compare-engines-"));
const baseRoot = join(work, "base");
mkdirSync(baseRoot);
execFileSync("sh", ["-c", `git -C ${root} archive ${values.base} src | tar -x -C ${baseRoot}`]);
symlinkSync(join(root, "node_modules"), join(baseRoot, "node_modules"));
mkdirSync(join(work, "a"));
mkdirSync(join(work, "b"));
const base = await loadEngine(baseRoot, join(work, "a"));
const head = await loadEngine(root, join(work, "b"));

// Requests as JSON text parsed per engine, so that neither prices objects the other has touched.
const texts = [...generateBookRequests(Number(values.requests), Number(values.seed), defaultTables, { lenient: true })].map((request) => JSON.stringify(request));
const engineOnly = values["engine-only"];
/** The book as each engine prices it: parsed objects, or (engine only) the validator's normalised requests. */
function bookFor(engine: Engine): unknown[] {
  const parsed = texts.map((text) => JSON.parse(text) as unknown);
  if (!engineOnly) return parsed;
  return parsed.map((request) => engine.validateQuoteRequest(request, { tables: engine.defaultTables }));
}
const books = { base: bookFor(base), head: bookFor(head) };

function priceOne(engine: Engine, item: unknown): void {
  if (!engineOnly) {
    engine.quote(item, engine.defaultTables);
    return;
  }
  const validation = item as Validation;
  if (validation.success) engine.priceWithRenewalRules(validation.data, validation.warnings ?? [], engine.defaultTables, {});
}

function priceChunk(engine: Engine, book: unknown[], from: number, to: number): number {
  const start = process.cpuUsage();
  for (let index = from; index < to; index++) priceOne(engine, book[index]);
  const used = process.cpuUsage(start);
  return used.user + used.system;
}

const chunk = Number(values.chunk);
const totals = { base: 0, head: 0 };
for (let round = 0; round < Number(values.rounds); round++) {
  const roundTotals = { base: 0, head: 0 };
  for (let from = 0; from < texts.length; from += chunk) {
    const to = Math.min(from + chunk, texts.length);
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
    `round ${round}${round === 0 ? " (warm-up)" : ""}: base ${(roundTotals.base / texts.length).toFixed(2)} µs, head ${(roundTotals.head / texts.length).toFixed(2)} µs, head/base ${(roundTotals.head / roundTotals.base).toFixed(3)}\n`,
  );
}
const counted = (Number(values.rounds) - 1) * texts.length;
process.stdout.write(
  `${engineOnly ? "engine" : "quote()"} CPU per request: base (${values.base}) ${(totals.base / counted).toFixed(2)} µs, head ${(totals.head / counted).toFixed(2)} µs, head/base ${(totals.head / totals.base).toFixed(3)}\n`,
);
// Both engines are loaded: the base sources and the bundles are no longer needed.
rmSync(work, { recursive: true, force: true });
