import { compileTables } from "../compileTables.js";
import { formatTableProblem } from "../formatTableProblem.js";
import type { RatingTables } from "../types.js";
import { defaultTablesData } from "./data.generated.js";

function compileDefaultTables(): RatingTables {
  const result = compileTables(defaultTablesData);
  if (!result.success) {
    // Only reachable if data.generated.ts was edited by hand: the generator refuses bad tables.
    throw new Error(`pmi-rating: the shipped default tables are invalid:\n${result.problems.map(formatTableProblem).join("\n")}`);
  }
  return result.tables;
}

/**
 * The illustrative default HrSol rating tables shipped with the package (versions 2026.1 and
 * 2027.1 and the UK IPT history; see docs/tables.md). Plausible figures for trying the
 * library and for tests, not the insurer's tariff. Compiled from data bundled in the package:
 * no file system, so `quote()` with these tables runs anywhere, browsers included.
 *
 * @example
 * import { quote } from "pmi-rating";
 * import { defaultTables } from "pmi-rating/tables";
 * quote(request, defaultTables);
 */
export const defaultTables: RatingTables = compileDefaultTables();

export { defaultTablesData } from "./data.generated.js";
