import { duplicateKeysOfParsedJson } from "pmi-rating/http";
import { CliError } from "./CliError.js";

/**
 * Parses JSON read from a file, or fails with a message naming the file and, where the engine
 * says it, the position of the mistake. A key given twice in one object is refused with its
 * JSON pointer (code DUPLICATE_JSON_KEY), as the service refuses it: `JSON.parse` would keep
 * the last silently.
 *
 * @example
 * parseJsonInput('{"a":1}', "request.json"); // { a: 1 }
 */
export function parseJsonInput(text: string, source: string): unknown {
  const named = source === "-" ? "Standard input" : `"${source}"`;
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`${named} is not valid JSON: ${reason}`);
  }
  const duplicates = duplicateKeysOfParsedJson(text, value, 5);
  if (duplicates.count > 0) {
    const more = duplicates.count > duplicates.pointers.length ? ` and ${duplicates.count - duplicates.pointers.length} more` : "";
    throw new CliError(
      `${named} gives a key more than once in the same object (DUPLICATE_JSON_KEY at ${duplicates.pointers.join(", ")}${more}); JSON does not say which one counts, so give each key once.`,
    );
  }
  return value;
}
