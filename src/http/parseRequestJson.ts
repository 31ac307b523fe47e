import { REQUEST_LIMITS } from "../model/limits.js";
import { findForbiddenJsonKeys } from "./findForbiddenJsonKeys.js";
import { duplicateKeysOfParsedJson } from "./duplicateKeysOfParsedJson.js";
import { parsedJsonShape } from "./parsedJsonShape.js";
import { mayHoldForbiddenKeys } from "./mayHoldForbiddenKeys.js";
import type { ProblemError } from "./problemDetails.js";

/** The parsed body, or why it cannot be used. */
export type ParsedJson =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly code: "MALFORMED_JSON" | "FORBIDDEN_JSON_KEY" | "DUPLICATE_JSON_KEY";
      readonly detail: string;
      readonly errors?: readonly ProblemError[];
    };

/**
 * Where JSON.parse stopped, as "line L, column C", from the position some engines put in their
 * message. The engine's message itself is not passed on: it quotes the body, which holds
 * personal data.
 */
function whereParsingStopped(text: string, error: unknown): string {
  const position = /position (\d+)/.exec(error instanceof Error ? error.message : "")?.[1];
  if (position === undefined) return "";
  const before = text.slice(0, Number(position));
  const line = before.split("\n").length;
  const column = Number(position) - before.lastIndexOf("\n");
  return ` (line ${line}, column ${column})`;
}

/**
 * Parses a request body as JSON, refuses a body nested deeper than `REQUEST_LIMITS.jsonDepth`
 * (a stored record must be writable back out), and refuses prototype-poisoning keys (`__proto__`,
 * `constructor.prototype`) and keys given twice in one object (which `JSON.parse` would
 * resolve silently to the last), wherever they are, naming each by its JSON pointer (the
 * first 20, then a count of the rest).
 *
 * @example
 * parseRequestJson('{"a":1}'); // { ok: true, value: { a: 1 } }
 * parseRequestJson('{"a":').ok; // false, code MALFORMED_JSON
 * parseRequestJson('{"a":1,"a":2}').ok; // false, code DUPLICATE_JSON_KEY, pointer "/a"
 */
export function parseRequestJson(text: string): ParsedJson {
  if (text.trim() === "") {
    return { ok: false, code: "MALFORMED_JSON", detail: "The body is empty; send the quotation request as a JSON object." };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, code: "MALFORMED_JSON", detail: `The body is not valid JSON${whereParsingStopped(text, error)}.` };
  }
  // One walk of the value for its depth and its keys (the duplicate-key test below reads them).
  const shape = parsedJsonShape(value, REQUEST_LIMITS.jsonDepth);
  if (shape.tooDeep) {
    return {
      ok: false,
      code: "MALFORMED_JSON",
      detail: `The body nests objects and arrays more than ${REQUEST_LIMITS.jsonDepth} levels deep; a quotation request needs 8: send the request without the deeper values.`,
    };
  }
  const forbidden = mayHoldForbiddenKeys(text) ? findForbiddenJsonKeys(value) : [];
  if (forbidden.length > 0) {
    return {
      ok: false,
      code: "FORBIDDEN_JSON_KEY",
      detail: "The body contains keys that are refused for safety (__proto__, constructor.prototype).",
      errors: forbidden.map((pointer) => ({
        pointer,
        code: "FORBIDDEN_JSON_KEY",
        message: `The key "${pointer.slice(pointer.lastIndexOf("/") + 1)}" is not allowed in a request; remove it.`,
      })),
    };
  }
  const duplicates = duplicateKeysOfParsedJson(text, value, REPORTED_DUPLICATES, shape.keys);
  if (duplicates.count > 0) {
    const errors: ProblemError[] = duplicates.pointers.map((pointer) => ({
      pointer,
      code: "DUPLICATE_JSON_KEY",
      message: `The key "${pointer.slice(pointer.lastIndexOf("/") + 1)}" is given more than once in the same object; send it once.`,
    }));
    const unreported = duplicates.count - duplicates.pointers.length;
    if (unreported > 0) {
      errors.push({ pointer: "", code: "DUPLICATE_JSON_KEY", message: `And ${unreported} more keys given more than once, not listed.` });
    }
    return {
      ok: false,
      code: "DUPLICATE_JSON_KEY",
      detail: "The body gives a key more than once in the same object; JSON does not say which one counts, so the request is refused.",
      errors,
    };
  }
  return { ok: true, value };
}

/** Duplicate keys named one by one in a refusal; the rest are counted. */
const REPORTED_DUPLICATES = 20;
