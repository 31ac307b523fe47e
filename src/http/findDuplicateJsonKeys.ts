import * as jsoncNamespace from "jsonc-parser";
import { toJsonPointer } from "../model/toJsonPointer.js";

// jsonc-parser ships a UMD build: its functions are named exports when required from CommonJS,
// but only the `default` export when Node's ESM loader imports it.
const jsonc: typeof jsoncNamespace =
  typeof (jsoncNamespace as { createScanner?: unknown }).createScanner === "function"
    ? jsoncNamespace
    : (jsoncNamespace as unknown as { default: typeof jsoncNamespace }).default;

// jsonc-parser's SyntaxKind is a const enum, which isolated modules cannot import: its values.
const OPEN_BRACE = 1;
const CLOSE_BRACE = 2;
const OPEN_BRACKET = 3;
const CLOSE_BRACKET = 4;
const COMMA = 5;
const COLON = 6;
const STRING = 10;
const EOF = 17;

/** An object or array the scan is inside: the keys seen so far, or the index reached. */
interface OpenValue {
  readonly keys: Set<string> | undefined;
  /** The current key of an object, or the index of the current item of an array. */
  at: string | number;
  expectingKey: boolean;
}

/** The keys given twice: the first `limit` of them as JSON pointers, and how many there are. */
export interface DuplicateJsonKeys {
  readonly pointers: readonly string[];
  readonly count: number;
}

/**
 * Every key given a second (or later) time in the same object of a JSON text: the first
 * `limit` as JSON pointers, in the order written, and the count of all of them. `JSON.parse`
 * keeps the last of equal keys silently, so a body such as
 * `{"productName":"Other","productName":"HrSol"}` could be read one way by this package and
 * another way by a gateway in front of it; such a text is refused instead. Keys are compared
 * after unescaping (`"\u0061"` is `"a"`), as `JSON.parse` compares them. One pass of
 * jsonc-parser's scanner with an explicit stack: linear in the text, no recursion, so a deeply
 * nested text cannot overflow the stack. Meant for a text `JSON.parse` accepted.
 *
 * @example
 * findDuplicateJsonKeys('{"a":{"b":1,"b":2}}'); // { pointers: ["/a/b"], count: 1 }
 * findDuplicateJsonKeys('{"a":1}'); // { pointers: [], count: 0 }
 */
export function findDuplicateJsonKeys(text: string, limit = 20): DuplicateJsonKeys {
  const pointers: string[] = [];
  let count = 0;
  const open: OpenValue[] = [];
  const scanner = jsonc.createScanner(text, true);
  const startValue = () => {
    const parent = open.at(-1);
    if (parent !== undefined && parent.keys === undefined) parent.at = (parent.at as number) + 1;
  };
  // Compared as numbers: the const enum's values are written above.
  for (let token: number = scanner.scan(); token !== EOF; token = scanner.scan()) {
    const current = open.at(-1);
    if (token === STRING && current?.keys !== undefined && current.expectingKey) {
      const key = scanner.getTokenValue();
      if (current.keys.has(key)) {
        count += 1;
        if (pointers.length < limit) pointers.push(toJsonPointer([...open.map((value) => value.at).slice(0, -1), key]));
      }
      current.keys.add(key);
      current.at = key;
      current.expectingKey = false;
    } else if (token === OPEN_BRACE || token === OPEN_BRACKET) {
      startValue();
      open.push(token === OPEN_BRACE ? { keys: new Set(), at: "", expectingKey: true } : { keys: undefined, at: -1, expectingKey: false });
    } else if (token === CLOSE_BRACE || token === CLOSE_BRACKET) {
      open.pop();
    } else if (token === COMMA) {
      if (current?.keys !== undefined) current.expectingKey = true;
    } else if (token !== COLON) {
      startValue();
    }
  }
  return { pointers, count };
}
