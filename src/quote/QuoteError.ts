import type { Issue } from "../model/issue.js";

/**
 * Thrown by `quote()` when the request cannot be priced; carries every problem found, the same
 * list `safeQuote()` returns.
 *
 * @example
 * try { quote(request, tables); } catch (error) {
 *   if (error instanceof QuoteError) console.log(error.issues.map((issue) => issue.code));
 * }
 */
export class QuoteError extends Error {
  override readonly name = "QuoteError";
  readonly issues: readonly Issue[];

  constructor(issues: readonly Issue[]) {
    const [first] = issues;
    const summary = first === undefined ? "no detail" : `${first.code} at ${first.path || "(request)"}: ${first.message}`;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
    super(`The quotation request cannot be priced: ${summary}${more}`);
    this.issues = Object.freeze([...issues]);
  }
}
