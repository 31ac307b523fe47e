import type { RatingTables } from "pmi-rating";
import { formatTableProblem, tablesSignOff } from "pmi-rating/tables";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { escapeControlCharacters } from "../format/escapeControlCharacters.js";

/** The option of `quote` and `serve` that prices with tables not approved as they are. */
export const ALLOW_UNAPPROVED_TABLES_OPTION = "--allow-unapproved-tables";

/**
 * Stops a command that prices live quotes (`quote`, `serve`) when its tables are not approved as
 * they are: every version not approved (a draft, no sign-off, a file changed after approval,
 * with the hash approved and the hash now) is listed, with what to do. `where` names the tables
 * (`"proposed" (--tables)`).
 *
 * @example
 * requireApprovedTables(tables, '"proposed" (--tables)'); // throws CliError unless every version is approved as it is
 */
export function requireApprovedTables(tables: RatingTables, where: string): void {
  const { livePricingProblems } = tablesSignOff(tables);
  if (livePricingProblems.length === 0) return;
  const count = livePricingProblems.length === 1 ? "1 version is" : `${livePricingProblems.length} versions are`;
  throw new CliError(
    `The tables in ${where} are not approved as they are (${count} not): live quotes are priced only with approved tables`,
    EXIT_CODES.inputProblem,
    livePricingProblems.map((problem) => `  ${escapeControlCharacters(formatTableProblem(problem))}\n`).join("") +
      `Approve each version (pmi-rating tables approve), price it for analysis (impact, the workbench), or pass ${ALLOW_UNAPPROVED_TABLES_OPTION} to price with it anyway.\n`,
    livePricingProblems,
  );
}
