import type { FetchHandler } from "../http/createQuoteHandler.js";
import { rawExchangeOf, withRawExchange } from "../http/rawExchange.js";
import { INCENTIVES_PATH, NCD_LEVEL_PATH } from "../http/createLookupHandler.js";

/**
 * The service's operations: the look-ups at their two paths, the quotation (which answers 404
 * for any other path) everywhere else.
 *
 * @example
 * createReferenceHandler({ quote: withLookups(quote, lookups), routes, logger, onError });
 */
export function withLookups(quote: FetchHandler, lookups: FetchHandler): FetchHandler {
  const isLookup = (pathname: string) => pathname === NCD_LEVEL_PATH || pathname === INCENTIVES_PATH;
  const quoteDirect = rawExchangeOf(quote);
  const lookupsDirect = rawExchangeOf(lookups);
  return withRawExchange(
    (request) => (isLookup(new URL(request.url).pathname) ? lookups(request) : quote(request)),
    // The same choice for toNodeListener's direct path; a handler without one declines it.
    (request) => (isLookup(request.url.pathname) ? lookupsDirect : quoteDirect)?.(request),
  );
}
