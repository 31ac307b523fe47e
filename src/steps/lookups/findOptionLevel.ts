import type { Decimal } from "../../decimal.js";
import { labelLevelKey, numericLevelKey } from "../../tables/compile/indexOptionLevels.js";
import type { OptionDefinition, OptionLevelIndex, TableSource } from "../../tables/types.js";

/** The factor or amount of one level of an option. */
export interface OptionLevel {
  /** The level label as the tables spell it ("" for an option without levels). */
  readonly level: string;
  readonly value: Decimal;
  readonly source: TableSource;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const REMEMBERED_AT_MOST = 256;
const answersByIndex = new WeakMap<OptionLevelIndex, Map<string, OptionLevel | undefined>>();

/** A requested level as compared: trimmed, without a leading £ or thousands separators, lower case. */
function normalizedLevel(optionTypeName: string): string {
  return optionTypeName.trim().replace(/^£/, "").replace(/,/g, "").toLowerCase();
}

/** The same level the search in `findOptionLevel` finds: the earlier of the first same-label and the first same-number level. */
function findIndexedLevel(index: OptionLevelIndex, wanted: string): OptionLevel | undefined {
  const byLabel = index.get(labelLevelKey(wanted));
  const numericKey = numericLevelKey(wanted);
  const byNumber = numericKey === undefined ? undefined : index.get(numericKey);
  const first = byLabel === undefined ? byNumber : byNumber === undefined || byLabel.order <= byNumber.order ? byLabel : byNumber;
  return first?.entry;
}

/**
 * Returns the level of an option chosen by `optionTypeName`. An option without levels has one
 * entry and ignores `optionTypeName`. A level compares case-insensitively and, when both are
 * numbers, by value ("500.00" and "£500" are the level "500"). `undefined` when the option has
 * levels and none matches (or none was given).
 *
 * @example
 * findOptionLevel(excess, "£500")?.value.toFixed(); // "0.85"
 */
export function findOptionLevel(definition: OptionDefinition, optionTypeName: string | undefined): OptionLevel | undefined {
  if (!definition.hasLevels) {
    const [entry] = definition.levels;
    return entry === undefined ? undefined : { level: entry[0], value: entry[1].value, source: entry[1].source };
  }
  if (optionTypeName === undefined) return undefined;
  const index = definition.levelIndex;
  if (index !== undefined) {
    // The same few levels are asked for quote after quote (validation and the options step
    // both ask): each answer is remembered per indexed definition, by the text asked.
    let answers = answersByIndex.get(index);
    if (answers === undefined) {
      answers = new Map();
      answersByIndex.set(index, answers);
    }
    if (answers.has(optionTypeName)) return answers.get(optionTypeName);
    const found = findIndexedLevel(index, normalizedLevel(optionTypeName));
    if (answers.size >= REMEMBERED_AT_MOST) answers.clear();
    answers.set(optionTypeName, found);
    return found;
  }
  const wanted = normalizedLevel(optionTypeName);
  for (const [level, entry] of definition.levels) {
    const label = level.toLowerCase();
    const sameNumber = NUMBER.test(wanted) && NUMBER.test(label) && Number(wanted) === Number(label);
    if (label === wanted || sameNumber) return { level, value: entry.value, source: entry.source };
  }
  return undefined;
}
