import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";
import type { RecordReader } from "./RecordReader.js";

const TRUE_WORDS: ReadonlySet<string> = new Set(["y", "yes", "1", "true"]);
const FALSE_WORDS: ReadonlySet<string> = new Set(["n", "no", "0", "false"]);

/**
 * The flag a text stands for (Y, yes, 1, true or N, no, 0, false, trimmed, any case), or
 * undefined.
 *
 * @example
 * flagOfWord(" Yes "); // true
 */
export function flagOfWord(text: string): boolean | undefined {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/**
 * Reads a yes/no field. The interface spells its flags several ways (`Y`/`N`, `Yes`/`No`,
 * `1`/`0`, a JSON boolean); all are accepted, case-insensitively, wherever a flag is expected.
 *
 * @example
 * readFlag(reader, "pncdInd", "Y or N"); // false for "n"
 */
export function readFlag(reader: RecordReader, name: string, expected: string, options: { readonly required?: boolean } = {}): boolean | undefined {
  const value = reader.value(name);
  if (isAbsent(value)) {
    if (options.required === true) reader.problems.issue(reader.path(name), "REQUIRED", `${name} is required (${expected}) and was ${describeAbsence(value)}.`);
    return undefined;
  }
  if (typeof value === "boolean") return value;
  if (typeof value === "number" && (value === 1 || value === 0)) return value === 1;
  if (typeof value === "string") {
    const flag = flagOfWord(value);
    if (flag !== undefined) return flag;
    reader.problems.issue(reader.path(name), "INVALID_VALUE", `${name} must be ${expected}; received ${describeValue(value)}.`);
    return undefined;
  }
  reader.problems.issue(
    reader.path(name),
    typeof value === "number" ? "INVALID_VALUE" : "INVALID_TYPE",
    `${name} must be ${expected}; received ${describeValue(value)}.`,
  );
  return undefined;
}
