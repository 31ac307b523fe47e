import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { RatingTables } from "../tables/types.js";
import { diffQuote } from "./diffQuote.js";
import { parseGoldenCase } from "./parseGoldenCase.js";
import { priceGoldenCase } from "./priceGoldenCase.js";
import type { GoldenCaseReport, GoldenDifference, GoldenReport, JsonValue } from "./types.js";
import { withExpected } from "./withExpected.js";

/** Options of `runGoldenCases`. */
export interface RunGoldenCasesOptions {
  /** Rewrite each file whose `expected` differs with the engine's answer (other keys kept). */
  readonly update?: boolean;
  /** Registry of consuming systems for every case that brings none of its own. */
  readonly registry?: readonly string[];
}

/** `field` of the difference reported for a case that has no `expected` yet. */
export const NOT_RECORDED = "(whole quote, not yet recorded)";

/**
 * Prices every golden case (`*.json`) of a folder, in file-name order, with `safeQuote` and the
 * given tables, and compares the answer with the file's `expected` exactly. Returns a report
 * per case, premiums first in each case's differences, and the totals. A file that cannot be
 * read as a golden case, or that makes the engine throw, is a failed case with an `error`.
 *
 * With `update`, each file whose answer changed (or that had no `expected`) gets the engine's
 * answer written into `expected`, keeping `description`, `request`, `workings`, `options` and
 * the key order (2-space JSON and a final newline); the report then lists what changed and
 * marks those cases `updated`. Files already right are not touched.
 *
 * Rejects (with the file system's error) only when the folder itself cannot be read.
 *
 * @example
 * const report = await runGoldenCases("test/golden/cases", defaultTables);
 * report.totals; // { cases: 42, passed: 42, failed: 0, updated: 0 }
 */
export async function runGoldenCases(
  directory: string,
  tables: RatingTables,
  options: RunGoldenCasesOptions = {},
): Promise<GoldenReport> {
  const entries = await readdir(directory, { withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => entry.name)
    .sort();
  const cases: GoldenCaseReport[] = [];
  for (const file of files) {
    cases.push(await runOneCase(directory, file, tables, options));
  }
  const passed = cases.filter((report) => report.passed).length;
  return {
    directory,
    cases,
    totals: {
      cases: cases.length,
      passed,
      failed: cases.length - passed,
      updated: cases.filter((report) => report.updated).length,
    },
  };
}

async function runOneCase(
  directory: string,
  file: string,
  tables: RatingTables,
  options: RunGoldenCasesOptions,
): Promise<GoldenCaseReport> {
  const path = join(directory, file);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    return failure(file, `cannot be read: ${(error as Error).message}`);
  }
  const parsed = parseGoldenCase(text);
  if (!parsed.success) return failure(file, parsed.error);
  const goldenCase = parsed.data;

  let actual: JsonValue;
  try {
    actual = priceGoldenCase(goldenCase.request, tables, options.registry === undefined ? {} : { registry: options.registry }, goldenCase.options);
  } catch (error) {
    // safeQuote answers every request; an exception is a defect (or tables that are not
    // RatingTables), reported on the case so that the other cases still run.
    return { ...failure(file, `the engine threw: ${String(error)}`), description: goldenCase.description };
  }
  const differences: GoldenDifference[] =
    goldenCase.expected === undefined
      ? [{ member: "policy", field: NOT_RECORDED, actual }]
      : diffQuote(goldenCase.expected as unknown as JsonValue, actual);
  const passed = differences.length === 0;

  let updated = false;
  if (options.update === true && !passed) {
    const content = withExpected(goldenCase as unknown as Record<string, unknown>, actual);
    await writeFile(path, JSON.stringify(content, null, 2) + "\n", "utf8");
    updated = true;
  }
  return { file, description: goldenCase.description, passed, differences, updated };
}

function failure(file: string, error: string): GoldenCaseReport {
  return { file, description: "", passed: false, differences: [], updated: false, error };
}
