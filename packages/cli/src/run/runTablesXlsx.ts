import { readFile, stat, writeFile } from "node:fs/promises";
import { compileTables } from "pmi-rating";
import { capTableProblems, formatTableProblem } from "pmi-rating/tables";
import { computeContentHashes } from "pmi-rating/tables";
import { sha256Hex } from "pmi-rating/node";
import type { TableProblem } from "pmi-rating/tables";
import { exportVersionWorkbook, IPT_SHEET, PREMIUM_TAX_SHEET, TAX_TERRITORIES_SHEET } from "../xlsx/exportVersionWorkbook.js";
import { importVersionWorkbook } from "../xlsx/importVersionWorkbook.js";
import { WORKBOOK_LIMITS } from "../xlsx/workbookLimits.js";
import { writeTablesFolder } from "@pmi-rating/rate-change/node";
import { CliError } from "../CliError.js";
import { EXIT_CODES } from "../exitCodes.js";
import { describeFileError } from "../readTextInput.js";
import { tablesSignOffNotice } from "../signOff/tablesSignOffNotice.js";
import { readVersionArgument } from "../tables/readVersionArgument.js";

/** What `pmi-rating tables export V --xlsx FILE` does once its command line is parsed. */
export async function runTablesExport(versionArgument: string, options: { xlsx: string; tables?: string }): Promise<void> {
  const version = await readVersionArgument(versionArgument, options.tables);
  const bytes = await exportVersionWorkbook(version.version, version.tables);
  try {
    await writeFile(options.xlsx, bytes);
  } catch (error) {
    throw new CliError(`Cannot write "${options.xlsx}": ${describeFileError(error)}`);
  }
  const tables = Object.keys(version.version.files).length;
  const shared = [
    ...(version.tables.ipt === undefined ? [] : [IPT_SHEET]),
    ...(version.tables.taxTerritories === undefined ? [] : [TAX_TERRITORIES_SHEET]),
    ...(version.tables.premiumTax === undefined ? [] : [PREMIUM_TAX_SHEET]),
  ];
  process.stdout.write(
    `✔ Wrote ${options.xlsx}: version ${version.version.directory} (hash ${version.hash.slice(0, 12)}…), ${1 + tables + shared.length} sheets (${["manifest", `${tables} tables`, ...shared].join(", ")})\n`,
  );
}

/** What `pmi-rating tables import FILE --out DIR` does once its command line is parsed. */
export async function runTablesImport(file: string, options: { out: string }): Promise<void> {
  let bytes: Uint8Array;
  try {
    // Not read at all when over the limit (importVersionWorkbook checks the bytes again, and the rest).
    const { size } = await stat(file);
    if (size > WORKBOOK_LIMITS.fileBytes)
      throw problemsError(file, [
        { file: "workbook", code: "FILE_TOO_LARGE", message: `The workbook is over the limit of ${WORKBOOK_LIMITS.fileBytes} bytes for a tables workbook.` },
      ]);
    bytes = await readFile(file);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Cannot read "${file}": ${describeFileError(error)}`);
  }
  const imported = await importVersionWorkbook(bytes);
  if (imported.version === undefined) throw problemsError(file, imported.problems);
  const parsed = {
    versions: [imported.version],
    ...(imported.ipt === undefined ? {} : { ipt: imported.ipt }),
    ...(imported.taxTerritories === undefined ? {} : { taxTerritories: imported.taxTerritories }),
    ...(imported.premiumTax === undefined ? {} : { premiumTax: imported.premiumTax }),
  };
  await writeTablesFolder(options.out, parsed);
  const hashes = computeContentHashes(parsed, sha256Hex);
  const compiled = compileTables({ ...parsed, hashes });
  // The checks of tables check, their files named as the sheets the actuary edits.
  const checkProblems = compiled.success ? [] : compiled.problems.map((problem) => ({ ...problem, file: sheetOf(problem.file) }));
  const problems = capTableProblems([...imported.problems, ...checkProblems]);
  if (problems.length > 0) throw problemsError(file, problems, options.out);
  process.stdout.write(`✔ Wrote ${options.out}: version ${imported.version.directory}, content hash ${hashes.byVersion[imported.version.directory]}\n`);
  // An edited approved version no longer matches its approval (tables check fails until it is approved again); a draft is analysis only.
  if (compiled.success) process.stderr.write(tablesSignOffNotice(compiled.tables.versions, JSON.stringify(options.out)));
}

function sheetOf(path: string): string {
  const name = path.split("/").at(-1) ?? path;
  return `sheet ${name === "manifest.json" ? "manifest" : name.replace(/\.csv$/, "")}`;
}

function problemsError(file: string, problems: readonly TableProblem[], written?: string): CliError {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return new CliError(
    `The workbook "${file}" has ${count}${written === undefined ? "" : ` (the CSV files are written to ${written} as read)`}:`,
    EXIT_CODES.inputProblem,
    problems.map((problem) => `  ${formatTableProblem(problem)}\n`).join(""),
    problems,
  );
}
