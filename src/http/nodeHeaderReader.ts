import type { HeaderReader } from "./httpExchange.js";

/** A header name the Fetch standard accepts (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** HTTP whitespace `Headers` strips from both ends of a value. */
const OUTER_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
/** What `Headers` refuses inside a value: NUL, CR, LF, and anything not a byte (node:http gives latin1 text, so never). */
const FORBIDDEN_IN_VALUE = /[\0\n\r\u0100-\uffff]/;

/** Whether a value starts or ends with HTTP whitespace (rare: node:http trims it), so that most values skip the replace. */
function hasOuterWhitespace(value: string): boolean {
  if (value === "") return false;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  return first === 9 || first === 10 || first === 13 || first === 32 || last === 9 || last === 10 || last === 13 || last === 32;
}

/**
 * A node:http request's headers (`rawHeaders`, name and value in turn) read exactly as a
 * `Headers` built from them by appending each would read them: names case-insensitive, values
 * stripped of outer HTTP whitespace, repeated headers joined by ", ", HTTP/2 pseudo-headers
 * left out. Undefined when `Headers` would refuse one of them: such a request takes the
 * standard path, where the Fetch standard's own rules decide.
 *
 * @example
 * nodeHeaderReader(["Correlation-ID", " c-1 ", "X-A", "1", "x-a", "2"])?.get("x-a"); // "1, 2"
 */
export function nodeHeaderReader(rawHeaders: readonly string[]): HeaderReader | undefined {
  const byName = new Map<string, string>();
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!;
    if (name.startsWith(":")) continue; // HTTP/2 pseudo-headers are not headers
    const sent = rawHeaders[index + 1]!;
    const value = hasOuterWhitespace(sent) ? sent.replace(OUTER_WHITESPACE, "") : sent;
    if (!TOKEN.test(name) || FORBIDDEN_IN_VALUE.test(value)) return undefined;
    const key = name.toLowerCase();
    const earlier = byName.get(key);
    byName.set(key, earlier === undefined ? value : `${earlier}, ${value}`);
  }
  return { get: (name) => byName.get(name.toLowerCase()) ?? null };
}
