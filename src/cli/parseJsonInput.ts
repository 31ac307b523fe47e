import { CliError } from "./CliError.js";

/**
 * Parses JSON read from a file, or fails with a message naming the file and, where the engine
 * says it, the position of the mistake.
 *
 * @example
 * parseJsonInput('{"a":1}', "request.json"); // { a: 1 }
 */
export function parseJsonInput(text: string, source: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CliError(`${source === "-" ? "Standard input" : `"${source}"`} is not valid JSON: ${reason}`);
  }
}
