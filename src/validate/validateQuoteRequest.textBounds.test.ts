import { describe, expect, it } from "vitest";
import { TEXT_LENGTHS } from "../model/wire/textBounds.js";
import { QuoteRequestSchema } from "./QuoteRequestSchema.js";
import { buildMember, buildRequest, POINTERS } from "@pmi-rating/test-support";
import { validateQuoteRequest } from "./validateQuoteRequest.js";

/**
 * The bounds of the request's free text through the whole validator, and the exported zod
 * schema agreeing (issue 39: an id holding NUL jammed the store; 250 KB ids filled the disk).
 */
function problemsOf(request: unknown): string[] {
  const result = validateQuoteRequest(request);
  return result.success ? [] : result.issues.map((issue) => `${issue.code} ${issue.path}`);
}

describe("the request's free text", () => {
  it.each([
    ["id", TEXT_LENGTHS.reference, 128],
    ["callingSystem", TEXT_LENGTHS.name, 64],
    ["salesChannel", TEXT_LENGTHS.name, 64],
    ["pmiPolicyType", TEXT_LENGTHS.name, 64],
    ["fsaNumber", TEXT_LENGTHS.code, 32],
    ["sourceCode", TEXT_LENGTHS.code, 32],
  ])("takes a policy's %s of %i characters and refuses one more with TEXT_TOO_LONG", (name, bound, documented) => {
    expect(bound).toBe(documented);
    const atBound = buildRequest({ [name]: "A".repeat(bound) });
    expect(problemsOf(atBound)).toEqual([]);
    expect(QuoteRequestSchema.safeParse(atBound).success).toBe(true);
    const over = buildRequest({ [name]: "A".repeat(bound + 1) });
    expect(problemsOf(over)).toEqual([`TEXT_TOO_LONG ${POINTERS.quote}/${name}`]);
    expect(QuoteRequestSchema.safeParse(over).success).toBe(false);
  });

  it("refuses a 250 KB id with TEXT_TOO_LONG, its message saying the bound", () => {
    const result = validateQuoteRequest(buildRequest({ id: "x".repeat(250_000) }));
    expect(result.success ? [] : result.issues).toEqual([
      { path: `${POINTERS.quote}/id`, code: "TEXT_TOO_LONG", message: "id may hold at most 128 characters; received 250000." },
    ]);
  });

  it.each([
    ["a NUL in the id", { id: "Q-1\u0000" }, "id"],
    ["ESC in callingSystem", { callingSystem: "HrSol\u001b]0;owned\u0007" }, "callingSystem"],
    ["a C1 control in salesChannel", { salesChannel: "Web\u009b2J" }, "salesChannel"],
  ])("refuses %s with CONTROL_CHARACTER at its pointer", (_name, overrides, field) => {
    const request = buildRequest(overrides);
    expect(problemsOf(request)).toEqual([`CONTROL_CHARACTER ${POINTERS.quote}/${field}`]);
    expect(QuoteRequestSchema.safeParse(request).success).toBe(false);
  });

  it("bounds the text of members, categories and options too", () => {
    const request = buildRequest({}, [buildMember({ number: "9".repeat(33), postcodeBand: "C\u0007" })]);
    expect(problemsOf(request)).toEqual([`TEXT_TOO_LONG ${POINTERS.member(0)}/number`, `CONTROL_CHARACTER ${POINTERS.member(0)}/postcodeBand`]);
  });
});
