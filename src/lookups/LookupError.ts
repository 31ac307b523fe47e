import type { Issue } from "../model/issue.js";

/**
 * Thrown by `expectedNcdLevel()` and `eligibleIncentives()` when the question cannot be
 * answered; carries every problem found, the same list their `safe` forms return.
 *
 * @example
 * try { expectedNcdLevel({ uwType: "XYZ" }, tables, "2026-03-01"); } catch (error) {
 *   if (error instanceof LookupError) console.log(error.issues.map((issue) => issue.code)); // ["INVALID_VALUE"]
 * }
 */
export class LookupError extends Error {
  override readonly name = "LookupError";
  readonly issues: readonly Issue[];

  constructor(issues: readonly Issue[]) {
    const [first] = issues;
    const summary = first === undefined ? "no detail" : `${first.code} at ${first.path || "(query)"}: ${first.message}`;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
    super(`The look-up cannot be answered: ${summary}${more}`);
    this.issues = Object.freeze([...issues]);
  }
}
