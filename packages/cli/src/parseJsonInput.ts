import { parseRequestJson } from "pmi-rating/http";
import { CliError } from "./CliError.js";
import { EXIT_CODES } from "./exitCodes.js";
import { escapeControlCharacters } from "./format/escapeControlCharacters.js";

/**
 * Parses JSON read from a file or standard input exactly as the service parses a request body
 * (`parseRequestJson` of `pmi-rating/http`), so that the command line refuses the same bodies
 * with the same code and message: text that is not JSON (MALFORMED_JSON), prototype-poisoning
 * keys `__proto__` and `constructor.prototype` (FORBIDDEN_JSON_KEY) and a key given twice in
 * one object (DUPLICATE_JSON_KEY), each named by its JSON pointer in the details (and as
 * problems with `--json`).
 *
 * @example
 * parseJsonInput('{"a":1}', "request.json"); // { a: 1 }
 * parseJsonInput('{"__proto__":{}}', "request.json"); // throws '"request.json" is refused (FORBIDDEN_JSON_KEY): …'
 */
export function parseJsonInput(text: string, source: string): unknown {
  const parsed = parseRequestJson(text);
  if (parsed.ok) return parsed.value;
  const named = source === "-" ? "Standard input" : `"${source}"`;
  const details = (parsed.errors ?? [])
    .map(
      (error) =>
        `  ${error.pointer === undefined || error.pointer === "" ? "(body)" : escapeControlCharacters(error.pointer)}: ${escapeControlCharacters(error.message)}\n`,
    )
    .join("");
  throw new CliError(`${named} is refused (${parsed.code}): ${parsed.detail}`, EXIT_CODES.inputProblem, details, parsed.errors);
}
