import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";

/**
 * The flag a text stands for (Y, yes, 1, true or N, no, 0, false, trimmed, any case), or
 * undefined. A switch on the lower-case word rather than two sets: this runs for every flag
 * of every request.
 *
 * @example
 * flagOfWord(" Yes "); // true
 */
export function flagOfWord(text: string): boolean | undefined {
  // The usual spellings first, as sent: no trimmed or lower-case copy made for them.
  switch (text) {
    case "Y":
    case "y":
    case "Yes":
    case "yes":
    case "YES":
    case "1":
    case "true":
      return true;
    case "N":
    case "n":
    case "No":
    case "no":
    case "NO":
    case "0":
    case "false":
      return false;
  }
  switch (text.trim().toLowerCase()) {
    case "y":
    case "yes":
    case "1":
    case "true":
      return true;
    case "n":
    case "no":
    case "0":
    case "false":
      return false;
    default:
      return undefined;
  }
}

/**
 * Reads a yes/no field. The interface spells its flags several ways (`Y`/`N`, `Yes`/`No`,
 * `1`/`0`, a JSON boolean); all are accepted, case-insensitively, wherever a flag is expected.
 * `expected` is how the message names the accepted values.
 *
 * @example
 * readFlag("n", problems, pointer, "pncdInd", false, "Y or N"); // false
 */
export function readFlag(sent: unknown, problems: ProblemCollector, pointer: string, name: string, required: boolean, expected: string): boolean | undefined {
  if (typeof sent === "boolean") return sent;
  // A word first: a blank text is no word, and only a text that is none is trimmed again to see whether it is blank.
  const flag = typeof sent === "string" ? flagOfWord(sent) : undefined;
  if (flag !== undefined) return flag;
  if (isAbsent(sent)) {
    if (required) problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required (${expected}) and was ${describeAbsence(sent)}.`);
    return undefined;
  }
  if (typeof sent === "number" && (sent === 1 || sent === 0)) return sent === 1;
  if (typeof sent === "string") {
    problems.issue(`${pointer}/${name}`, "INVALID_VALUE", `${name} must be ${expected}; received ${describeValue(sent)}.`);
    return undefined;
  }
  problems.issue(`${pointer}/${name}`, typeof sent === "number" ? "INVALID_VALUE" : "INVALID_TYPE", `${name} must be ${expected}; received ${describeValue(sent)}.`);
  return undefined;
}
