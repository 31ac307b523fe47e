/**
 * The field readers of the validator's fast path: each answers what the full reader of the
 * same name (`fields/readText`, `readNumber`, ...) answers for a value it accepts without a
 * problem, and gives up (`notSure`) on anything else, whether the full reader would report it
 * or not. Their rules are the full readers' (`matchChoice`, `flagOfWord`, `ncdLevelOf`,
 * `isCalendarDate`, `normalizePostcode` (remembered) are the same functions); only the problem reporting
 * is left out. The differential property test of `validateQuoteRequest` pins the two paths.
 *
 * Each takes the value read by the caller (`own(record, "name")`).
 */
import { type ChoiceOptions, matchChoice } from "../fields/readChoice.js";
import { flagOfWord } from "../fields/readFlag.js";
import { ncdLevelOf } from "../fields/readNcdLevel.js";
import { isCalendarDate } from "../isCalendarDate.js";
import { rememberedPostcode } from "./rememberedPostcodes.js";
import { notSure } from "./notSure.js";

const INT32_MIN = -2_147_483_648;
const INT32_MAX = 2_147_483_647;
const NO_OPTIONS: ChoiceOptions = {};

/** The value of an own property, as `RecordReader.value` reads it: an inherited value counts as absent. */
export function own(record: Readonly<Record<string, unknown>>, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** True when a value counts as not sent (`isAbsent`): undefined, null or blank text. */
function isAbsentValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** `readText`: trimmed text, or (with `acceptNumber`) a finite number's decimal text. */
export function soundText(value: unknown, required: true, acceptNumber: boolean): string;
export function soundText(value: unknown, required: boolean, acceptNumber: boolean): string | undefined;
export function soundText(value: unknown, required: boolean, acceptNumber: boolean): string | undefined {
  if (typeof value === "string") {
    const text = value.trim();
    if (text !== "") return text;
  } else if (acceptNumber && typeof value === "number" && Number.isFinite(value)) {
    return String(value);
  } else if (value !== undefined && value !== null) {
    return notSure();
  }
  return required ? notSure() : undefined;
}

/** `readNumber`: a finite number within the bounds (`above` exclusive), -0 read as 0; absent is undefined. */
export function soundNumber(value: unknown, min = -Infinity, above = -Infinity, max = Infinity): number | undefined {
  if (typeof value === "number") {
    if (Number.isFinite(value) && value >= min && value > above && value <= max) return value === 0 ? 0 : value;
    return notSure();
  }
  return isAbsentValue(value) ? undefined : notSure();
}

/** `readInteger`: an int32 whole number, at least `min`, one of `allowed` when given, -0 read as 0. */
export function soundInteger(value: unknown, required: true, min?: number, allowed?: readonly number[]): number;
export function soundInteger(value: unknown, required: boolean, min?: number, allowed?: readonly number[]): number | undefined;
export function soundInteger(value: unknown, required: boolean, min = -Infinity, allowed?: readonly number[]): number | undefined {
  if (typeof value === "number") {
    if (!Number.isInteger(value) || value < INT32_MIN || value > INT32_MAX) return notSure();
    const integer = value === 0 ? 0 : value;
    if ((allowed !== undefined && !allowed.includes(integer)) || integer < min) return notSure();
    return integer;
  }
  return isAbsentValue(value) && !required ? undefined : notSure();
}

/**
 * `flagOfWord` worked out once for the spellings requests send most, so that they cost one
 * map read: a memo of the same function, whose other answers are asked of it each time.
 */
const FLAG_OF_COMMON_WORD: ReadonlyMap<string, boolean> = new Map(
  ["Y", "N", "y", "n", "Yes", "No", "yes", "no", "YES", "NO", "1", "0", "true", "false", "True", "False"].map((word) => [word, flagOfWord(word) as boolean]),
);

/** `readFlag`: a boolean, 1 or 0, or a yes/no word. */
export function soundFlag(value: unknown, required: true): boolean;
export function soundFlag(value: unknown, required: boolean): boolean | undefined;
export function soundFlag(value: unknown, required: boolean): boolean | undefined {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value === 1 ? true : value === 0 ? false : notSure();
  if (typeof value === "string") {
    const flag = FLAG_OF_COMMON_WORD.get(value) ?? flagOfWord(value);
    if (flag !== undefined) return flag;
  }
  return isAbsentValue(value) && !required ? undefined : notSure();
}

/** One closed list of choices of a field, as `readChoice` is given it, with its canonical spellings' matches worked out once. */
export interface SoundChoices<T extends string> {
  readonly choices: readonly T[];
  readonly options: ChoiceOptions;
  /** `matchChoice` of each choice spelled as it is listed (always a choice): a memo of the same function. */
  readonly listedSpellings: ReadonlyMap<string, T>;
}

/**
 * A list of choices for `soundChoice`, made once per field at module level.
 *
 * @example
 * const relationships = soundChoicesOf(RELATIONSHIPS);
 */
export function soundChoicesOf<T extends string>(choices: readonly T[], options: ChoiceOptions = NO_OPTIONS): SoundChoices<T> {
  return { choices, options, listedSpellings: new Map(choices.map((choice) => [choice, matchChoice(choice, choices, options) ?? choice])) };
}

/** `readChoice`: the canonical spelling of a choice. */
export function soundChoice<T extends string>(value: unknown, list: SoundChoices<T>, required: true): T;
export function soundChoice<T extends string>(value: unknown, list: SoundChoices<T>, required: boolean): T | undefined;
export function soundChoice<T extends string>(value: unknown, list: SoundChoices<T>, required: boolean): T | undefined {
  if (typeof value === "string" && value.trim() !== "") {
    const choice = list.listedSpellings.get(value) ?? matchChoice(value, list.choices, list.options);
    if (choice !== undefined) return choice;
  }
  return isAbsentValue(value) && !required ? undefined : notSure();
}

/** `readDate`: a calendar date `YYYY-MM-DD`, trimmed. */
export function soundDate(value: unknown, required: true): string;
export function soundDate(value: unknown, required: boolean): string | undefined;
export function soundDate(value: unknown, required: boolean): string | undefined {
  if (typeof value === "string") {
    const text = value.trim();
    if (isCalendarDate(text)) return text;
  }
  return isAbsentValue(value) && !required ? undefined : notSure();
}

/** `readPostcode`: a UK postcode in its standard form. */
export function soundPostcode(value: unknown, required: true): string;
export function soundPostcode(value: unknown, required: boolean): string | undefined;
export function soundPostcode(value: unknown, required: boolean): string | undefined {
  if (typeof value === "string") {
    const postcode = rememberedPostcode(value);
    if (postcode !== undefined) return postcode;
  }
  return isAbsentValue(value) && !required ? undefined : notSure();
}

/** `readNcdLevel`: the level, always required. */
export function soundNcdLevel(value: unknown): number {
  return ncdLevelOf(value) ?? notSure();
}

/** `readList`: the list when it is one of at most `maxItems` items (at least one when required); absent is undefined. */
export function soundList(value: unknown, required: true, maxItems: number): readonly unknown[];
export function soundList(value: unknown, required: boolean, maxItems: number): readonly unknown[] | undefined;
export function soundList(value: unknown, required: boolean, maxItems: number): readonly unknown[] | undefined {
  if (Array.isArray(value)) {
    if ((required && value.length === 0) || value.length > maxItems) return notSure();
    return value;
  }
  return isAbsentValue(value) && !required ? undefined : notSure();
}

/** An item of a list that must be an object (`readItems`). */
export function soundRecord(item: unknown): Readonly<Record<string, unknown>> {
  return typeof item === "object" && item !== null && !Array.isArray(item) ? (item as Readonly<Record<string, unknown>>) : notSure();
}

/**
 * `warnOutputFields` would warn (`OUTPUT_FIELD_IGNORED`) unless the output field is absent or
 * an empty list: the fast path leaves such a request to the full validator, which warns.
 */
export function expectNoOutputField(value: unknown): void {
  if (!isAbsentValue(value) && !(Array.isArray(value) && value.length === 0)) notSure();
}
