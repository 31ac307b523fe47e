import { describe, expect, it } from "vitest";
import { TablesError } from "./TablesError.js";

describe("TablesError", () => {
  it("lists every problem and is recognised by TablesError.is across copies of the library", () => {
    const error = new TablesError([{ file: "2026.1/ncd.csv", row: 3, column: "factor", code: "NOT_POSITIVE", message: "The factor 0 must be above 0." }], "tables");
    expect(error.message).toContain("The rating tables in tables have 1 problem:");
    expect(TablesError.is(error)).toBe(true);
    class OtherCopyTablesError extends Error {}
    Object.defineProperty(OtherCopyTablesError.prototype, Symbol.for("pmi-rating.TablesError"), { value: true });
    expect(TablesError.is(new OtherCopyTablesError("x"))).toBe(true);
    for (const value of [new Error("x"), { problems: [] }, null, "TablesError"]) expect(TablesError.is(value)).toBe(false);
  });
});
