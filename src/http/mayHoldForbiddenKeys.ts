/**
 * Whether a JSON text can hold a key `findForbiddenJsonKeys` refuses. Such a key is
 * `__proto__`, or `prototype` under `constructor`: written plainly, the text contains that
 * word; written with escapes (`"\u005f_proto__"`), it contains a backslash. A text with
 * neither word and no backslash cannot hold one, so the walk over the parsed value (a visit
 * per value of every request) is skipped for it; any other text is walked as before. The
 * differential property test in parseRequestJson.test.ts pins the two together.
 *
 * @example
 * mayHoldForbiddenKeys('{"a":1}'); // false
 * mayHoldForbiddenKeys('{"\\u005f_proto__":1}'); // true
 */
export function mayHoldForbiddenKeys(text: string): boolean {
  return text.includes("\\") || text.includes("__proto__") || text.includes("prototype");
}
