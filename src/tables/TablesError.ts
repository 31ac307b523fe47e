import { formatTableProblem } from "./formatTableProblem.js";
import type { TableProblem } from "./tableProblem.js";

// Registry-wide, so the ESM and CJS builds (distinct classes) recognise each other's errors.
const TABLES_ERROR_BRAND = Symbol.for("pmi-rating.TablesError");

/**
 * Thrown by `loadTables` when the tables cannot be used. Carries every problem found, each with
 * its file, row, column and stable code; the message lists them all, one a line.
 *
 * Recognise it with `TablesError.is(error)`, which works across the ESM and CommonJS builds
 * (brand `Symbol.for("pmi-rating.TablesError")`), where `instanceof` does not.
 *
 * @example
 * try { await loadTables("tables"); }
 * catch (error) { if (TablesError.is(error)) console.error(error.problems); }
 */
export class TablesError extends Error {
  override readonly name = "TablesError";
  readonly problems: readonly TableProblem[];

  constructor(problems: readonly TableProblem[], directory?: string) {
    const where = directory === undefined ? "The rating tables" : `The rating tables in ${directory}`;
    const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
    super(`${where} have ${count}:\n${problems.map((problem) => `  ${formatTableProblem(problem)}`).join("\n")}`);
    this.problems = problems;
  }

  /**
   * True when `value` is a `TablesError` from any copy of pmi-rating (ESM or CommonJS build),
   * by its `Symbol.for("pmi-rating.TablesError")` brand; unlike `instanceof`.
   *
   * @example
   * loadTables("tables").catch((error) => { if (TablesError.is(error)) console.error(error.problems); });
   */
  static is(value: unknown): value is TablesError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[TABLES_ERROR_BRAND] === true;
  }
}

Object.defineProperty(TablesError.prototype, TABLES_ERROR_BRAND, { value: true, enumerable: false, writable: false });
