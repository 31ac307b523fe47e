import type { ExchangeAnswer } from "./httpExchange.js";

/**
 * An operation's answer as a Web `Response`, of the server's own class when it has one
 * (`ConnectionInfo.Response`), else of the global one.
 *
 * @example
 * const response = responseOfAnswer({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
 * await response.json(); // {}
 */
export function responseOfAnswer(answer: ExchangeAnswer, ResponseClass: typeof Response = Response): Response {
  return new ResponseClass(answer.body, { status: answer.status, headers: answer.headers });
}
