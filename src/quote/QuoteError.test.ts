import { describe, expect, it } from "vitest";
import { QuoteError } from "./QuoteError.js";

describe("QuoteError", () => {
  it("is an Error carrying every issue and naming the first in its message", () => {
    const error = new QuoteError([
      { path: "/a", code: "REQUIRED", message: "a is required." },
      { path: "/b", code: "REQUIRED", message: "b is required." },
      { path: "/c", code: "REQUIRED", message: "c is required." },
    ]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("QuoteError");
    expect(error.issues).toHaveLength(3);
    expect(Object.isFrozen(error.issues)).toBe(true);
    expect(error.message).toBe("The quotation request cannot be priced: REQUIRED at /a: a is required. (and 2 more problems)");
  });

  it("names the whole request for an empty path", () => {
    expect(new QuoteError([{ path: "", code: "INVALID_REQUEST", message: "Send an object." }]).message).toBe(
      "The quotation request cannot be priced: INVALID_REQUEST at (request): Send an object.",
    );
  });

  it("is recognised by QuoteError.is across copies of the library, by its Symbol.for brand", () => {
    const error = new QuoteError([{ path: "", code: "INVALID_REQUEST", message: "Send an object." }]);
    expect(QuoteError.is(error)).toBe(true);
    // What the CommonJS build's class looks like from the ES module: another class, same brand.
    class OtherCopyQuoteError extends Error {}
    Object.defineProperty(OtherCopyQuoteError.prototype, Symbol.for("pmi-rating.QuoteError"), { value: true });
    const fromOtherCopy = new OtherCopyQuoteError("x");
    expect(fromOtherCopy instanceof QuoteError).toBe(false);
    expect(QuoteError.is(fromOtherCopy)).toBe(true);
    for (const value of [new Error("x"), { name: "QuoteError", issues: [] }, null, undefined, "QuoteError", 1]) expect(QuoteError.is(value)).toBe(false);
    // The brand sits on the prototype: nothing extra on the instance or in its JSON.
    expect(Object.getOwnPropertySymbols(error)).toEqual([]);
  });
});
