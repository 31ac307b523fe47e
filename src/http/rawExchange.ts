import type { FetchHandler } from "./createQuoteHandler.js";
import type { ExchangeAnswer, ExchangeRequest } from "./httpExchange.js";

/**
 * A handler's direct entry point for `toNodeListener`: the answer to a request read straight
 * from node:http, or undefined when this request must take the standard path (a real `Request`
 * handed to the fetch handler), decided before anything of the request is read.
 */
export type RawExchangeEntry = (request: ExchangeRequest) => Promise<ExchangeAnswer> | undefined;

/** Module-private key: only handlers this library made carry an entry, and nobody can forge one. */
const RAW_EXCHANGE = Symbol("pmi-rating raw exchange");

let rawExchangeEnabled = true;

/**
 * Gives a fetch handler made by this library its direct entry point, non-enumerable so that it
 * shows nowhere (spreads, `Object.keys`, logs) and the handler stays a plain fetch handler.
 *
 * @example
 * return withRawExchange(async (request) => responseOfAnswer(await handle(exchangeOfRequest(request))), (request) => handle(request));
 */
export function withRawExchange(handler: FetchHandler, entry: RawExchangeEntry): FetchHandler {
  Object.defineProperty(handler, RAW_EXCHANGE, { value: entry, enumerable: false, writable: false, configurable: false });
  return handler;
}

/**
 * The direct entry point of a handler this library made, or undefined for any other handler
 * (an embedder's own, a wrapped one), which then takes the standard path with a real `Request`.
 *
 * @example
 * const entry = rawExchangeOf(handler); // undefined for `async (request) => new Response("hi")`
 */
export function rawExchangeOf(handler: FetchHandler): RawExchangeEntry | undefined {
  if (!rawExchangeEnabled) return undefined;
  const entry = (handler as unknown as Record<symbol, unknown>)[RAW_EXCHANGE];
  return typeof entry === "function" ? (entry as RawExchangeEntry) : undefined;
}

/**
 * Turns the direct entry points off (or on again) for this process: the test suite runs once
 * with each setting (`PMI_TEST_BRIDGE=standard`, test/setup/bridgeMode.ts) so that both paths
 * pass every HTTP test. Not part of the public API.
 *
 * @example
 * setRawExchangeEnabled(false); // every request takes the standard path
 */
export function setRawExchangeEnabled(enabled: boolean): void {
  rawExchangeEnabled = enabled;
}
