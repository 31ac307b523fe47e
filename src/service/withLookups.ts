import type { FetchHandler } from "../http/createQuoteHandler.js";
import { INCENTIVES_PATH, NCD_LEVEL_PATH } from "../http/createLookupHandler.js";

/**
 * The service's operations: the look-ups at their two paths, the quotation (which answers 404
 * for any other path) everywhere else.
 *
 * @example
 * createReferenceHandler({ quote: withLookups(quote, lookups), routes, logger, onError });
 */
export function withLookups(quote: FetchHandler, lookups: FetchHandler): FetchHandler {
  return (request) => {
    const { pathname } = new URL(request.url);
    return pathname === NCD_LEVEL_PATH || pathname === INCENTIVES_PATH ? lookups(request) : quote(request);
  };
}
