import type { ConnectionInfo, FetchHandler } from "./fetchHandler.js";
import { exchangeOfRequest } from "./exchangeOfRequest.js";
import type { ExchangeHandler } from "./httpExchange.js";
import { responseOfAnswer } from "./responseOfAnswer.js";

/**
 * A fetch handler running an exchange handler: a Web `Request` in, a `Response` out. The
 * operations are written against `ExchangeRequest` so that their rules read the request in one
 * way whatever runtime carries it.
 *
 * @example
 * const handler = fetchHandlerOf(answerWithProblemsAndLog(answer, { problemTypeBase }));
 * (await handler(new Request("http://localhost/x"))).status;
 */
export function fetchHandlerOf(handle: ExchangeHandler): FetchHandler {
  return async function handleRequest(request: Request, connection?: ConnectionInfo): Promise<Response> {
    return responseOfAnswer(await handle(exchangeOfRequest(request, connection?.remoteAddress)), connection?.Response);
  };
}
