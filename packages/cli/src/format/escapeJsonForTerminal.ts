/**
 * The characters `JSON.stringify` leaves as they are that a terminal may act on: DEL, the C1
 * controls (U+0080–U+009F), the bidirectional overrides and isolates, and the line and paragraph
 * separators U+2028 and U+2029 (`JSON.stringify` already escapes U+0000–U+001F).
 */
const LEFT_BY_STRINGIFY = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/**
 * A JSON text made safe to print on a terminal without changing what it means: each such
 * character (it can only stand inside a string) becomes its `\uXXXX` escape, so a program
 * parsing the output reads exactly the stored value.
 *
 * @example
 * escapeJsonForTerminal(JSON.stringify({ id: "a\u009b\u202eb" })); // '{"id":"a\\u009b\\u202eb"}'
 */
export function escapeJsonForTerminal(json: string): string {
  return json.replace(LEFT_BY_STRINGIFY, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
