/**
 * The engine of this tree against a base commit's, on the same requests and tables: every
 * answer compared as JSON (prices, worksheets with `explain`, problems), each difference
 * classified, so that a change that must not move prices shows 0 differences.
 *
 *   npx tsx packages/bench/differential/compareEngineOutputs.ts [--base <commit>] [--head <commit>] [--requests 1000000] [--variants 8] [--seed 1]

 * `--head` compares a commit's engine instead of this tree's (to isolate one change from the
 * commits merged beside it).
 *
 * Requests: seeded books of realistic requests (`generateBookRequests`, lenient spellings),
 * one in three broken in one to three places by the property tests' mutations of tricky values
 * (`mutatedQuoteRequest`). Tables: the default tables and `--variants` generated variants
 * (`tableVariant`: redrawn rates and factors, rounding modes, renewal rules, low ceilings),
 * each compiled by each engine's own `compileTables`. Both engines are bundled by esbuild and
 * price every request with `explain`.
 *
 * Classes: `same` (identical JSON); `problems in another order` (the same problems, listed in
 * another order); `more problems found` (the head finds every problem of the base and more:
 * the validator checking what only pricing used to find); `other` (anything else, listed).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { mutatedQuoteRequest } from "@pmi-rating/test-support";
import { generateBookRequests } from "../../rate-change/src/book/generateBook.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { tableVariant } from "./tableVariant.js";
import { loadCommitEngine, loadSourceEngine } from "../lib/loadSourceEngine.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values } = parseBenchArgs(import.meta.url, {
  options: {
    base: { type: "string", default: "main" },
    head: { type: "string" },
    requests: { type: "string", default: "1000000" },
    variants: { type: "string", default: "8" },
    seed: { type: "string", default: "1" },
  },
});
const root = resolve(import.meta.dirname, "../../..");
const work = mkdtempSync(join(tmpdir(), "compare-engine-outputs-"));

type Problem = { path: string; code: string };
type Answer = { success: boolean; data?: unknown; issues?: readonly Problem[] };

/** How one answer of the head differs from the base's. */
function classify(base: Answer, head: Answer): string {
  const baseText = JSON.stringify(base);
  const headText = JSON.stringify(head);
  if (baseText === headText) return "same";
  if (!base.success && !head.success) {
    const keys = (answer: Answer) => (answer.issues ?? []).map((issue) => `${issue.path} ${issue.code}`);
    const baseKeys = keys(base).sort();
    const headKeys = keys(head).sort();
    if (JSON.stringify(baseKeys) === JSON.stringify(headKeys)) return "problems in another order";
    if (baseKeys.every((key) => headKeys.includes(key)))
      return `more problems found: ${headKeys
        .filter((key) => !baseKeys.includes(key))
        .map((key) => key.split(" ")[1])
        .join(", ")}`;
  }
  if (base.success && head.success && JSON.stringify(withoutRuleReport(base.data)) === JSON.stringify(withoutRuleReport(head.data))) {
    return "the renewal price rule's report of the price before its cap (the same prices and worksheet lines otherwise)";
  }
  return "other";
}

/** A quotation without what the renewal price rule reports of the price before its cap: `dearerThanNewBusiness` and the description of its policy line. */
function withoutRuleReport(data: unknown): unknown {
  const copy = structuredClone(data) as {
    equivalentNewBusiness?: { dearerThanNewBusiness?: boolean };
    worksheet?: { step: string; member?: string; description?: string }[];
  };
  if (copy.equivalentNewBusiness !== undefined) delete copy.equivalentNewBusiness.dearerThanNewBusiness;
  for (const line of copy.worksheet ?? []) if (line.step === "renewalPriceRule" && line.member === undefined) delete line.description;
  return copy;
}

/** The two answers around the first character where they differ. */
function whereTheyDiffer(base: string, head: string): string {
  let at = 0;
  while (at < base.length && base[at] === head[at]) at++;
  const from = Math.max(0, at - 300);
  return `  base: …${base.slice(from, at + 300)}\n  head: …${head.slice(from, at + 300)}`;
}

try {
  const base = await loadCommitEngine(root, values.base, join(work, "base"), join(work, "a"));
  const head = values.head === undefined ? await loadSourceEngine(root, join(work, "b")) : await loadCommitEngine(root, values.head, join(work, "head"), join(work, "b"));

  const variantCount = Number(values.variants);
  const tablesSets: { name: string; base: unknown; head: unknown }[] = [{ name: "default", base: base.defaultTables, head: head.defaultTables }];
  for (let seed = 1; tablesSets.length <= variantCount && seed < variantCount * 4; seed++) {
    const parsed = tableVariant(seed);
    const compiledBase = base.compileTables(structuredClone(parsed));
    const compiledHead = head.compileTables(structuredClone(parsed));
    if (compiledBase.success !== compiledHead.success) throw new Error(`Variant ${seed} compiles in one engine only`);
    if (compiledBase.success) tablesSets.push({ name: `variant ${seed}`, base: compiledBase.tables, head: compiledHead.tables });
  }

  const total = Number(values.requests);
  const perTables = Math.ceil(total / tablesSets.length);
  const counts = new Map<string, number>();
  const samples: string[] = [];
  let priced = 0;
  let compared = 0;
  const started = Date.now();
  for (const [index, tables] of tablesSets.entries()) {
    const seed = Number(values.seed) * 1000 + index;
    const broken = fc.sample(mutatedQuoteRequest(defaultTables), { numRuns: Math.ceil(perTables / 3), seed });
    const book = generateBookRequests(perTables - broken.length, seed, defaultTables, { lenient: true });
    const requests: Iterable<unknown> = (function* () {
      yield* book;
      yield* broken;
    })();
    for (const request of requests) {
      const text = JSON.stringify(request);
      const baseAnswer = base.safeQuote(JSON.parse(text), tables.base, { explain: true }) as Answer;
      const headAnswer = head.safeQuote(JSON.parse(text), tables.head, { explain: true }) as Answer;
      const kind = classify(baseAnswer, headAnswer);
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      if (kind === "other" && samples.length < 5) samples.push(`${tables.name}: ${text}\n${whereTheyDiffer(JSON.stringify(baseAnswer), JSON.stringify(headAnswer))}`);
      if (headAnswer.success) priced += 1;
      compared += 1;
    }
    process.stderr.write(`${tables.name}: ${compared} compared so far (${Math.round((Date.now() - started) / 1000)} s): ${JSON.stringify(Object.fromEntries(counts))}\n`);
  }
  console.log(
    `Compared ${compared} answers (${priced} priced by the head) on ${tablesSets.length} tables (${tablesSets.map((set) => set.name).join(", ")}), base ${values.base}:`,
  );
  for (const [kind, count] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${count.toString().padStart(9)}  ${kind}`);
  for (const sample of samples) console.log(`\n${sample}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
