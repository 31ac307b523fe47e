import type { Issue, IssueCode, Warning, WarningCode } from "../model/issue.js";
import { REQUEST_LIMITS } from "../model/limits.js";

/**
 * Stands in the list for every problem past those an answer lists: it keeps the count (the
 * readers compare `issues.length` before and after a field, and the answer says how many more
 * there were) without keeping thousands of objects a hostile body would make the run allocate.
 */
const PROBLEM_NOT_LISTED: Issue = Object.freeze({ path: "", code: "TOO_MANY_PROBLEMS", message: "" });

/**
 * Collects the problems of one validation run. Checks add to it and carry on, so that a
 * request breaking five rules reports five issues.
 *
 * It also remembers, for this run only, which fields of which objects of the request were
 * found broken (`markBroken`), so that each table check can tell in constant time whether
 * the fields it reads are sound (`isBroken`), and the length sent of a list whose items were
 * not all objects (`sentLength`). Both are made on the first problem: a sound request costs
 * nothing here.
 *
 * Past `listedLimit` problems (default `REQUEST_LIMITS.problems`, the most an answer lists) a
 * problem is counted, not kept: `issues` holds the first ones, then one shared placeholder per
 * problem, which the caller cuts off with the count of the rest (validateQuoteRequest's cap).
 */
export class ProblemCollector {
  readonly issues: Issue[] = [];
  readonly warnings: Warning[] = [];
  private broken: Map<object, Set<string>> | undefined;
  private sentLengths: Map<object, Map<string, number>> | undefined;

  constructor(private readonly listedLimit: number = REQUEST_LIMITS.problems) {}

  issue(path: string, code: IssueCode, message: string): void {
    this.issues.push(this.issues.length < this.listedLimit ? { path, code, message } : PROBLEM_NOT_LISTED);
  }

  warning(path: string, code: WarningCode, message: string): void {
    this.warnings.push({ path, code, message });
  }

  /** Records that `field` of the object read into `draft` is broken (a problem was reported on it, or on the whole object with `*`). */
  markBroken(draft: object, field: string): void {
    this.broken ??= new Map();
    let fields = this.broken.get(draft);
    if (fields === undefined) {
      fields = new Set();
      this.broken.set(draft, fields);
    }
    fields.add(field);
  }

  /** Whether `field` of the object read into `draft`, or the whole object, was found broken. */
  isBroken(draft: object, field: string): boolean {
    const fields = this.broken?.get(draft);
    return fields !== undefined && (fields.has(field) || fields.has("*"));
  }

  /** Records the number of items sent in a list of which some were not objects (and so were left out of `draft[field]`). */
  recordSentLength(draft: object, field: string, length: number): void {
    this.sentLengths ??= new Map();
    let lengths = this.sentLengths.get(draft);
    if (lengths === undefined) {
      lengths = new Map();
      this.sentLengths.set(draft, lengths);
    }
    lengths.set(field, length);
  }

  /** The number of items sent in the list `draft[field]` (objects or not), or undefined when the list itself was unreadable. */
  sentLength(draft: object, field: string): number | undefined {
    const recorded = this.sentLengths?.get(draft)?.get(field);
    if (recorded !== undefined) return recorded;
    const items = (draft as Record<string, unknown>)[field];
    return Array.isArray(items) && !this.isBroken(draft, field) ? items.length : undefined;
  }
}
