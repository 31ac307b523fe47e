/**
 * The kinds of field a request is made of, and the entry that describes one field. The
 * request's description (requestFields.ts) is a list of these entries per object; the zod
 * schemas, the TypeScript types, the validator, the OpenAPI components and the field tables
 * of docs/request-fields.md are all derived from it, so that a field is written down once.
 */

/** A JSON value, for examples. */
export type JsonExample = null | boolean | number | string | readonly JsonExample[] | { readonly [key: string]: JsonExample };

/** What every field entry says, whatever its kind. */
interface FieldCommon<Name extends string> {
  /** The wire name, as sent in the JSON request. */
  readonly name: Name;
  /** The documentation sentence (schema description, OpenAPI, docs/request-fields.md). */
  readonly doc: string;
  /** A value a sound request may send. */
  readonly example?: JsonExample;
  /** Absent, null or blank is REQUIRED. */
  readonly required?: boolean;
  /** The key of the normalised request, when not the wire name (`pncdInd` is read into `protectedNcd`). */
  readonly into?: string;
  /** The normalised value when the field is absent (then the normalised key is always present). */
  readonly default?: string | boolean;
  /** Always present in the normalised request although optional on the wire: a rule of the validator fills it. */
  readonly filled?: boolean;
  /** The limits.csv row (or other table) that bounds the value further, for the documentation. */
  readonly boundedBy?: string;
}

/**
 * Text, trimmed; blank is absent. `acceptNumber`: a JSON number is taken as its decimal text.
 * Every text is bounded (textBounds.ts): at most `maxLength` characters as sent, and no
 * control character.
 */
export interface TextField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "text";
  readonly acceptNumber?: boolean;
  /** The most characters (Unicode code points) the text may have as sent: one of `TEXT_LENGTHS`. */
  readonly maxLength: number;
}

/**
 * One of a closed list, compared without case and (unless `caseOnly`) ignoring spaces,
 * hyphens and underscores; read as the listed spelling. `aliases` maps other accepted
 * spellings (lower case) to a listed value.
 */
export interface ChoiceField<Name extends string = string, Values extends readonly string[] = readonly string[]> extends FieldCommon<Name> {
  readonly kind: "choice";
  readonly values: Values;
  readonly caseOnly?: boolean;
  readonly aliases?: Readonly<Record<string, Values[number]>>;
  /** The code of a value not in the list (INVALID_VALUE unless the rule names its own). */
  readonly unknownCode?: "UNKNOWN_INCENTIVE" | "UNSUPPORTED_PRODUCT";
}

/** A whole number of the int32 range (OpenAPI `integer`, format `int32`), at least `min`, or one of `allowed`. */
export interface IntegerField<Name extends string = string, Allowed extends readonly number[] = readonly number[]> extends FieldCommon<Name> {
  readonly kind: "integer";
  readonly min?: number;
  readonly allowed?: Allowed;
  /** The code of a value below `min`, when a rule names its own (a negative `age` is AGE_OUT_OF_RANGE). */
  readonly belowMinCode?: "AGE_OUT_OF_RANGE";
}

/** A finite JSON number (OpenAPI `number`, format `double`): at least `min`, more than `above`, at most `max`. */
export interface NumberField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "number";
  readonly min?: number;
  readonly above?: number;
  readonly max?: number;
}

/** Yes or no: Y/N, Yes/No, 1/0, true/false in any case, a JSON boolean, or the numbers 1 and 0. */
export interface FlagField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "flag";
  /** How the message names the accepted values, e.g. "Y or N". */
  readonly expected: string;
}

/** A calendar date `YYYY-MM-DD` (OpenAPI format `date`), white space around it ignored. */
export interface DateField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "date";
}

/** A UK postcode in any case and spacing, read in its standard form ("SW1A 1AA"). */
export interface PostcodeField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "postcode";
}

/** The NCD level: a whole number of 0 or more, or a string of up to ten digits. Always required. */
export interface NcdLevelField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "ncdLevel";
}

/** A list of objects of another description, at most `maxItems` (a required list holds one at least). */
export interface ListField<Name extends string = string, Item extends ObjectDescription = ObjectDescription> extends FieldCommon<Name> {
  readonly kind: "list";
  readonly item: Item;
  readonly maxItems: number;
  /** What one item is, in messages ("member category"). */
  readonly itemName: string;
}

/** A list whose items are not examined (previous incentives): only its length is bounded. */
export interface OpaqueListField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "opaqueList";
  readonly maxItems: number;
  readonly itemName: string;
}

/** An output of the service sent back: accepted whatever it holds, ignored with the warning OUTPUT_FIELD_IGNORED. */
export interface OutputField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "output";
}

/** A field the interface marks "not in use": accepted whatever it holds, never read. */
export interface NotInUseField<Name extends string = string> extends FieldCommon<Name> {
  readonly kind: "notInUse";
}

/** Any field entry. */
export type FieldDescription =
  | TextField
  | ChoiceField
  | IntegerField
  | NumberField
  | FlagField
  | DateField
  | PostcodeField
  | NcdLevelField
  | ListField
  | OpaqueListField
  | OutputField
  | NotInUseField;

/** One object of the request: its component name, its documentation and its fields in the order they are read. */
export interface ObjectDescription {
  /** The OpenAPI component name, e.g. `Member`. */
  readonly id: string;
  readonly doc: string;
  readonly fields: readonly FieldDescription[];
  /** The normalised object carries `pointer`, its JSON pointer in the request as sent (every list item does). */
  readonly pointer: boolean;
}
