import type { ObjectDescription } from "./fieldKinds.js";

/**
 * The TypeScript types of the request, worked out from its description (requestFields.ts)
 * by the compiler: the wire form an integrator sends (`WireOf`) and the normalised form the
 * engine reads (`NormalizedOf`). Nothing here lists a field.
 */

/** Flattens an intersection of mapped types into one object type, for readable hovers and errors. */
type Simplify<T> = { [K in keyof T]: T[K] } & {};

type FieldsOf<D extends ObjectDescription> = D["fields"][number];

/**
 * The canonical value a program sends for a field. The reader accepts more at run time
 * (null or blank for absent, numbers as text, other spellings), as the JSON Schema says; the
 * type is the form to send.
 */
export type WireValueOf<F> = F extends { readonly kind: "text" }
  ? string
  : F extends { readonly kind: "choice"; readonly values: infer V extends readonly string[] }
    ? V[number]
    : F extends { readonly kind: "integer"; readonly allowed: infer A extends readonly number[] }
      ? A[number]
      : F extends { readonly kind: "integer" | "number" }
        ? number
        : F extends { readonly kind: "flag" }
          ? string | boolean | 0 | 1
          : F extends { readonly kind: "date" | "postcode" }
            ? string
            : F extends { readonly kind: "ncdLevel" }
              ? number | string
              : F extends { readonly kind: "list"; readonly item: infer I extends ObjectDescription }
                ? WireOf<I>[]
                : F extends { readonly kind: "opaqueList" }
                  ? unknown[]
                  : unknown;

/** The object as sent: required fields required, the others optional. */
export type WireOf<D extends ObjectDescription> = Simplify<
  { [F in FieldsOf<D> as F extends { readonly required: true } ? F["name"] : never]: WireValueOf<F> } & {
    [F in FieldsOf<D> as F extends { readonly required: true } ? never : F["name"]]?: WireValueOf<F> | undefined;
  }
>;

/** The normalised value of a field: the canonical spelling, a flag as a boolean, a list of normalised objects. */
export type NormalizedValueOf<F> = F extends { readonly kind: "text" | "date" | "postcode" }
  ? string
  : F extends { readonly kind: "choice"; readonly values: infer V extends readonly string[] }
    ? V[number]
    : F extends { readonly kind: "integer"; readonly allowed: infer A extends readonly number[] }
      ? A[number]
      : F extends { readonly kind: "integer" | "number" | "ncdLevel" }
        ? number
        : F extends { readonly kind: "flag" }
          ? boolean
          : F extends { readonly kind: "list"; readonly item: infer I extends ObjectDescription }
            ? readonly NormalizedOf<I>[]
            : never;

/** Fields the normalised request carries (outputs, fields not in use and unexamined lists are not read). */
type Read<F> = F extends { readonly kind: "output" | "notInUse" | "opaqueList" } ? never : F;

/** Fields always present once normalised: required, defaulted, or filled by a rule. */
type Always<F> = F extends { readonly required: true } | { readonly default: string | boolean } | { readonly filled: true } ? F : never;

type NormalizedKeyOf<F> = F extends { readonly into: infer K extends string } ? K : F extends { readonly name: infer N extends string } ? N : never;

/**
 * The normalised object of a description (docs/rating-model.md section 3). An optional field
 * not sent is a key holding undefined (the validator writes every key, so that every object of
 * a kind has one layout); read it by value, not with `in` or `Object.keys`.
 */
export type NormalizedOf<D extends ObjectDescription> = Simplify<
  (D extends { readonly pointer: true } ? { readonly pointer: string } : unknown) & {
    readonly [F in FieldsOf<D> as [Read<F>] extends [never] ? never : [Always<F>] extends [never] ? never : NormalizedKeyOf<F>]: NormalizedValueOf<F>;
  } & {
    readonly [F in FieldsOf<D> as [Read<F>] extends [never] ? never : [Always<F>] extends [never] ? NormalizedKeyOf<F> : never]?: NormalizedValueOf<F> | undefined;
  }
>;
