import type { IssueCode } from "pmi-rating";
import { type ValidateOptions, validateQuoteRequest } from "pmi-rating";

/** The issues of a request as `{ code, path }` pairs (messages are checked separately), [] when valid. */
export function issuesOf(input: unknown, options?: ValidateOptions): { code: IssueCode; path: string }[] {
  const result = validateQuoteRequest(input, options);
  return result.success ? [] : result.issues.map(({ code, path }) => ({ code, path }));
}
