import type { Issue } from "../model/issue.js";

/**
 * Reads an optional closed-vocabulary text field of a look-up question, compared without
 * regard to case like the quote's fields; a problem at `/<name>` (`INVALID_VALUE`) when it is
 * not one of `choices`.
 *
 * @example
 * readChoiceOf({ uwType: "cme" }, "uwType", ["FMU", "CME"], issues); // "CME"
 */
export function readChoiceOf<T extends string>(query: object, name: string, choices: readonly T[], issues: Issue[]): T | undefined {
  const value: unknown = (query as Record<string, unknown>)[name];
  if (value === undefined || value === null) return undefined;
  const found = typeof value === "string" ? choices.find((choice) => choice.toLowerCase() === value.trim().toLowerCase()) : undefined;
  if (found === undefined) {
    issues.push({ path: `/${name}`, code: "INVALID_VALUE", message: `${name} must be one of ${choices.join(", ")}; received ${JSON.stringify(value) ?? typeof value}.` });
  }
  return found;
}
