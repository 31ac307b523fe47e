import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { RatingTables } from "../engine/types.js";
import { createCaseTablesLoader, type CaseTables } from "./createCaseTablesLoader.js";
import { diffQuote } from "./diffQuote.js";
import { findGoldenCaseFiles } from "./findGoldenCaseFiles.js";
import { findStaleWorkings } from "./findStaleWorkings.js";
import { isTablesHashOnly } from "./isTablesHashOnly.js";
import { parseGoldenCase } from "./parseGoldenCase.js";
import { priceGoldenCase } from "./priceGoldenCase.js";
import type { GoldenCaseReport, GoldenDifference, GoldenReport, JsonValue, TablesHashChange } from "./types.js";
import { withExpected } from "./withExpected.js";

/** Options of `runGoldenCases`. */
export interface RunGoldenCasesOptions {
  /** Rewrite each file whose `expected` differs with the engine's answer (other keys kept). */
  readonly update?: boolean;
  /** Registry of consuming systems for every case that brings none of its own. */
  readonly registry?: readonly string[];
  /** Run only the cases whose path or description contains this text (any letter case). */
  readonly filter?: string;
}

/** `field` of the difference reported for a case that has no `expected` yet. */
export const NOT_RECORDED = "(whole quote, not yet recorded)";

/**
 * Prices every golden case (`*.json`) of a folder and its sub-folders, in path order, with
 * `safeQuote` and the given tables (or, for a case that names its own with `"tables"`, those,
 * relative to the case file), and compares the answer with the file's `expected`
 * exactly. Returns a report per case, premiums first in each case's differences, the totals,
 * and each change of the tables hash seen by cases that differ by nothing else (a table edit
 * that moved no pinned figure is then one finding, not one failure per case). A file that
 * cannot be read as a golden case, or that makes the engine throw, is a failed case with an
 * `error`. A case whose hand `workings` end at other premiums than `expected` fails too.
 *
 * With `filter`, only the cases whose path or description contains the text run.
 *
 * With `update`, each file whose answer changed (or that had no `expected`) gets the engine's
 * answer written into `expected`, keeping `description`, `request`, `workings`, `options` and
 * the key order (2-space JSON and a final newline); the report then lists what changed and
 * marks those cases `updated`. If the workings no longer agree with the new answer, the file
 * also gets a `workingsStale` list saying where (and loses it once they agree again), and the
 * case stays failed. Files already right are not touched.
 *
 * Rejects (with the file system's error) only when the folder itself cannot be read.
 *
 * @example
 * const report = await runGoldenCases("test/golden/cases", defaultTables, { filter: "renewal" });
 * report.totals; // { cases: 6, passed: 6, failed: 0, updated: 0, tablesHashOnly: 0, staleWorkings: 0 }
 */
export async function runGoldenCases(directory: string, tables: RatingTables, options: RunGoldenCasesOptions = {}): Promise<GoldenReport> {
  const files = await findGoldenCaseFiles(directory);
  const cases: GoldenCaseReport[] = [];
  const tablesOf = createCaseTablesLoader();
  for (const file of files) {
    const report = await runOneCase(directory, file, { runner: tables, of: tablesOf }, options);
    if (report !== undefined) cases.push(report);
  }
  const passed = cases.filter((report) => report.passed).length;
  return {
    directory,
    ...(options.filter === undefined ? {} : { filter: options.filter }),
    cases,
    tablesHashChanges: tablesHashChangesOf(cases),
    totals: {
      cases: cases.length,
      passed,
      failed: cases.length - passed,
      updated: cases.filter((report) => report.updated).length,
      tablesHashOnly: cases.filter((report) => report.tablesHashOnly).length,
      staleWorkings: cases.filter((report) => report.staleWorkings.length > 0).length,
    },
  };
}

function matchesFilter(filter: string | undefined, ...texts: string[]): boolean {
  if (filter === undefined) return true;
  const wanted = filter.toLowerCase();
  return texts.some((text) => text.toLowerCase().includes(wanted));
}

/** The runner's tables, and how to load the tables a case names instead. */
interface TablesSource {
  readonly runner: RatingTables;
  readonly of: (caseFile: string, named: string) => Promise<CaseTables>;
}

async function runOneCase(directory: string, file: string, source: TablesSource, options: RunGoldenCasesOptions): Promise<GoldenCaseReport | undefined> {
  const path = join(directory, file);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    return matchesFilter(options.filter, file) ? failure(file, `cannot be read: ${(error as Error).message}`) : undefined;
  }
  const parsed = parseGoldenCase(text);
  if (!parsed.success) return matchesFilter(options.filter, file) ? failure(file, parsed.error) : undefined;
  const goldenCase = parsed.data;
  if (!matchesFilter(options.filter, file, goldenCase.description)) return undefined;
  const named = goldenCase.tables === undefined ? { tables: source.runner } : await source.of(path, goldenCase.tables);
  if ("error" in named) return { ...failure(file, named.error), description: goldenCase.description };
  const { tables } = named;

  let actual: JsonValue;
  try {
    actual = priceGoldenCase(goldenCase.request, tables, options.registry === undefined ? {} : { registry: options.registry }, goldenCase.options);
  } catch (error) {
    // safeQuote answers every request; an exception is a defect (or tables that are not
    // RatingTables), reported on the case so that the other cases still run.
    return { ...failure(file, `the engine threw: ${String(error)}`), description: goldenCase.description };
  }
  const expected = goldenCase.expected as unknown as JsonValue | undefined;
  const differences: GoldenDifference[] = expected === undefined ? [{ member: "policy", field: NOT_RECORDED, actual }] : diffQuote(expected, actual);
  const tablesHashOnly = isTablesHashOnly(differences);

  // With --update the workings are checked against the premiums just written, otherwise against the recorded ones.
  const updating = options.update === true;
  const staleWorkings = findStaleWorkings(goldenCase.workings, updating ? actual : expected);
  if (updating) {
    const markerChanged = (goldenCase.workingsStale ?? []).join("\n") !== staleWorkings.join("\n");
    if (differences.length > 0 || markerChanged) {
      const content = withExpected(goldenCase, actual);
      delete content["workingsStale"];
      if (staleWorkings.length > 0) content["workingsStale"] = staleWorkings;
      await writeFile(path, JSON.stringify(content, null, 2) + "\n", "utf8");
    }
  }
  return {
    file,
    description: goldenCase.description,
    passed: differences.length === 0 && staleWorkings.length === 0,
    tablesHashOnly,
    staleWorkings,
    differences,
    updated: updating && differences.length > 0,
  };
}

function tablesHashChangesOf(cases: readonly GoldenCaseReport[]): TablesHashChange[] {
  const changes = new Map<string, { expected: string; actual: string; cases: number }>();
  for (const report of cases.filter((goldenCase) => goldenCase.tablesHashOnly)) {
    for (const difference of report.differences) {
      const expected = typeof difference.expected === "string" ? difference.expected : "(absent)";
      const actual = typeof difference.actual === "string" ? difference.actual : "(absent)";
      const key = `${expected}→${actual}`;
      const change = changes.get(key) ?? { expected, actual, cases: 0 };
      change.cases += 1;
      changes.set(key, change);
    }
  }
  return [...changes.values()];
}

function failure(file: string, error: string): GoldenCaseReport {
  return { file, description: "", passed: false, tablesHashOnly: false, staleWorkings: [], differences: [], updated: false, error };
}
