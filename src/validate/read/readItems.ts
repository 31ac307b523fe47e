import { describeValue } from "../describeValue.js";
import { type ListOptions, readList } from "../fields/readList.js";
import { isRecord, RecordReader } from "../fields/RecordReader.js";

export interface ReadItems<T> {
  /** The items that were objects, read; undefined when the list itself was unreadable. */
  readonly items?: T[];
  /** Number of items sent; undefined when the list itself was unreadable. */
  readonly count?: number;
}

/**
 * Reads a list of objects: the list with `readList`, then each object with `readItem`.
 * An item that is not an object is INVALID_TYPE and left out.
 */
export function readItems<T>(
  reader: RecordReader,
  name: string,
  options: ListOptions,
  readItem: (itemReader: RecordReader) => T,
): ReadItems<T> {
  const list = readList(reader, name, options);
  if (list === undefined) return {};
  const items: T[] = [];
  list.forEach((item, index) => {
    const path = reader.path(name) + "/" + String(index);
    if (!isRecord(item)) {
      reader.problems.issue(path, "INVALID_TYPE", `Each item of ${name} must be a ${options.itemName} object; item ${index} is ${describeValue(item)}.`);
      return;
    }
    items.push(readItem(new RecordReader(item, path, reader.problems)));
  });
  return { items, count: list.length };
}
