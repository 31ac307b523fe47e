import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ISSUE_CODES } from "../../src/model/issue.js";
import { safeQuote } from "../../src/quote/safeQuote.js";
import { defaultTables } from "../../src/plans/defaultTables.js";
import { invalidQuoteRequest } from "@pmi-rating/test-support";

const NUM_RUNS = 200;
const codes = new Set<string>(ISSUE_CODES);

/** True when every segment of `pointer` but the last resolves in `document` (the last may be a missing field). */
function parentExists(document: unknown, pointer: string): boolean {
  if (pointer === "") return true;
  const segments = pointer
    .slice(1)
    .split("/")
    .map((segment) => segment.replace(/~1/g, "/").replace(/~0/g, "~"));
  let node: unknown = document;
  for (const segment of segments.slice(0, -1)) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, segment)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return true;
}

function expectRefusedWithIssues(request: unknown, what: string): void {
  let result: ReturnType<typeof safeQuote>;
  try {
    result = safeQuote(request, defaultTables);
  } catch (error) {
    throw new Error(`${what}: safeQuote threw ${String(error)}`, { cause: error });
  }
  expect(result.success, `${what} should be refused`).toBe(false);
  if (result.success) return;
  expect(result.issues.length).toBeGreaterThan(0);
  for (const issue of result.issues) {
    expect(issue.path === "" || issue.path.startsWith("/"), `path ${issue.path} is a JSON pointer`).toBe(true);
    expect(parentExists(request, issue.path), `${what}: path ${issue.path} points into the request`).toBe(true);
    expect(codes.has(issue.code), `${issue.code} is a documented code`).toBe(true);
    expect(issue.message.trim().length).toBeGreaterThan(0);
  }
}

describe("invalid requests", () => {
  it("refuses every broken valid request with issues, never an exception", () => {
    fc.assert(
      fc.property(invalidQuoteRequest(defaultTables), ({ mutation, request }) => {
        expectRefusedWithIssues(request, mutation);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("answers any JSON value with issues, never an exception", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expectRefusedWithIssues(value, `the value ${JSON.stringify(value)}`);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("answers a request whose fields hold any value with issues or a quote, never an exception", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("productName", "memberCategory", "paymentFrequency", "priceRequiredDate", "incentive"), fc.anything()), (quote) => {
        expect(() => safeQuote({ individualHealthCarePolicy: { quote } }, defaultTables)).not.toThrow();
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
