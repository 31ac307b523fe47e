import type { JsonValue } from "./types.js";

/**
 * Returns a golden file's content with `expected` replaced, every other key kept in its place
 * (a new `expected` goes right after `request`), so that re-recording a case changes nothing
 * but the answer in the file's diff.
 *
 * @example
 * withExpected({ description: "d", request: {}, expected: { a: 1 }, workings: [] }, { a: 2 });
 * // { description: "d", request: {}, expected: { a: 2 }, workings: [] }
 */
export function withExpected(file: { readonly [key: string]: unknown }, expected: JsonValue): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const hasExpected = Object.hasOwn(file, "expected");
  for (const [key, value] of Object.entries(file)) {
    result[key] = key === "expected" ? expected : value;
    if (!hasExpected && key === "request") result["expected"] = expected;
  }
  if (!Object.hasOwn(result, "expected")) result["expected"] = expected;
  return result;
}
