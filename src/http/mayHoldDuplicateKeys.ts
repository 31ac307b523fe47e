import { parsedJsonShape } from "./parsedJsonShape.js";

/**
 * Whether a JSON text may give a key twice in one object, given the value `JSON.parse` made of
 * it. `JSON.parse` keeps the last of two equal keys silently, so the parsed value has fewer
 * own keys than the text has members exactly when some object repeats a key: the members
 * written in the text (every string followed by a colon) are counted in one linear pass, the
 * keys of the value in another, and only a text whose counts differ needs the slower search
 * that names each duplicate (`findDuplicateJsonKeys`). The text must be one `JSON.parse`
 * accepted: then every `"` outside a string opens one, so the scan never starts inside a string.
 *
 * @example
 * mayHoldDuplicateKeys('{"a":1,"b":2}', { a: 1, b: 2 }); // false
 * mayHoldDuplicateKeys('{"a":1,"a":2}', { a: 2 }); // true
 */
export function mayHoldDuplicateKeys(text: string, value: unknown, keysParsed?: number): boolean {
  return countMembersWritten(text) !== (keysParsed ?? parsedJsonShape(value).keys);
}

/** Members written in a valid JSON text: every string token directly followed by a colon. */
function countMembersWritten(text: string): number {
  // In a valid text every `"` met here opens a string. Its closing quote is the next `"` that
  // is not escaped (preceded by an even number of backslashes): found with indexOf, which scans
  // far faster than a loop over every character of the string; a colon after it makes it a key.
  // Nothing is allocated.
  let members = 0;
  for (let open = text.indexOf('"'); open !== -1;) {
    let close = text.indexOf('"', open + 1);
    while (close !== -1 && isEscaped(text, close)) close = text.indexOf('"', close + 1);
    if (close === -1) break;
    let index = close + 1;
    let next = text.charCodeAt(index);
    while (next === SPACE || next === TAB || next === LINE_FEED || next === CARRIAGE_RETURN) next = text.charCodeAt(++index);
    if (next === COLON) members += 1;
    open = text.indexOf('"', index);
  }
  return members;
}

/** Whether the quote at `index` is escaped: an odd run of backslashes before it. */
function isEscaped(text: string, index: number): boolean {
  let backslashes = 0;
  for (let before = index - 1; text.charCodeAt(before) === BACKSLASH; before -= 1) backslashes += 1;
  return backslashes % 2 === 1;
}

const BACKSLASH = 92;
const COLON = 58;
const SPACE = 32;
const TAB = 9;
const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;
