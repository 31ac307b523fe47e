import { readFile } from "node:fs/promises";
import type { ParsedVersion, UnhashedParsedTables } from "../../tables/parsedTables.js";
import { isCalendarDate } from "../../model/wire/isCalendarDate.js";
import { Decimal } from "../../decimal.js";
import { scaleTargetOf, SCALE_NAMES } from "../../tables/solve/scaleTarget.js";
import { writeTablesFolder } from "../../tables/write/writeTablesFolder.js";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { colorsFor } from "../format/colors.js";
import { createTable } from "../format/createTable.js";
import type { ImpactBasis } from "../impact/policyPricing.js";
import { parsePercentText } from "../parsePercentOption.js";
import { describeFileError } from "../readTextInput.js";
import { solveTablesVersion } from "../solve/solveTablesVersion.js";
import { readVersionArgument } from "../tables/readVersionArgument.js";

/** Options of `pmi-rating tables solve`. */
export interface TablesSolveOptions {
  readonly book: string;
  readonly from: string;
  readonly target: string;
  readonly scale: string;
  readonly basis: ImpactBasis;
  readonly out: string;
  readonly tables?: string;
  /** Write the adjusted version as a new version with this label (beside the one it came from). */
  readonly as?: string;
  /** The new version's effectiveFrom (with --as). */
  readonly effectiveFrom?: string;
}

/** What `pmi-rating tables solve` does once its command line is parsed. */
export async function runTablesSolve(options: TablesSolveOptions): Promise<void> {
  const scale = scaleTargetOf(options.scale);
  if (scale === undefined) throw new CliError(`--scale must be one of ${SCALE_NAMES.join(", ")}; received "${options.scale}"`, EXIT_CODES.usage);
  const target = new Decimal(parsePercentText(options.target));
  const from = await readVersionArgument(options.from, options.tables);
  let text: string;
  try {
    text = await readFile(options.book, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read the book "${options.book}": ${describeFileError(error)}`);
  }
  let solved;
  try {
    solved = solveTablesVersion({ tables: from.tables, version: from.version.directory, lines: text.split("\n"), targetPercent: target, scale, basis: options.basis });
  } catch (error) {
    throw new CliError(`Cannot solve: ${error instanceof Error ? error.message : String(error)}`);
  }
  const written = options.as === undefined ? solved.tables : asNewVersion(solved.tables, solved.adjusted, from.version, options.as, options.effectiveFrom);
  await writeTablesFolder(options.out, written);
  const writtenLabel = options.as ?? from.version.directory;

  const colors = colorsFor(process.stdout);
  const trials = createTable(["Trial", "Multiplier", `Book ${options.basis} premium change`], colors, ["right", "right", "right"]);
  solved.trials.forEach((trial, index) => trials.push([String(index + 1), trial.multiplier.toFixed(6), `${signed(trial.changePercent.toFixed(4))} %`]));
  const status = solved.converged ? colors.green("✔") : colors.red("✘");
  process.stdout.write(
    [
      colors.bold(`Solve: ${scale.file} of ${from.label} × one multiplier for a ${signed(target.toFixed(2))} % change in book ${options.basis} premium`),
      trials.toString(),
      `${status} Multiplier ${solved.multiplier.toFixed(6)} (${signed(solved.multiplier.minus(1).times(100).toFixed(4))} % to every value of ${scale.file})`,
      `Achieved change in book premium: ${signed(solved.changePercent.toFixed(2))} % (target ${signed(target.toFixed(2))} %)`,
      `Wrote ${options.out} with version ${writtenLabel} (${from.version.directory} adjusted), as a draft (approve it with pmi-rating tables approve)`,
      "",
    ].join("\n"),
  );
  if (!solved.converged) {
    throw new CliError(`No multiplier within ${solved.trials.length} trials gives the target within 0.005 %: the closest is written`, EXIT_CODES.inputProblem);
  }
}

// The adjusted version under its own label and date, the version it came from kept as it was.
function asNewVersion(
  tables: UnhashedParsedTables,
  adjusted: ParsedVersion,
  original: ParsedVersion,
  label: string,
  effectiveFrom: string | undefined,
): UnhashedParsedTables {
  if (effectiveFrom !== undefined && !isCalendarDate(effectiveFrom))
    throw new CliError(`--effective-from must be a calendar date written YYYY-MM-DD; received "${effectiveFrom}"`, EXIT_CODES.usage);
  const manifest = { ...(adjusted.manifest as Record<string, unknown>), version: label, ...(effectiveFrom === undefined ? {} : { effectiveFrom }) };
  const renamed: ParsedVersion = { ...adjusted, directory: label, manifest };
  const others = tables.versions.filter((version) => version.directory !== original.directory && version.directory !== label);
  return { ...tables, versions: [...others, original, renamed].sort((a, b) => a.directory.localeCompare(b.directory, "en", { numeric: true })) };
}

const signed = (text: string) => (text.startsWith("-") ? text : `+${text}`);
