import { readFile } from "node:fs/promises";
import { isTablesVersionName, type ParsedVersion, type UnhashedParsedTables } from "pmi-rating/tables";
import { decimalOf } from "pmi-rating/toolkit";
import { scaleTargetOf, SCALE_NAMES } from "@pmi-rating/rate-change";
import { writeTablesFolder } from "@pmi-rating/rate-change/node";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { colorsFor } from "../format/colors.js";
import { createTable } from "../format/createTable.js";
import type { ImpactBasis } from "@pmi-rating/rate-change";
import { parsePercentText } from "../parsePercentOption.js";
import { describeFileError } from "../readTextInput.js";
import { formatSegmentSolve } from "../format/formatSegmentSolve.js";
import { signedText } from "../format/signedText.js";
import { segmentScaleOf } from "@pmi-rating/rate-change";
import { solveTablesVersion } from "@pmi-rating/rate-change/node";
import { solveTablesVersionBySegment } from "@pmi-rating/rate-change/node";
import type { SegmentDimension } from "@pmi-rating/rate-change";
import { readVersionArgument } from "../tables/readVersionArgument.js";
import { newVersionProblem } from "../tables/newVersionProblem.js";
import { signedVersionsOf, tablesSignOffNotice } from "../signOff/tablesSignOffNotice.js";

/** Options of `pmi-rating tables solve`. */
export interface TablesSolveOptions {
  readonly book: string;
  readonly from: string;
  readonly target: string;
  readonly scale: string;
  /** One multiplier per segment of this dimension (`--segment`). */
  readonly segment?: SegmentDimension;
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
  const segmentScale = options.segment === undefined ? undefined : segmentScaleOf(scale, options.segment);
  if (typeof segmentScale === "string") throw new CliError(`--segment ${options.segment}: ${segmentScale}`, EXIT_CODES.usage);
  // The new version's name becomes a folder: refused as a usage error before anything is priced or written.
  if (options.as !== undefined && !isTablesVersionName(options.as)) {
    throw new CliError(`--as ${JSON.stringify(options.as)} is not a tables version name (letters, digits, ".", "-" and "_", such as 2027.2)`, EXIT_CODES.usage);
  }
  if (options.effectiveFrom !== undefined && options.as === undefined) {
    throw new CliError(newVersionProblem([], options.from, { effectiveFrom: options.effectiveFrom }) ?? "", EXIT_CODES.usage);
  }
  const target = decimalOf(parsePercentText(options.target));
  const from = await readVersionArgument(options.from, options.tables);
  // The new version must fit beside the others (its own label, its own day) before a policy is priced or a file written.
  const conflict = newVersionProblem(from.tables.versions, from.version.directory, {
    ...(options.as === undefined ? {} : { as: options.as }),
    ...(options.effectiveFrom === undefined ? {} : { effectiveFrom: options.effectiveFrom }),
  });
  if (conflict !== undefined) throw new CliError(conflict, EXIT_CODES.usage);
  // A draft, or a version changed since approval, may be solved from: an analysis, which says so.
  process.stderr.write(
    tablesSignOffNotice(signedVersionsOf(from.tables, [from.version.directory]), from.directory === undefined ? "the shipped tables" : JSON.stringify(from.directory)),
  );
  let text: string;
  try {
    text = await readFile(options.book, "utf8");
  } catch (error) {
    throw new CliError(`Cannot read the book "${options.book}": ${describeFileError(error)}`);
  }
  const lines = text.split("\n");
  const request = { tables: from.tables, version: from.version.directory, lines, targetPercent: target, scale, basis: options.basis };
  const colors = colorsFor(process.stdout);
  const written = (solved: { tables: UnhashedParsedTables; adjusted: ParsedVersion }) =>
    options.as === undefined ? solved.tables : asNewVersion(solved.tables, solved.adjusted, from.version, options.as, options.effectiveFrom);
  const wrote = `Wrote ${options.out} with version ${options.as ?? from.version.directory} (${from.version.directory} adjusted), as a draft (approve it with pmi-rating tables approve)`;
  const heading = `${scale.file} of ${from.label}`;

  if (segmentScale !== undefined) {
    const solved = solving(() => solveTablesVersionBySegment({ ...request, segmentScale }));
    await writeTablesFolder(options.out, written(solved));
    process.stdout.write(`${formatSegmentSolve(solved, { heading, dimension: segmentScale.dimension, target, basis: options.basis }, colors)}${wrote}\n`);
    if (!solved.converged) {
      throw new CliError(`Not every segment reaches the target within 0.005 % in ${solved.rounds} rounds: the closest multipliers are written`, EXIT_CODES.inputProblem);
    }
    return;
  }
  const solved = solving(() => solveTablesVersion(request));
  await writeTablesFolder(options.out, written(solved));

  const trials = createTable(["Trial", "Multiplier", `Book ${options.basis} premium change`], colors, ["right", "right", "right"]);
  solved.trials.forEach((trial, index) => trials.push([String(index + 1), trial.multiplier.toFixed(6), `${signedText(trial.changePercent.toFixed(4))} %`]));
  const status = solved.converged ? colors.green("✔") : colors.red("✘");
  process.stdout.write(
    [
      colors.bold(`Solve: ${heading} × one multiplier for a ${signedText(target.toFixed(2))} % change in book ${options.basis} premium`),
      trials.toString(),
      `${status} Multiplier ${solved.multiplier.toFixed(6)} (${signedText(solved.multiplier.minus(1).times(100).toFixed(4))} % to every value of ${scale.file})`,
      `Achieved change in book premium: ${signedText(solved.changePercent.toFixed(2))} % (target ${signedText(target.toFixed(2))} %)`,
      wrote,
      "",
    ].join("\n"),
  );
  if (!solved.converged) {
    throw new CliError(`No multiplier within ${solved.trials.length} trials gives the target within 0.005 %: the closest is written`, EXIT_CODES.inputProblem);
  }
}

// A solve's own errors (a version that does not compile, a book without a priced policy) as the command's.
function solving<T>(solve: () => T): T {
  try {
    return solve();
  } catch (error) {
    throw new CliError(`Cannot solve: ${error instanceof Error ? error.message : String(error)}`);
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
  const manifest = { ...(adjusted.manifest as Record<string, unknown>), version: label, ...(effectiveFrom === undefined ? {} : { effectiveFrom }) };
  const renamed: ParsedVersion = { ...adjusted, directory: label, manifest };
  const others = tables.versions.filter((version) => version.directory !== original.directory && version.directory !== label);
  return { ...tables, versions: [...others, original, renamed].sort((a, b) => a.directory.localeCompare(b.directory, "en", { numeric: true })) };
}
