import { describe, expect, it } from "vitest";
import { entryInForceOn } from "./entryInForceOn.js";

const rows = [{ from: "2016-10-01" }, { from: "2017-06-01" }, { from: "2020-01-01" }];
const fromOf = (row: { from: string }) => row.from;

describe("entryInForceOn", () => {
  it("is undefined before the first entry", () => {
    expect(entryInForceOn(rows, "2016-09-30", fromOf)).toBeUndefined();
    expect(entryInForceOn([], "2026-01-01", fromOf)).toBeUndefined();
  });
  it("takes an entry from its effective date, inclusive, until the next one's", () => {
    expect(entryInForceOn(rows, "2016-10-01", fromOf)).toBe(rows[0]);
    expect(entryInForceOn(rows, "2017-05-31", fromOf)).toBe(rows[0]);
    expect(entryInForceOn(rows, "2017-06-01", fromOf)).toBe(rows[1]);
  });
  it("keeps the last entry in force after it", () => {
    expect(entryInForceOn(rows, "2099-12-31", fromOf)).toBe(rows[2]);
  });
});
