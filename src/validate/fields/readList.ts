import { describeValue } from "../describeValue.js";
import { describeAbsence } from "./readText.js";
import type { RecordReader } from "./RecordReader.js";

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
 * readList(reader, "member", { required: true, maxItems: 50, itemName: "member" }); // [...]
 */
export function readList(reader: RecordReader, name: string, options: ListOptions): readonly unknown[] | undefined {
  const value = reader.value(name);

  const required = options.required === true;
  if (value === undefined || value === null || (typeof value === "string" && value.trim() === "")) {
    if (required)
      reader.problems.issue(reader.path(name), "REQUIRED", `${name} is required (a list of at least one ${options.itemName}) and was ${describeAbsence(value)}.`);
    return undefined;
  }
  if (!Array.isArray(value)) {
    reader.problems.issue(reader.path(name), "INVALID_TYPE", `${name} must be a list of ${options.itemName} objects; received ${describeValue(value)}.`);
    return undefined;
  }
  if (required && value.length === 0) {
    reader.problems.issue(reader.path(name), "EMPTY_LIST", `${name} must hold at least one ${options.itemName}; received an empty list.`);
    return undefined;
  }
  if (value.length > options.maxItems) {
    reader.problems.issue(
      reader.path(name),
      "TOO_MANY_ITEMS",
      `${name} may hold at most ${options.maxItems} items; received ${value.length}. Its items were not checked.`,
    );
    return undefined;
  }
  return value as readonly unknown[];
}
