import { z } from "zod";
import { isCalendarDate } from "../../validate/isCalendarDate.js";
import { caselessPattern } from "./caselessPattern.js";

/**
 * Builders of the request's field schemas, each accepting exactly what the validator's field
 * reader of the same kind accepts (src/validate/fields), no more and no less, so that the
 * zod model and the OpenAPI document generated from it say what the service takes: blanks
 * and `null` as absent, enums in any case and spacing, numbers as identifiers, ... A
 * property test (validate/wireSchemaEquivalence.property.test.ts) holds the two together.
 */

/** `null` or a string of white space only: the interface's ways of sending nothing. */
const blankOrNull = z.string().regex(/^\s*$/).nullable().describe("null or blank: the same as not sending the field.");

/**
 * An optional field: absent, `null`, blank, or a value of `schema`.
 *
 * TypeScript types are the canonical form (here `T | undefined`), narrower than what is
 * accepted at run time and described in JSON Schema: a program that builds requests gets the
 * form to send, and `null` or `"  "` is still accepted from a client that sends them.
 */
function absentOr<T extends z.ZodType>(schema: T, description: string): z.ZodOptional<T> {
  return z.union([schema, blankOrNull]).describe(description).optional() as unknown as z.ZodOptional<T>;
}

type Presence<T extends z.ZodType, Required extends boolean> = Required extends true ? T : z.ZodOptional<T>;

/**
 * Required or optional, as the field is (the type follows, so that optional keys stay
 * optional), with the description on the outermost schema, where JSON Schema readers look.
 */
function presence<T extends z.ZodType, Required extends boolean>(schema: T, required: Required | undefined, description: string): Presence<T, Required> {
  return (required === true ? schema.describe(description) : absentOr(schema, description)) as Presence<T, Required>;
}

/** Text with something other than white space in it. */
const nonBlankText = z.string().regex(/\S/);

/** A text field (`readText`); `acceptNumber` also takes a JSON number and keeps its text. */
export function textField<Required extends boolean = false>(description: string, options: { required?: Required; acceptNumber?: boolean } = {}) {
  // Typed as text, the canonical form (see absentOr); a JSON number is accepted at run time.
  const text = (options.acceptNumber === true ? z.union([nonBlankText, z.number()]) : nonBlankText) as z.ZodString;
  return presence(text, options.required, description);
}

const CHOICE_SEPARATOR = "[\\s_-]*";

/**
 * A closed list (`readChoice`): any case; spaces, hyphens and underscores ignored unless
 * `caseOnly`; `aliases` are other accepted spellings.
 */
export function choiceField<const Values extends readonly string[], Required extends boolean = false>(
  values: Values,
  description: string,
  options: { required?: Required; caseOnly?: boolean; aliases?: readonly string[] } = {},
) {
  const spellings = [...values, ...(options.aliases ?? [])];
  const alternatives = spellings.map((value) =>
    options.caseOnly === true ? caselessPattern(value) : caselessPattern(value.toLowerCase().replace(/[\s_-]+/g, ""), CHOICE_SEPARATOR),
  );
  // The canonical values as an enum, for readers and code generators; the pattern for every spelling accepted.
  // Typed as the canonical values (see absentOr): what a program should send.
  const choice = z.union([z.enum(values as unknown as [string, ...string[]]), z.string().regex(new RegExp(`^(?:${alternatives.join("|")})$`))]) as unknown as z.ZodType<
    Values[number]
  >;
  return presence(choice, options.required, description);
}

/** A whole number of the int32 range (`readInteger`), at least `min`, or one of `allowed`. */
export function integerField<Required extends boolean = false>(description: string, options: { required?: Required; min?: number; allowed?: readonly number[] } = {}) {
  const integer =
    options.allowed !== undefined
      ? z.literal(options.allowed as [number, ...number[]])
      : options.min === undefined
        ? z.int32()
        : z.int32().min(options.min);
  return presence(integer, options.required, description);
}

/** A finite number (`readNumber`), at least `min`, above `above`, at most `max`. */
export function numberField(description: string, options: { min?: number; above?: number; max?: number } = {}) {
  let number = z.number();
  if (options.min !== undefined) number = number.min(options.min);
  if (options.above !== undefined) number = number.gt(options.above);
  if (options.max !== undefined) number = number.max(options.max);
  return absentOr(number, description);
}

/** Y/N, Yes/No, 1/0, true/false in any case as text, or as JSON booleans and 0/1 (`readFlag`). */
export function flagField<Required extends boolean = false>(description: string, options: { required?: Required } = {}) {
  const words = ["y", "yes", "1", "true", "n", "no", "0", "false"].map((word) => caselessPattern(word));
  const flag = z.union([z.boolean(), z.literal([0, 1]), z.string().regex(new RegExp(`^\\s*(?:${words.join("|")})\\s*$`))]);
  return presence(flag, options.required, description);
}

/** A calendar date `YYYY-MM-DD`, white space around it ignored (`readDate`). */
export function dateField<Required extends boolean = false>(description: string, options: { required?: Required } = {}) {
  const date = z
    .string()
    .regex(/^\s*\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\s*$/)
    .refine((text) => isCalendarDate(text.trim()), { message: "Not a real calendar date." });
  return presence(date, options.required, description);
}

const S = "\\s*";
const L1 = "[A-PR-UWYZa-pr-uwyz]";
const L2 = "[A-HK-Ya-hk-y]";
const L3 = "[A-HJKPSTUWa-hjkpstuw]";
const L4 = "[ABEHMNPRVWXYabehmnprvwxy]";
const INWARD_LETTER = "[ABD-HJLNP-UW-Zabd-hjlnp-uw-z]";
const D = "[0-9]";
/** The validator's UK postcode rule (normalizePostcode), with white space anywhere and any case. */
const UK_POSTCODE = new RegExp(
  `^${S}(?:(?:${L1}${S}${D}(?:${S}${D})?|${L1}${S}${L2}${S}${D}(?:${S}${D})?|${L1}${S}${D}${S}${L3}|${L1}${S}${L2}${S}${D}${S}${L4})${S}${D}${S}${INWARD_LETTER}${S}${INWARD_LETTER}|${caselessPattern("GIR0AA", S)})${S}$`,
);

/** A UK postcode in any case and spacing (`readPostcode`). */
export function postcodeField<Required extends boolean = false>(description: string, options: { required?: Required } = {}) {
  return presence(z.string().regex(UK_POSTCODE), options.required, description);
}

/** The NCD level (`readNcdLevel`): a whole number of 0 or more, or a string of up to 10 digits. */
export function ncdLevelField(description: string) {
  return z.union([z.int().min(0), z.string().regex(/^\s*\d{1,10}\s*$/)]).describe(description);
}

/** A list (`readList`/`readItems`): at most `maxItems`; a required list holds at least one. */
export function listField<T extends z.ZodType, Required extends boolean = false>(item: T, description: string, options: { required?: Required; maxItems: number }) {
  const list = z.array(item).max(options.maxItems);
  return presence(options.required === true ? list.min(1) : list, options.required, description);
}

/** A field the validator does not read (not in use, or an output it ignores with a warning): anything. */
export function ignoredField(description: string) {
  return z.unknown().describe(description);
}
