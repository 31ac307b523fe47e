import type { FetchHandler } from "./createQuoteHandler.js";
import { exchangeOfRequest } from "./exchangeOfRequest.js";
import type { ExchangeHandler } from "./httpExchange.js";
import { withRawExchange } from "./rawExchange.js";
import { responseOfAnswer } from "./responseOfAnswer.js";

/**
 * A fetch handler running an exchange handler: a real `Request` in, a `Response` out (the
 * standard path, and the definition), plus the same exchange handler as the direct entry
 * point `toNodeListener` uses to skip building the Web objects. One operation, two carriers.
 *
 * @example
 * const handler = fetchHandlerOf(answerWithProblemsAndLog(answer, { problemTypeBase }));
 * (await handler(new Request("http://localhost/x"))).status;
 */
export function fetchHandlerOf(handle: ExchangeHandler): FetchHandler {
  return withRawExchange(
    async function handleRequest(request: Request): Promise<Response> {
      return responseOfAnswer(await handle(exchangeOfRequest(request)));
    },
    (request) => handle(request),
  );
}
