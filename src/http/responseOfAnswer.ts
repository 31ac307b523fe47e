import type { ExchangeAnswer } from "./httpExchange.js";

/**
 * An operation's answer as a Web `Response`, for the standard path.
 *
 * @example
 * const response = responseOfAnswer({ status: 200, headers: { "content-type": "application/json" }, body: "{}" });
 * await response.json(); // {}
 */
export function responseOfAnswer(answer: ExchangeAnswer): Response {
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}
