import type { IssueCode } from "../../model/issue.js";
import type { ProblemCollector } from "../collector.js";
import { describeValue } from "../describeValue.js";
import { isAbsent } from "./isAbsent.js";
import { describeAbsence } from "./readText.js";

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

const SEPARATORS = /[\s_-]+/g;
const SPACE = 32;
const HYPHEN = 45;
const UNDERSCORE = 95;

/**
 * The key two spellings of a choice are compared on: case, spaces, hyphens and underscores
 * do not matter ("price beater", "PriceBeater" and "Price-Beater" are the same).
 *
 * @example
 * choiceKey(" New  Business "); // "newbusiness"
 */
export function choiceKey(text: string): string {
  const lower = text.toLowerCase();
  // Spellings are most often ASCII letters and digits with a space, hyphen or underscore: cut by
  // slicing in one scan, sparing the regular expression's replace (this runs for every choice
  // spelt otherwise than listed); any other character goes through the replace.
  let key = "";
  let start = 0;
  for (let index = 0; index < lower.length; index++) {
    const code = lower.charCodeAt(index);
    if (code === SPACE || code === HYPHEN || code === UNDERSCORE) {
      if (index > start) key += lower.slice(start, index);
      start = index + 1;
    } else if ((code < 97 || code > 122) && (code < 48 || code > 57)) {
      return lower.replace(SEPARATORS, "");
    }
  }
  return start === 0 ? lower : key + lower.slice(start);
}

/**
 * The comparison keys of a choice field: each choice's (`choiceKey`, or lower case only with
 * `caseOnly`), then its aliases'. The generated readers hold them as constants, worked out when
 * the readers were generated; `matchChoice` works them out for a caller without.
 *
 * @example
 * choiceKeysOf(["M", "F"], { aliases: { male: "M", female: "F" } }, false); // ["m", "f", "male", "female"]
 */
export function choiceKeysOf(choices: readonly string[], options: ChoiceOptions, caseOnly: boolean): string[] {
  return [...choices.map((choice) => (caseOnly ? choice.toLowerCase() : choiceKey(choice))), ...Object.keys(options.aliases ?? {})];
}

/**
 * Reads a field with a closed list of values, matched case-insensitively, and returns the
 * canonical spelling. `keys` are the field's comparison keys (`choiceKeysOf`) and `caseOnly`
 * the field's (generated constants, passed rather than read from the description entry, whose
 * many shapes would make the load megamorphic); `options` (the entry) is read only for an alias
 * or a problem.
 *
 * @example
 * readChoice("SELF", problems, pointer, "relationship", true, RELATIONSHIPS, ["self", "partner", "child"], false, field); // "self"
 */
export function readChoice<T extends string>(
  sent: unknown,
  problems: ProblemCollector,
  pointer: string,
  name: string,
  required: boolean,
  choices: readonly T[],
  keys: readonly string[] | undefined,
  caseOnly: boolean,
  options: ChoiceOptions,
): T | undefined {
  // The message texts below are built only when there is a problem: this runs for every choice field of every request.
  if (typeof sent === "string") {
    // A blank text has no key (no choice's key is empty): it is found absent below.
    const matched = matchChoice(sent, choices, options, keys ?? choiceKeysOf(choices, options, caseOnly), caseOnly);
    if (matched !== undefined) return matched;
  }
  if (isAbsent(sent)) {
    if (required) problems.issue(`${pointer}/${name}`, "REQUIRED", `${name} is required (one of ${choices.join(", ")}) and was ${describeAbsence(sent)}.`);
    return undefined;
  }
  if (typeof sent !== "string") {
    problems.issue(`${pointer}/${name}`, "INVALID_TYPE", `${name} must be a text string, one of ${choices.join(", ")}; received ${describeValue(sent)}.`);
    return undefined;
  }
  const allowed = choices.join(", ");
  const mustBe = choices.length === 1 ? `must be ${allowed}` : `must be one of ${allowed}`;
  problems.issue(`${pointer}/${name}`, options.unknownCode ?? "INVALID_VALUE", `${name} ${mustBe}; received ${describeValue(sent)}.`);
  return undefined;
}

/**
 * The canonical choice a text sent for a choice field stands for, or undefined when it is
 * none: the first choice with the same comparison key (`choiceKey`, or lower case only with
 * `caseOnly`), else the choice its key is an alias of. A value spelt exactly as listed is
 * its own answer, so the usual spelling costs one comparison per choice; `keys`
 * (`choiceKeysOf`, which the generated readers carry as constants) are worked out for a
 * caller without.
 *
 * @example
 * matchChoice("SELF", RELATIONSHIPS, {}); // "self"
 */
export function matchChoice<T extends string>(
  value: string,
  choices: readonly T[],
  options: ChoiceOptions,
  keys: readonly string[] = choiceKeysOf(choices, options, options.caseOnly === true),
  caseOnly: boolean = options.caseOnly === true,
): T | undefined {
  for (let index = 0; index < choices.length; index++) if (choices[index] === value) return choices[index];
  // Most other spellings differ in case only: in lower case they are their key (no key holds a separator), found with
  // one copy and comparisons; only a text that is not a key in lower case has its key worked out in full.
  let index = keys.indexOf(value.toLowerCase());
  if (index < 0 && !caseOnly) index = keys.indexOf(choiceKey(value));
  return index < choices.length ? choices[index] : choices[choices.indexOf(options.aliases?.[keys[index] as string] as T)];
}
