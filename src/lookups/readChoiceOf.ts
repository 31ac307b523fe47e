import type { Issue } from "../model/issue.js";
import type { ChoiceField } from "../model/wire/fieldKinds.js";
import { matchChoice } from "../validate/fields/readChoice.js";

/**
 * Reads an optional closed-vocabulary parameter of a look-up question with the quote's own
 * matching (`matchChoice`: case, and unless the field says otherwise spaces, hyphens and
 * underscores, do not matter); a problem at `/<name>` (`INVALID_VALUE`) when it is not one of
 * the field's values.
 *
 * @example
 * readChoiceOf({ uwType: "cme" }, uwTypeField, issues); // "CME"
 */
export function readChoiceOf(query: object, field: ChoiceField, issues: Issue[]): string | undefined {
  const value: unknown = (query as Record<string, unknown>)[field.name];
  if (value === undefined || value === null) return undefined;
  const found = typeof value === "string" ? matchChoice(value, field.values, field) : undefined;
  if (found === undefined) {
    issues.push({
      path: `/${field.name}`,
      code: "INVALID_VALUE",
      message: `${field.name} must be one of ${field.values.join(", ")}; received ${JSON.stringify(value) ?? typeof value}.`,
    });
  }
  return found;
}
