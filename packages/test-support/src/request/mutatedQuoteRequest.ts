import fc from "fast-check";
import type { RatingTables } from "pmi-rating";
import { validQuoteRequest } from "../properties/arbitraries.js";

/** Values that sit on the edges of the readers' leniency. */
export const TRICKY_VALUES: readonly unknown[] = [
  undefined,
  null,
  "",
  "   ",
  "\t",
  0,
  -0,
  1,
  2,
  4,
  12,
  -1,
  12.5,
  1e10,
  2147483647,
  2147483648,
  -2147483649,
  1e308,
  "12",
  " 12 ",
  "012",
  "1.5",
  "-3",
  true,
  false,
  "Y",
  "n",
  "yes",
  "NO",
  " True ",
  "1",
  "0",
  "maybe",
  "Yes",
  "No",
  "2026-03-01",
  " 2026-03-01 ",
  "2026-02-30",
  "2024-02-29",
  "2025-02-29",
  "0099-01-01",
  "2026-3-1",
  "01/03/2026",
  "2026-03-01T00:00:00Z",
  "SW1A 1AA",
  "sw1a1aa",
  " s w 1 a 1 a a ",
  "GIR 0AA",
  "gir0aa",
  "SW1A",
  "BF1 1AA",
  "QA1 1AA",
  "EC1A 1BB",
  "W1A 0AX",
  "M1 1AE",
  "HrSol",
  "hrsol",
  "HRSOL",
  "hr-sol",
  "Hr Sol",
  "New Business",
  "new-business",
  "NEW_BUSINESS",
  " mtc ",
  "renewal",
  "Sale",
  "self",
  "SELF",
  "partner",
  "child",
  "Child ",
  "M",
  "f",
  "male",
  "FEMALE",
  "X",
  "FMU",
  "nmori",
  "cme",
  "C M O R I",
  "MHD",
  "XYZ",
  "B",
  "c",
  "a",
  "D",
  "Price Beater",
  "pricebeater",
  "NCD-Uplift",
  "gift",
  "monthsFree",
  "free_option",
  "SwitchDec",
  "psDiscount",
  "bonus",
  "Excess",
  "500",
  500,
  352,
  999,
  "abc",
  "x".repeat(300),
  // The bounds of text (textBounds.ts): at and over 32, 64 and 128 characters, code points counted, and control characters.
  "9".repeat(32),
  "9".repeat(33),
  "y".repeat(65),
  "z".repeat(128),
  "z".repeat(129),
  "😀".repeat(64),
  "Q-1\u0000",
  "Hr\u001bSol",
  "Web\u009b",
  " x\n",
  [],
  [1],
  [{}],
  {},
  { a: 1 },
  Number.NaN,
];

/** Known field names, to add a field where a request lacks it. */
export const FIELD_NAMES: readonly string[] = [
  "transactionType",
  "age",
  "dateOfBirth",
  "postcode",
  "pncdInd",
  "isMemberNeeded",
  "incentive",
  "option",
  "ncdLevel",
  "value",
  "name",
  "id",
  "cncFactor",
  "previousCommercialDiscount",
  "competitorPrice",
  "paymentFrequency",
  "productName",
  "memberTaxDetail",
  "productId",
  "isRequote",
];

type Json = unknown;

/** Every path to a value inside `value` (keys and indices), the root excluded. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  }
  return [];
}

/** Sets (or, for `undefined`, deletes) the value at `path` in a copy of `root`. */
function setAt(root: Json, path: readonly (string | number)[], value: unknown): Json {
  const copy = structuredClone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined && !Array.isArray(parent)) delete parent[last];
  else parent[last] = value;
  return copy;
}

/**
 * A valid request for `tables` with zero to `maxMutations` of its values replaced by tricky
 * ones (`values`, by default `TRICKY_VALUES`), or fields added (`FIELD_NAMES`).
 *
 * @example
 * fc.sample(mutatedQuoteRequest(defaultTables), 1);
 */
export function mutatedQuoteRequest(tables: RatingTables, values: readonly unknown[] = TRICKY_VALUES, maxMutations = 3): fc.Arbitrary<Json> {
  return validQuoteRequest(tables).chain((valid) =>
    fc
      .array(fc.record({ pick: fc.nat(), value: fc.constantFrom(...values), addField: fc.boolean(), field: fc.constantFrom(...FIELD_NAMES) }), {
        minLength: 0,
        maxLength: maxMutations,
      })
      .map((mutations) => {
        let request: Json = valid;
        for (const { pick, value, addField, field } of mutations) {
          const paths = pathsOf(request).filter((path) => path.length >= 2);
          const path = paths[pick % paths.length];
          if (path === undefined) continue;
          const target = addField ? [...path.slice(0, -1), field] : path;
          request = setAt(request, target, value);
        }
        return request;
      }),
  );
}
