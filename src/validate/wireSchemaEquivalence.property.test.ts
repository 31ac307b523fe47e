import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { IssueCode } from "../model/issue.js";
import { QuoteRequestShapeSchema } from "../model/request.js";
import { QuoteRequestSchema } from "./QuoteRequestSchema.js";
import { defaultTables } from "../plans/defaultTables.js";
import { mutatedQuoteRequest } from "@pmi-rating/test-support";
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
  // Every member marked not needed: a rule of the whole policy, which no member's field can refuse.
  "NO_MEMBER_NEEDED",
]);

/** A valid request with one to three of its values replaced by tricky ones, or fields added. */
const mutatedRequest = mutatedQuoteRequest(defaultTables);

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
