import { hasControlCharacter, isLongerThan } from "../model/wire/textBounds.js";
import type { ProblemError } from "./problemDetails.js";

/** The look-up question read from a query string, or every problem with the query. */
export type LookupQuery = { readonly ok: true; readonly values: Record<string, string | number> } | { readonly ok: false; readonly errors: readonly ProblemError[] };

/**
 * Reads a look-up's query parameters: each at most once, only the names the operation takes
 * (a misspelt name would otherwise be ignored and the answer silently wrong), the `numeric`
 * ones as whole numbers; an empty value is the same as an absent one. A text parameter that is
 * a text field of the request (`textLengths`, its `maxLength`) has that field's bounds: at most
 * so many characters as sent, and no control character (src/model/wire/textBounds.ts). Problems
 * are `INVALID_QUERY_PARAMETER`, every one at once.
 *
 * @example
 * readLookupQuery(new URLSearchParams("uwType=CME&memberYearsClaimFree=2"), ["uwType", "memberYearsClaimFree"], ["memberYearsClaimFree"]);
 * // { ok: true, values: { uwType: "CME", memberYearsClaimFree: 2 } }
 */
export function readLookupQuery(
  query: URLSearchParams,
  names: readonly string[],
  numeric: readonly string[],
  textLengths: Readonly<Record<string, number>> = {},
): LookupQuery {
  const errors: ProblemError[] = [];
  const values: Record<string, string | number> = {};
  const seen = new Set<string>();
  for (const [name, raw] of query) {
    if (!names.includes(name)) {
      if (!seen.has(name))
        errors.push({
          parameter: name,
          code: "INVALID_QUERY_PARAMETER",
          message: `${name.slice(0, 100)} is not a parameter of this operation; it takes ${names.join(", ")}.`,
        });
      seen.add(name);
      continue;
    }
    if (seen.has(name)) {
      errors.push({ parameter: name, code: "INVALID_QUERY_PARAMETER", message: `${name} may be given once.` });
      continue;
    }
    seen.add(name);
    const value = raw.trim();
    if (value === "") continue;
    const most = textLengths[name];
    if (most !== undefined && isLongerThan(raw, most)) {
      errors.push({ parameter: name, code: "INVALID_QUERY_PARAMETER", message: `${name} may hold at most ${most} characters.` });
    } else if (most !== undefined && hasControlCharacter(raw)) {
      errors.push({ parameter: name, code: "INVALID_QUERY_PARAMETER", message: `${name} must not hold control characters (such as a tab, a line break or ESC).` });
    } else if (!numeric.includes(name)) {
      values[name] = value;
    } else if (/^[+-]?\d{1,10}$/.test(value)) {
      values[name] = Number(value);
    } else {
      errors.push({ parameter: name, code: "INVALID_QUERY_PARAMETER", message: `${name} must be a whole number; received "${value.slice(0, 50)}".` });
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}
