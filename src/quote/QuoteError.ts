import type { Issue } from "../model/issue.js";

// A registry-wide symbol, the same in every copy of the library: the ESM and the CJS builds of
// one installed version, or two installed versions, define distinct `QuoteError` classes, so
// `instanceof` fails across them while this brand does not.
const QUOTE_ERROR_BRAND = Symbol.for("pmi-rating.QuoteError");

/**
 * Thrown by `quote()` when the request cannot be priced; carries every problem found, the same
 * list `safeQuote()` returns.
 *
 * Recognise it with `QuoteError.is(error)`, which also works when the error comes from another
 * copy of the library (the CommonJS build when you imported the ES module, or a second installed
 * version): each copy has its own class, so `instanceof` fails across them. The brand is the
 * registry symbol `Symbol.for("pmi-rating.QuoteError")`, set to `true` on the prototype.
 *
 * @example
 * try { quote(request, tables); } catch (error) {
 *   if (QuoteError.is(error)) console.log(error.issues.map((issue) => issue.code));
 * }
 */
export class QuoteError extends Error {
  override readonly name = "QuoteError";
  readonly issues: readonly Issue[];

  constructor(issues: readonly Issue[]) {
    const [first] = issues;
    const summary = first === undefined ? "no detail" : `${first.code} at ${first.path || "(request)"}: ${first.message}`;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
    super(`The quotation request cannot be priced: ${summary}${more}`);
    this.issues = Object.freeze([...issues]);
  }

  /**
   * True when `value` is a `QuoteError` from any copy of pmi-rating (ESM or CommonJS build, any
   * installed version), by its `Symbol.for("pmi-rating.QuoteError")` brand; unlike `instanceof`.
   *
   * @example
   * const result = (() => { try { return quote(request, tables); } catch (error) { return error; } })();
   * if (QuoteError.is(result)) console.log(result.issues);
   */
  static is(value: unknown): value is QuoteError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[QUOTE_ERROR_BRAND] === true;
  }
}

Object.defineProperty(QuoteError.prototype, QUOTE_ERROR_BRAND, { value: true, enumerable: false, writable: false });
