import { safeQuote } from "../../../src/quote/safeQuote.js";
import type { SafeQuoteResult } from "../../../src/engine/quoteOptions.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { mixedBook } from "../lib/benchBooks.js";

/**
 * The service benchmark's 1,000 distinct request bodies (the seeded mixed book as JSON text):
 * what measureService sends, and what the loops beside it price, so that both see one book.
 *
 * @example
 * const bodies = serviceBenchBodies(); // 1,000 texts
 */
export function serviceBenchBodies(): string[] {
  return mixedBook(1000, defaultTables).map((request) => JSON.stringify(request));
}

/**
 * What a bare server calling `safeQuote` answers a parsed body: its status and JSON text. The
 * loops and the `safeQuote` server share it, so that their figures are of the same work.
 *
 * @example
 * answerOfBenchBody(JSON.parse(serviceBenchBodies()[0]!)).status; // 200
 */
export function answerOfBenchBody(body: unknown): { readonly status: number; readonly text: string } {
  return answerOfResult(safeQuote(body, defaultTables));
}

/**
 * A bare server's answer to one `safeQuote` result: its status and JSON text. Apart from
 * `answerOfBenchBody` so that a bench comparing two engines answers each engine's result alike.
 *
 * @example
 * answerOfResult(safeQuote(body, defaultTables)).text; // '{"quoteResponse":{...}}'
 */
export function answerOfResult(result: SafeQuoteResult): { readonly status: number; readonly text: string } {
  return result.success ? { status: 200, text: JSON.stringify({ quoteResponse: result.data }) } : { status: 400, text: JSON.stringify({ issues: result.issues }) };
}
