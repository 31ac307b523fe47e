import { isAbsent } from "../fields/isAbsent.js";
import type { RecordReader } from "../fields/RecordReader.js";

/**
 * Premiums are outputs of the service (docs/interface.md section 1); a request that carries them
 * (often a previous response sent back) is priced as if they were absent, with a warning.
 */
export function warnOutputFields(reader: RecordReader, names: readonly string[]): void {
  for (const name of names) {
    const value = reader.value(name);
    if (isAbsent(value) || (Array.isArray(value) && value.length === 0)) continue;
    reader.problems.warning(
      reader.path(name),
      "OUTPUT_FIELD_IGNORED",
      `${name} is calculated by the service and is not an input; the value sent was ignored.`,
    );
  }
}
