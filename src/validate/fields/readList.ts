import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { describeAbsence } from "./readText.js";

export interface ListOptions {
  /** Absent is REQUIRED and empty is EMPTY_LIST. */
  readonly required?: boolean;
  /** More items than this is TOO_MANY_ITEMS, and the items are not examined. */
  readonly maxItems: number;
  /** What one item is, for messages ("member", "option"). */
  readonly itemName: string;
}

/**
 * Reads a list field. An optional list may be absent, null or empty.
 *
 * @example
 * readList(sent, problems, pointer, "member", { required: true, maxItems: 50, itemName: "member" }); // [...]
 */
export function readList(sent: unknown, problems: ProblemCollector, pointer: string, name: string, options: ListOptions): readonly unknown[] | undefined {
  const required = options.required === true;
  if (sent === undefined || sent === null || (typeof sent === "string" && sent.trim() === "")) {
    if (required) problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required (a list of at least one ${options.itemName}) and was ${describeAbsence(sent)}.`);
    return undefined;
  }
  if (!Array.isArray(sent)) {
    problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a list of ${options.itemName} objects; received ${describeValue(sent)}.`);
    return undefined;
  }
  if (required && sent.length === 0) {
    problems.issue(`${pointer}/${name}`, "EMPTY_LIST", `${name} must hold at least one ${options.itemName}; received an empty list.`);
    return undefined;
  }
  if (sent.length > options.maxItems) {
    problems.issue(`${pointer}/${name}`, "TOO_MANY_ITEMS", `${name} may hold at most ${options.maxItems} items; received ${sent.length}. Its items were not checked.`);
    return undefined;
  }
  return sent as readonly unknown[];
}
