import { z } from "zod";
import { caselessPattern } from "./caselessPattern.js";
import type { FieldDescription, ObjectDescription } from "./fieldKinds.js";
import { isCalendarDate } from "./isCalendarDate.js";
import { hasControlCharacter, isLongerThan, NO_CONTROL_CHARACTER_PATTERN } from "./textBounds.js";
import type { WireValueOf } from "./typesOf.js";

/**
 * The zod schema of one object of the request, made from its description: each field
 * accepts exactly what the validator's reader of its kind accepts (src/validate/read), no
 * more and no less, so that the schema, and the JSON Schema and OpenAPI generated from it,
 * say what the service takes: blanks and `null` as absent, closed lists in any case and
 * spacing, numbers as identifiers, ... A property test
 * (validate/wireSchemaEquivalence.property.test.ts) holds the two together. JSON Schema
 * formats (int32, double, date) come from the kinds.
 *
 * TypeScript types are the canonical form (`WireValueOf`), narrower than what is accepted at
 * run time: a program that builds requests gets the form to send, and `null` or `"  "` is
 * still accepted from a client that sends them.
 *
 * @example
 * const OptionSchema = objectSchemaOf(OPTION_DESCRIPTION, {});
 * OptionSchema.safeParse({ id: 352, value: "yes", optionTypeName: 500 }).success; // true
 */
export function objectSchemaOf<const D extends ObjectDescription>(description: D, items: ItemSchemasOf<D>): z.ZodObject<ShapeOf<D>> {
  const shape: Record<string, z.ZodType> = {};
  for (const field of description.fields) {
    const item = field.kind === "list" ? (items as Record<string, z.ZodType>)[field.name] : undefined;
    shape[field.name] = fieldSchemaOf(field, item);
  }
  return z.object(shape).meta({ id: description.id, description: description.doc }) as unknown as z.ZodObject<ShapeOf<D>>;
}

/** The zod schema of each field of a description, typed with the field's canonical value. */
export type ShapeOf<D extends ObjectDescription> = {
  [F in D["fields"][number] as F["name"]]: F extends { readonly required: true }
    ? z.ZodType<WireValueOf<F>, WireValueOf<F>>
    : z.ZodOptional<z.ZodType<WireValueOf<F>, WireValueOf<F>>>;
};

/** The item schemas of a description's lists, by field name (each object schema is made once and shared). */
export type ItemSchemasOf<D extends ObjectDescription> = {
  [F in D["fields"][number] as F extends { readonly kind: "list" } ? F["name"] : never]: z.ZodType;
};

/** `null` or a string of white space only: the interface's ways of sending nothing. */
const blankOrNull = z.string().regex(/^\s*$/).nullable().describe("null or blank: the same as not sending the field.");

function fieldSchemaOf(field: FieldDescription, item: z.ZodType | undefined): z.ZodType {
  const value = valueSchemaOf(field, item);
  if (value === undefined) return z.unknown().describe(field.doc).optional();
  const documented = field.example === undefined ? { description: field.doc } : { description: field.doc, example: field.example };
  if (field.required === true) return value.meta(documented);
  // Optional: the value, or null or blank (read as absent).
  return z.union([value, blankOrNull]).meta(documented).optional();
}

/** Text with something other than white space in it. */
const nonBlankText = z.string().regex(/\S/);

/**
 * Text as the text reader takes it (textBounds.ts): not blank, no control character, at most
 * `maxLength` code points. zod's `max` counts UTF-16 units, JSON Schema's `maxLength` code
 * points, as the reader does: the length is a refinement, stated as `maxLength`.
 */
function boundedText(maxLength: number): z.ZodType {
  return (
    nonBlankText
      .regex(new RegExp(NO_CONTROL_CHARACTER_PATTERN))
      // The pattern cannot name a lone surrogate; the reader's own test can.
      .refine((text) => !hasControlCharacter(text), { message: "No control or invisible formatting character, and no lone surrogate." })
      .refine((text) => !isLongerThan(text, maxLength), { message: `At most ${maxLength} characters.` })
      .meta({ maxLength })
  );
}

const CHOICE_SEPARATOR = "[\\s_-]*";

const INT32 = { type: "integer", format: "int32" } as const;

/** A calendar date `YYYY-MM-DD`, as sent (format `date`). */
const CANONICAL_DATE = z
  .string()
  .regex(/^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/)
  .refine(isCalendarDate, { message: "Not a real calendar date." })
  .meta({ format: "date" });
/** The same date with white space around it, which the reader trims. */
const PADDED_DATE = z
  .string()
  .regex(/^\s*\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])\s*$/)
  .refine((text) => isCalendarDate(text.trim()), { message: "Not a real calendar date." })
  .describe("The date with white space around it, which is ignored.");

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

const FLAG_WORDS = ["y", "yes", "1", "true", "n", "no", "0", "false"].map((word) => caselessPattern(word));

/** The schema of a field's value (absent aside), or undefined for a field that is not read (anything goes). */
function valueSchemaOf(field: FieldDescription, item: z.ZodType | undefined): z.ZodType | undefined {
  switch (field.kind) {
    case "text":
      return field.acceptNumber === true ? z.union([boundedText(field.maxLength), z.number()]) : boundedText(field.maxLength);
    case "choice": {
      const spellings = [...field.values, ...Object.keys(field.aliases ?? {})];
      const alternatives = spellings.map((value) =>
        field.caseOnly === true ? caselessPattern(value) : caselessPattern(value.toLowerCase().replace(/[\s_-]+/g, ""), CHOICE_SEPARATOR),
      );
      // The canonical values as an enum, for readers and code generators; the pattern for every spelling accepted.
      return z.union([z.enum(field.values as unknown as [string, ...string[]]), z.string().regex(new RegExp(`^(?:${alternatives.join("|")})$`))]);
    }
    case "integer":
      if (field.allowed !== undefined) return z.literal(field.allowed as [number, ...number[]]).meta(INT32);
      return (field.min === undefined ? z.int32() : z.int32().min(field.min)).meta(INT32);
    case "number": {
      let number = z.number();
      if (field.min !== undefined) number = number.min(field.min);
      if (field.above !== undefined) number = number.gt(field.above);
      if (field.max !== undefined) number = number.max(field.max);
      return number.meta({ format: "double" });
    }
    case "flag":
      return z.union([z.boolean(), z.literal([0, 1]).meta(INT32), z.string().regex(new RegExp(`^\\s*(?:${FLAG_WORDS.join("|")})\\s*$`))]);
    case "date":
      return z.union([CANONICAL_DATE, PADDED_DATE]);
    case "postcode":
      return z.string().regex(UK_POSTCODE);
    case "ncdLevel":
      // The reader takes any safe whole number of 0 or more (the NCD table bounds it); not int32.
      return z.union([z.int().min(0), z.string().regex(/^\s*\d{1,10}\s*$/)]);
    case "list": {
      const list = z.array(item ?? z.unknown()).max(field.maxItems);
      return field.required === true ? list.min(1) : list;
    }
    case "opaqueList":
      return z.array(z.unknown().describe(`A ${field.itemName}; not examined.`)).max(field.maxItems);
    case "output":
    case "notInUse":
      return undefined;
  }
}
