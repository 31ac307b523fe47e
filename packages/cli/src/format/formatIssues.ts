import type { Colors } from "./colors.js";
import { escapeControlCharacters } from "./escapeControlCharacters.js";

/**
 * Every problem of a request, one per line: where (JSON pointer), the stable code, and the
 * sentence to act on. The whole request is the pointer "" and prints as "(request)".
 *
 * @example
 * formatIssues([{ path: "/individualHealthCarePolicy/quote/productName", code: "UNSUPPORTED_PRODUCT", message: "..." }], colors);
 * // "  ✖ /individualHealthCarePolicy/quote/productName  UNSUPPORTED_PRODUCT  ...\n"
 */
/** A problem or a warning as the library reports it. */
export interface Reported {
  readonly path: string;
  readonly code: string;
  readonly message: string;
}

export function formatIssues(issues: readonly Reported[], colors: Colors): string {
  return issues
    .map(
      (issue) =>
        `  ${colors.red("✖")} ${issue.path === "" ? "(request)" : escapeControlCharacters(issue.path)}  ${colors.bold(issue.code)}  ${escapeControlCharacters(issue.message)}\n`,
    )
    .join("");
}

/** Warnings returned with a quote, in the same layout. */
export function formatWarnings(warnings: readonly Reported[], colors: Colors): string {
  return warnings
    .map(
      (warning) =>
        `  ${colors.yellow("!")} ${warning.path === "" ? "(request)" : escapeControlCharacters(warning.path)}  ${colors.bold(warning.code)}  ${escapeControlCharacters(warning.message)}\n`,
    )
    .join("");
}
