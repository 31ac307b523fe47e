import { describe, expect, it } from "vitest";
import { readLookupQuery } from "./lookupQuery.js";

const NAMES = ["uwType", "memberYearsClaimFree", "priceDate"];

describe("readLookupQuery", () => {
  it("reads text and whole numbers, an empty value as absent", () => {
    expect(readLookupQuery(new URLSearchParams("uwType=CME&memberYearsClaimFree=%202&priceDate="), NAMES, ["memberYearsClaimFree"])).toEqual({
      ok: true,
      values: { uwType: "CME", memberYearsClaimFree: 2 },
    });
  });
  it("refuses unknown and repeated names and a number that is not whole, all at once", () => {
    const result = readLookupQuery(new URLSearchParams("uwtype=CME&uwType=A&uwType=B&memberYearsClaimFree=1.5"), NAMES, ["memberYearsClaimFree"]);
    expect(result.ok ? [] : result.errors.map((error) => `${error.code} ${error.parameter}`)).toEqual([
      "INVALID_QUERY_PARAMETER uwtype",
      "INVALID_QUERY_PARAMETER uwType",
      "INVALID_QUERY_PARAMETER memberYearsClaimFree",
    ]);
  });
  it("passes a negative whole number on, for the look-up to refuse with its own code", () => {
    expect(readLookupQuery(new URLSearchParams("memberYearsClaimFree=-1"), NAMES, ["memberYearsClaimFree"])).toEqual({ ok: true, values: { memberYearsClaimFree: -1 } });
  });
  it("bounds a text parameter as its request field: its length as sent, and no control character", () => {
    const read = (query: string) => readLookupQuery(new URLSearchParams(query), ["fsaNumber"], [], { fsaNumber: 32 });
    expect(read(`fsaNumber=${"9".repeat(32)}`)).toEqual({ ok: true, values: { fsaNumber: "9".repeat(32) } });
    expect(read(`fsaNumber=${"9".repeat(33)}`)).toEqual({
      ok: false,
      errors: [{ parameter: "fsaNumber", code: "INVALID_QUERY_PARAMETER", message: "fsaNumber may hold at most 32 characters." }],
    });
    for (const control of ["%00", "%1B", "%C2%9B", "%09"]) {
      expect(read(`fsaNumber=FSA${control}1`)).toMatchObject({ ok: false, errors: [{ parameter: "fsaNumber", code: "INVALID_QUERY_PARAMETER" }] });
    }
    // White space alone is still an absent parameter, as in a quote.
    expect(read("fsaNumber=%20%09")).toEqual({ ok: true, values: {} });
  });
});
