import { findDuplicateJsonKeys, type DuplicateJsonKeys } from "./findDuplicateJsonKeys.js";
import { mayHoldDuplicateKeys } from "./mayHoldDuplicateKeys.js";

const NONE: DuplicateJsonKeys = Object.freeze({ pointers: Object.freeze([]), count: 0 });

/**
 * The keys given twice in one object of a JSON text that `JSON.parse` has already turned into
 * `value`: the cheap linear count first (`mayHoldDuplicateKeys`), and the search that names
 * them (`findDuplicateJsonKeys`, the first `limit`) only when the counts differ. Every reader of
 * a quotation request (the service, the command line, a book line of `impact`) refuses with it.
 * `keysParsed`: the value's keys when the caller has walked it already (`parsedJsonShape`).
 *
 * @example
 * duplicateKeysOfParsedJson('{"a":1,"a":2}', { a: 2 }); // { pointers: ["/a"], count: 1 }
 */
export function duplicateKeysOfParsedJson(text: string, value: unknown, limit = 20, keysParsed?: number): DuplicateJsonKeys {
  return mayHoldDuplicateKeys(text, value, keysParsed) ? findDuplicateJsonKeys(text, limit) : NONE;
}
