import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { IssueCode } from "../model/issue.js";
import { QuoteRequestSchema, QuoteRequestShapeSchema } from "../model/request.js";
import { defaultTables } from "../tables/default/index.js";
import { validQuoteRequest } from "../../test/properties/arbitraries.js";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

/**
 * Rules across fields, or of the whole request, that no field's schema can say: the shape
 * (and so JSON Schema and the OpenAPI document) leaves them to the validator.
 */
const CROSS_FIELD_CODES: ReadonlySet<IssueCode> = new Set([
  "INVALID_REQUEST",
  "PRIMARY_MEMBER",
  "TOO_MANY_PARTNERS",
  "COUNT_MISMATCH",
  "AGE_REQUIRED",
  "AGE_DOB_MISMATCH",
  "AGE_OUT_OF_RANGE",
  "DUPLICATE_OPTION",
  "DUPLICATE_INCENTIVE",
]);

/** Values that sit on the edges of the readers' leniency. */
const TRICKY_VALUES: readonly unknown[] = [
  undefined, null, "", "   ", "\t", 0, -0, 1, 2, 4, 12, -1, 12.5, 1e10, 2147483647, 2147483648, -2147483649, 1e308, "12", " 12 ", "012", "1.5", "-3",
  true, false, "Y", "n", "yes", "NO", " True ", "1", "0", "maybe", "Yes", "No",
  "2026-03-01", " 2026-03-01 ", "2026-02-30", "2024-02-29", "2025-02-29", "0099-01-01", "2026-3-1", "01/03/2026", "2026-03-01T00:00:00Z",
  "SW1A 1AA", "sw1a1aa", " s w 1 a 1 a a ", "GIR 0AA", "gir0aa", "SW1A", "BF1 1AA", "QA1 1AA", "EC1A 1BB", "W1A 0AX", "M1 1AE",
  "HrSol", "hrsol", "HRSOL", "hr-sol", "Hr Sol", "New Business", "new-business", "NEW_BUSINESS", " mtc ", "renewal", "Sale",
  "self", "SELF", "partner", "child", "Child ", "M", "f", "male", "FEMALE", "X", "FMU", "nmori", "cme", "C M O R I", "MHD", "XYZ",
  "B", "c", "a", "D", "Price Beater", "pricebeater", "NCD-Uplift", "gift", "monthsFree", "free_option", "SwitchDec", "psDiscount", "bonus",
  "Excess", "500", 500, 352, 999, "abc", "x".repeat(300), [], [1], [{}], {}, { a: 1 }, Number.NaN,
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

/** Known field names, to add a field where a request lacks it. */
const FIELD_NAMES = [
  "transactionType", "age", "dateOfBirth", "postcode", "pncdInd", "isMemberNeeded", "incentive", "option", "ncdLevel", "value", "name", "id",
  "cncFactor", "previousCommercialDiscount", "competitorPrice", "paymentFrequency", "productName", "memberTaxDetail", "productId", "isRequote",
];

/** A valid request with one to three of its values replaced by tricky ones, or fields added. */
const mutatedRequest = validQuoteRequest(defaultTables).chain((valid) =>
  fc
    .array(
      fc.record({ pick: fc.nat(), value: fc.constantFrom(...TRICKY_VALUES), addField: fc.boolean(), field: fc.constantFrom(...FIELD_NAMES) }),
      { minLength: 0, maxLength: 3 },
    )
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

/** The codes of the validator's structural problems (no tables: the checks against the tariff are not structure). */
function structuralIssues(request: unknown) {
  const result = validateQuoteRequest(request);
  return result.success ? [] : result.issues;
}

describe("the exported zod model accepts exactly what validateQuoteRequest accepts structurally", () => {
  it("QuoteRequestSchema and validateQuoteRequest agree on 10,000 generated and mutated requests", () => {
    let refused = 0;
    fc.assert(
      fc.property(mutatedRequest, (request) => {
        const issues = structuralIssues(request);
        const parsed = QuoteRequestSchema.safeParse(request);
        expect(parsed.success, JSON.stringify({ issues, zod: parsed.error?.issues.slice(0, 3), request })).toBe(issues.length === 0);
        if (issues.length > 0) refused += 1;
      }),
      { numRuns: 10_000 },
    );
    // The mutations must really break requests, not only produce valid ones.
    expect(refused).toBeGreaterThan(2_000);
  }, 120_000);

  it("the field-by-field shape (the OpenAPI request schema) refuses every request whose problems are in its fields, and accepts every sound one", () => {
    let fieldProblems = 0;
    fc.assert(
      fc.property(mutatedRequest, (request) => {
        const issues = structuralIssues(request);
        const shape = QuoteRequestShapeSchema.safeParse(request);
        const label = JSON.stringify({ issues, zod: shape.error?.issues.slice(0, 3), request });
        if (issues.length === 0) expect(shape.success, label).toBe(true);
        else if (issues.every((issue) => !CROSS_FIELD_CODES.has(issue.code) && !isWholePolicyRule(issue))) {
          fieldProblems += 1;
          expect(shape.success, label).toBe(false);
        }
      }),
      { numRuns: 5_000 },
    );
    expect(fieldProblems).toBeGreaterThan(1_000);
  }, 120_000);
});

/** Problems of a rule about a whole list or object (an option's id or name; the members of the whole policy). */
function isWholePolicyRule(issue: { path: string; code: IssueCode; message: string }): boolean {
  if (issue.code === "REQUIRED" && /\/option\/\d+$/.test(issue.path)) return true;
  return issue.code === "TOO_MANY_ITEMS" && issue.message.startsWith("A policy may hold at most");
}

describe("the golden requests", () => {
  it("QuoteRequestSchema accepts every golden request the engine prices (a blank transactionType included)", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const folder = new URL("../../test/golden/cases/", import.meta.url);
    const cases = readdirSync(folder).filter((file) => file.endsWith(".json"));
    const priced = cases
      .map((file) => ({ file, golden: JSON.parse(readFileSync(new URL(file, folder), "utf8")) as { request: unknown; expected: { issues?: unknown } } }))
      .filter(({ golden }) => golden.expected.issues === undefined);
    expect(priced.length).toBeGreaterThan(40);
    const refused = priced.filter(({ golden }) => !QuoteRequestSchema.safeParse(golden.request).success).map(({ file }) => file);
    expect(refused).toEqual([]);
  });
});
