import * as jsoncNamespace from "jsonc-parser";
import type { TableProblem } from "../tableProblem.js";

// jsonc-parser ships a UMD build: its functions are named exports when required from CommonJS,
// but only the `default` export when Node's ESM loader imports it.
const jsonc: typeof jsoncNamespace =
  typeof (jsoncNamespace as { visit?: unknown }).visit === "function" ? jsoncNamespace : (jsoncNamespace as unknown as { default: typeof jsoncNamespace }).default;

/** A JSON file's value, or every problem found in it. */
export type ParseJsonResult = { readonly success: true; readonly value: unknown } | { readonly success: false; readonly problems: readonly TableProblem[] };

/**
 * Parses a tables JSON file (a manifest) as strict JSON that also refuses a key given twice in
 * one object, which `JSON.parse` silently resolves to the last value: a manifest with
 * `effectiveFrom` twice must not quietly take effect on the second date. jsonc-parser finds
 * the duplicates and syntax errors with their line; the value itself is `JSON.parse`'s.
 * Each problem names the file, the line (as `row`) and, for a duplicate, the key (as `column`).
 *
 * @example
 * parseJsonStrictly('{ "version": "1", "version": "2" }', "2026.1/manifest.json");
 * // { success: false, problems: [{ file: "2026.1/manifest.json", row: 1, column: "version", code: "DUPLICATE_KEY", ... }] }
 */
export function parseJsonStrictly(text: string, file: string): ParseJsonResult {
  const problems: TableProblem[] = [];
  const keysOfOpenObjects: Set<string>[] = [];
  jsonc.visit(
    text,
    {
      onObjectBegin: () => {
        keysOfOpenObjects.push(new Set());
      },
      onObjectEnd: () => {
        keysOfOpenObjects.pop();
      },
      onObjectProperty: (property, _offset, _length, startLine, _startCharacter, pathSupplier) => {
        const keys = keysOfOpenObjects.at(-1);
        if (keys === undefined) return;
        if (keys.has(property)) {
          const path = [...pathSupplier(), property].join(".");
          problems.push({
            file,
            row: startLine + 1,
            column: path,
            code: "DUPLICATE_KEY",
            message: `The key "${path}" is given twice; JSON keeps only one of them silently, so remove the one that is wrong.`,
          });
        }
        keys.add(property);
      },
      onError: (error, _offset, _length, startLine, startCharacter) => {
        problems.push({
          file,
          row: startLine + 1,
          code: "INVALID_JSON",
          message: `The file is not valid JSON at line ${startLine + 1}, character ${startCharacter + 1}: ${jsonc.printParseErrorCode(error)}.`,
        });
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (problems.length > 0) return { success: false, problems };
  try {
    return { success: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    // Whatever jsonc-parser lets through and JSON.parse does not (it should be nothing).
    return {
      success: false,
      problems: [{ file, code: "INVALID_JSON", message: `The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}.` }],
    };
  }
}
