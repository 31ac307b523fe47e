import { describe, expect, it } from "vitest";
import { normalizePostcode } from "../../../src/validate/normalizePostcode.js";
import { erasureSelectionProblems, postcodeKey, recordSelector, requestNamesPerson } from "./erasureSelection.js";

const person = { dateOfBirth: "1988-09-14", postcode: "SW1A 1AA" };
const requestWith = (...members: object[]) => JSON.stringify({ individualHealthCarePolicy: { quote: { memberCategory: [{ familyUnit: [{ member: members }] }] } } });

describe("postcodeKey", () => {
  it("compares postcodes as the library's normalizePostcode does: two UK postcodes normalise alike exactly when their keys are equal", () => {
    const written = ["SW1A 1AA", "sw1a1aa", " Sw1A  1aA ", "SW1A\t1AA", "SW1A 1AB", "M1 1AE", "m11ae", "GIR 0AA", "gir0aa", "CR2 6XH", "EC1A 1BB", "W1A 0AX", "DN55 1PT"];
    for (const one of written) {
      for (const other of written) {
        expect(normalizePostcode(one)).toBeDefined();
        expect(postcodeKey(one) === postcodeKey(other), `${one} / ${other}`).toBe(normalizePostcode(one) === normalizePostcode(other));
      }
    }
  });
});

describe("requestNamesPerson", () => {
  it("finds a member of the date of birth and postcode anywhere in the request, the postcode in any case and spacing, the date trimmed", () => {
    expect(requestNamesPerson(requestWith({ dateOfBirth: "1990-01-01", postcode: "SW1A 1AA" }, { dateOfBirth: " 1988-09-14 ", postcode: "sw1a1aa" }), person)).toBe(true);
    expect(requestNamesPerson(JSON.stringify([[{ anything: { dateOfBirth: "1988-09-14", postcode: "SW1A1AA" } }]]), person)).toBe(true);
  });

  it("needs both on one member: the date on one and the postcode on another is someone else", () => {
    expect(requestNamesPerson(requestWith({ dateOfBirth: "1988-09-14", postcode: "M1 1AE" }, { dateOfBirth: "1990-01-01", postcode: "SW1A 1AA" }), person)).toBe(false);
    expect(requestNamesPerson(requestWith({ dateOfBirth: "1988-09-15", postcode: "SW1A 1AA" }), person)).toBe(false);
    expect(requestNamesPerson(requestWith({ age: 38, postcode: "SW1A 1AA" }), person)).toBe(false);
  });

  it("reads JSON escapes as JSON does", () => {
    expect(requestNamesPerson('{"member":[{"dateOf\\u0042irth":"\\u0031988-09-14","postcode":"SW1A 1AA"}]}', person)).toBe(true);
  });

  it("matches a request that is not JSON when its text holds the date and, white space aside, the postcode", () => {
    expect(requestNamesPerson('{"member":[{"dateOfBirth":"1988-09-14","postcode":"sw1a 1aa",}]', person)).toBe(true);
    expect(requestNamesPerson('{"member":[{"dateOfBirth":"1988-09-14","postcode":"M1 1AE",}]', person)).toBe(false);
  });

  it("walks a request nested deeper than the stack without failing", () => {
    const deep = "[".repeat(200_000) + JSON.stringify({ dateOfBirth: "1988-09-14", postcode: "SW1A 1AA" }) + "]".repeat(200_000);
    // Parsed or not (a parser may refuse such depth), the answer is the person's, and nothing throws.
    expect(requestNamesPerson(deep, person)).toBe(true);
  });
});

describe("recordSelector", () => {
  it("picks records by quote id in any case, or by the person", () => {
    const byId = recordSelector({ quoteIds: ["0190A1B2-C3D4-7E5F-8A9B-0C1D2E3F4A5B"] });
    expect(byId({ quoteId: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b", request: "" })).toBe(true);
    expect(byId({ quoteId: "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c", request: "" })).toBe(false);
    const byPerson = recordSelector(person);
    expect(byPerson({ quoteId: "x", request: requestWith({ dateOfBirth: "1988-09-14", postcode: "SW1A 1AA" }) })).toBe(true);
  });
});

describe("erasureSelectionProblems", () => {
  it("accepts quote ids and a person's date and postcode", () => {
    expect(erasureSelectionProblems({ quoteIds: ["0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"] })).toEqual([]);
    expect(erasureSelectionProblems(person)).toEqual([]);
    expect(erasureSelectionProblems({ dateOfBirth: "2000-02-29", postcode: "m11ae" })).toEqual([]);
  });

  it("names what is wrong without repeating the personal data", () => {
    expect(erasureSelectionProblems({ quoteIds: [] })).toEqual(["Name at least one quote id to erase."]);
    expect(erasureSelectionProblems({ quoteIds: ["Q-1", "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b"] })).toEqual([
      'A quote id is a UUID as the service answered it in Quote-ID; these are not: "Q-1".',
    ]);
    expect(erasureSelectionProblems({ quoteIds: Array.from({ length: 10_001 }, () => "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b") })).toEqual([
      "Name at most 10000 quote ids to erase at once, not 10001.",
    ]);
    const problems = erasureSelectionProblems({ dateOfBirth: "14/09/1988", postcode: "SW1A 1AA!" });
    expect(problems).toEqual(["The date of birth must be a real calendar date YYYY-MM-DD.", 'The postcode must be a UK postcode, e.g. "SW1A 1AA".']);
    expect(problems.join(" ")).not.toContain("14/09/1988");
    expect(erasureSelectionProblems({ dateOfBirth: "2001-02-29", postcode: "SW1A 1AA" })).toHaveLength(1);
  });
});
