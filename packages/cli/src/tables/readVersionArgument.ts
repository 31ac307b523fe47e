import { existsSync, statSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { defaultTablesData } from "pmi-rating/tables";
import { formatTableProblem } from "pmi-rating/tables";
import { computeContentHashes } from "pmi-rating/tables";
import { sha256Hex } from "pmi-rating/node";
import type { ParsedTables } from "pmi-rating";
import type { ParsedVersion } from "pmi-rating/tables";
import { readTablesFolder } from "pmi-rating/node";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";

/** A version named on the command line, as read: its files, its content hash, and how to call it. */
export interface VersionArgument {
  readonly label: string;
  readonly version: ParsedVersion;
  readonly hash: string;
  /** Every version of the tables it belongs to (an impact or a solve prices with them). */
  readonly tables: ParsedTables;
  /** The tables folder it was read from; absent for the shipped tables. */
  readonly directory?: string;
}

/**
 * Reads a version argument of `tables diff`, `solve` and `export`: the path of a version folder
 * (`proposed/2027.1`, read with its parent tables folder), or a version label (`2027.1`) of the
 * `--tables` folder, by default the tables shipped with pmi-rating. A folder whose files cannot
 * be parsed stops the command with every problem listed.
 *
 * @example
 * await readVersionArgument("2026.1", undefined); // the shipped 2026.1
 * await readVersionArgument("proposed/2027.1", undefined); // 2027.1 of ./proposed
 */
export async function readVersionArgument(argument: string, tablesDirectory: string | undefined): Promise<VersionArgument> {
  const isVersionFolder = existsSync(resolve(argument, "manifest.json")) && statSync(argument).isDirectory();
  const directory = isVersionFolder ? dirname(resolve(argument)) : tablesDirectory;
  const name = isVersionFolder ? basename(resolve(argument)) : argument;
  const tables = directory === undefined ? defaultTablesData : await readFolder(directory);
  const version = tables.versions.find((entry) => entry.directory === name);
  if (version === undefined) {
    const where = directory === undefined ? "the shipped tables" : `"${directory}"`;
    throw new CliError(
      `There is no version "${name}" in ${where}; its versions are ${tables.versions.map((entry) => entry.directory).join(", ")} (give a version label, or the path of a version folder such as tables/2027.1)`,
      EXIT_CODES.inputProblem,
    );
  }
  return { label: isVersionFolder ? argument : name, version, hash: tables.hashes.byVersion[name] ?? "", tables, ...(directory === undefined ? {} : { directory }) };
}

async function readFolder(directory: string): Promise<ParsedTables> {
  if (!existsSync(directory)) throw new CliError(`Cannot read tables folder "${directory}": no such file or folder`, EXIT_CODES.inputProblem);
  const { parsed, problems } = await readTablesFolder(directory);
  if (problems.length > 0) {
    throw new CliError(
      `The tables in "${directory}" cannot be read: ${problems.length} problem${problems.length === 1 ? "" : "s"}:`,
      EXIT_CODES.inputProblem,
      problems.map((problem) => `  ${formatTableProblem(problem)}\n`).join(""),
      problems,
    );
  }
  return { ...parsed, hashes: computeContentHashes(parsed, sha256Hex) };
}
