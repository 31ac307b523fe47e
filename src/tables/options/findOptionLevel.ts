import type { Decimal } from "../../decimal/decimal.js";
import { labelLevelKey, numericLevelKey } from "../compile/indexOptionLevels.js";
import type { OptionDefinition, OptionLevelIndex, TableSource } from "../types.js";
import { normalizedLevel } from "./normalizedLevel.js";

/** The factor or amount of one level of an option. */
export interface OptionLevel {
  /** The level label as the tables spell it ("" for an option without levels). */
  readonly level: string;
  readonly value: Decimal;
  readonly source: TableSource;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

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
  // The level index is built when the tables are compiled (indexOptionLevels).
  const wanted = normalizedLevel(optionTypeName);
  if (index !== undefined) return findIndexedLevel(index, wanted);
  for (const [level, entry] of definition.levels) {
    const label = level.toLowerCase();
    const sameNumber = NUMBER.test(wanted) && NUMBER.test(label) && Number(wanted) === Number(label);
    if (label === wanted || sameNumber) return { level, value: entry.value, source: entry.source };
  }
  return undefined;
}
