import type { IssueCode } from "../../model/issue.js";
import { type ValidateOptions, validateQuoteRequest } from "../validateQuoteRequest.js";

/** The issues of a request as `{ code, path }` pairs (messages are checked separately), [] when valid. */
export function issuesOf(input: unknown, options?: ValidateOptions): { code: IssueCode; path: string }[] {
  const result = validateQuoteRequest(input, options);
  return result.success ? [] : result.issues.map(({ code, path }) => ({ code, path }));
}
