import type { Decimal } from "../../decimal/decimal.js";
import type { OptionLevelEntry, OptionLevelIndex, TableSource } from "../types.js";

/** A level label or a requested level that is a plain decimal number ("500", "-1.5"). */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * The index key of a label's numeric value (`#` and the number, so "500.00" and "500" share
 * `#500`), or `undefined` when the text is not a plain decimal number.
 *
 * @example
 * numericLevelKey("500.00"); // "#500"
 * numericLevelKey("Gold");   // undefined
 */
export function numericLevelKey(text: string): string | undefined {
  return NUMBER.test(text) ? `#${Number(text)}` : undefined;
}

/**
 * The index key of a lower-case label. Labels are prefixed with `=` so that no label, however
 * spelled (a level literally named "#0"), can collide with a numeric key (`#0`).
 *
 * @example
 * labelLevelKey("gold"); // "=gold"
 */
export function labelLevelKey(lowerCaseLabel: string): string {
  return `=${lowerCaseLabel}`;
}

/**
 * Indexes an option's levels, in their order, by lower-case label and by numeric value (see
 * `OptionLevelIndex`); the first level wins a shared key, as a search in order would find it.
 * Built once when the tables are compiled.
 *
 * @example
 * indexOptionLevels(new Map([["500", { value, source }]])).get("#500")?.entry.level; // "500"
 */
export function indexOptionLevels(levels: ReadonlyMap<string, { readonly value: Decimal; readonly source: TableSource }>): OptionLevelIndex {
  const index = new Map<string, { order: number; entry: OptionLevelEntry }>();
  let order = 0;
  for (const [level, { value, source }] of levels) {
    const indexed = { order, entry: Object.freeze({ level, value, source }) };
    const label = level.toLowerCase();
    const labelKey = labelLevelKey(label);
    if (!index.has(labelKey)) index.set(labelKey, indexed);
    const numeric = numericLevelKey(label);
    if (numeric !== undefined && !index.has(numeric)) index.set(numeric, indexed);
    order += 1;
  }
  return index;
}
