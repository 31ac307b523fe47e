import { escapeJsonForTerminal } from "./escapeJsonForTerminal.js";

/** What a failed command says, as `formatCliErrorJson` prints it. */
export interface CliErrorReport {
  readonly message: string;
  readonly exitCode: number;
  /** "input" (a file, request, tables or check was wrong), "usage" (the command line) or "internal" (a defect to report). */
  readonly kind: "input" | "usage" | "internal";
  /** The problems as data: request issues `{ path, code, message }` or table problems `{ file, row, column, code, message }`. */
  readonly problems?: readonly object[];
}

/**
 * A command's failure as one JSON document (and a final newline), for `--json` runs: CI and
 * scripts then read a failure the same way as a success, from standard output, instead of
 * scraping a sentence from standard error.
 *
 * @example
 * formatCliErrorJson({ message: 'Cannot read "x.json": no such file', exitCode: 1, kind: "input" });
 * // '{\n  "error": {\n    "message": "Cannot read \\"x.json\\": no such file",\n    "exitCode": 1,\n    "kind": "input"\n  }\n}\n'
 */
export function formatCliErrorJson(report: CliErrorReport): string {
  return `${escapeJsonForTerminal(JSON.stringify({ error: report }, null, 2))}\n`;
}
