/**
 * Stable codes of the problems a tables folder can have. A program may branch on them; the
 * message is for the person editing the file.
 */
export const TABLE_PROBLEM_CODES = [
  "MISSING_FILE",
  "UNKNOWN_FILE",
  "CSV_SYNTAX",
  "INVALID_JSON",
  "DUPLICATE_KEY",
  "FILE_TOO_LARGE",
  "IMPLAUSIBLE_VALUE",
  "INVALID_MANIFEST",
  "MISSING_COLUMN",
  "DUPLICATE_COLUMN",
  "TOO_MANY_VALUES",
  "REQUIRED_VALUE",
  "INVALID_NUMBER",
  "NOT_POSITIVE",
  "NEGATIVE",
  "NOT_INTEGER",
  "INVALID_DATE",
  "INVALID_VALUE",
  "DUPLICATE_ENTRY",
  "MISSING_ENTRY",
  "AGE_BAND_OVERLAP",
  "AGE_BAND_GAP",
  "AGE_OUTSIDE_LIMITS",
  "UNKNOWN_BAND",
  "UNKNOWN_OPTION",
  "OPTION_MISMATCH",
  "INVALID_RANGE",
  "OUT_OF_ORDER",
  "VERSION_MISMATCH",
  "NO_VERSIONS",
  "APPROVAL_OUTDATED",
  "VERSION_NOT_APPROVED",
  "TOO_MANY_PROBLEMS",
  "NOT_A_FILE",
  "LINK_OUTSIDE_FOLDER",
] as const;
/** The stable code of a table problem (see docs/errors.md). */
export type TableProblemCode = (typeof TABLE_PROBLEM_CODES)[number];

/**
 * One thing wrong with the rating tables. `file` is relative to the tables folder
 * (`2026.1/base-rates.csv`, `ipt.csv`); `row` is the spreadsheet row (the header is row 1);
 * `column` is the header name (or the manifest key). In `manifest.json`, `row` is the line.
 */
export interface TableProblem {
  readonly file: string;
  readonly row?: number;
  readonly column?: string;
  readonly code: TableProblemCode;
  readonly message: string;
}
