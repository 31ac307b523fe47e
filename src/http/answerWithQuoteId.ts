import type { ExchangeAnswer } from "./httpExchange.js";

/**
 * An answer carrying its quote id: a `Quote-ID` header, and a `quoteId` member put first in the
 * JSON body (beside `quoteResponse`, or in the problem document), without parsing the body again.
 *
 * @example
 * answerWithQuoteId({ status: 200, headers: {}, body: '{"quoteResponse":{}}' }, "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b").body;
 * // '{"quoteId":"0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b","quoteResponse":{}}'
 */
export function answerWithQuoteId(answer: ExchangeAnswer & { readonly body: string }, quoteId: string): ExchangeAnswer {
  return { status: answer.status, headers: { ...answer.headers, "quote-id": quoteId }, body: `{"quoteId":${JSON.stringify(quoteId)},${answer.body.slice(1)}` };
}
