import type { IssueCode } from "../../model/issue.js";
import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";
import type { RecordReader } from "./RecordReader.js";

export interface ChoiceOptions {
  readonly required?: boolean;
  /** Other spellings accepted for a canonical value, e.g. `{ male: "M" }`. */
  readonly aliases?: Readonly<Record<string, string>>;
  /** Code for a value not in the list; INVALID_VALUE unless the rule names its own. */
  readonly unknownCode?: IssueCode;
  /**
   * Compare ignoring case only, not spaces, hyphens or underscores: for a value the
   * interface gives exactly (`productName` is HrSol; "hr-sol" is another product).
   */
  readonly caseOnly?: boolean;
}

/**
 * The key two spellings of a choice are compared on: case, spaces, hyphens and underscores
 * do not matter ("price beater", "PriceBeater" and "Price-Beater" are the same).
 *
 * @example
 * choiceKey(" New  Business "); // "newbusiness"
 */
export function choiceKey(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, "");
}

/**
 * Reads a field with a closed list of values, matched case-insensitively, and returns the
 * canonical spelling.
 *
 * @example
 * readChoice(reader, "relationship", ["self", "partner", "child"], { required: true }); // "self" for "SELF"
 */
export function readChoice<T extends string>(
  reader: RecordReader,
  name: string,
  choices: readonly T[],
  options: ChoiceOptions = {},
  keys?: readonly string[],
): T | undefined {
  const value = reader.value(name);
  // The message texts below are built only when there is a problem: this runs for every choice field of every request.
  if (isAbsent(value)) {
    if (options.required === true)
      reader.problems.issue(reader.path(name), "REQUIRED", `${name} is required (one of ${choices.join(", ")}) and was ${describeAbsence(value)}.`);
    return undefined;
  }
  if (typeof value !== "string") {
    reader.problems.issue(reader.path(name), "INVALID_TYPE", `${name} must be a text string, one of ${choices.join(", ")}; received ${describeValue(value)}.`);
    return undefined;
  }
  const matched = matchChoice(value, choices, options, keys);
  if (matched !== undefined) return matched;
  const allowed = choices.join(", ");
  const mustBe = choices.length === 1 ? `must be ${allowed}` : `must be one of ${allowed}`;
  reader.problems.issue(reader.path(name), options.unknownCode ?? "INVALID_VALUE", `${name} ${mustBe}; received ${describeValue(value)}.`);
  return undefined;
}

/**
 * The canonical choice a text sent for a choice field stands for, or undefined when it is
 * none: the first choice with the same comparison key (`choiceKey`, or lower case only with
 * `caseOnly`), else the choice its key is an alias of. A value spelt exactly as listed is
 * its own answer (no two choices of a list share a key), so the usual spelling costs one
 * comparison per choice; `keys`, the choices' comparison keys worked out beforehand (the
 * generated readers carry them as constants), spare working them out for another spelling.
 *
 * @example
 * matchChoice("SELF", RELATIONSHIPS, {}); // "self"
 */
export function matchChoice<T extends string>(value: string, choices: readonly T[], options: ChoiceOptions, keys?: readonly string[]): T | undefined {
  for (const choice of choices) if (choice === value) return choice;
  const key = options.caseOnly === true ? value.toLowerCase() : choiceKey(value);
  for (let index = 0; index < choices.length; index++) {
    const choice = choices[index] as T;
    if ((keys?.[index] ?? (options.caseOnly === true ? choice.toLowerCase() : choiceKey(choice))) === key) return choice;
  }
  const alias = options.aliases?.[key];
  return alias === undefined ? undefined : choices.find((choice) => choice === alias);
}
