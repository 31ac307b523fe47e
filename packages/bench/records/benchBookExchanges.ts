import { v7 as uuidv7 } from "uuid";
import { mixedBook } from "../lib/benchBooks.js";
import { safeQuote } from "../../../src/quote/safeQuote.js";
import type { SafeQuoteResult } from "../../../src/engine/quoteOptions.js";
import type { QuoteRecord } from "../../store/src/quoteRecord.js";
import { recordOfExchange } from "../../store/src/recordOfExchange.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";

/** A request of the service's bench book with its answer, priced once. */
export interface BenchExchange {
  readonly request: unknown;
  readonly result: SafeQuoteResult;
}

/**
 * The service's bench book of `count` distinct requests, each priced on the default tables: what
 * the store benches record.
 *
 * @example
 * const exchanges = benchBookExchanges(500);
 */
export function benchBookExchanges(count: number): BenchExchange[] {
  return mixedBook(count, defaultTables).map((request) => ({ request, result: safeQuote(request, defaultTables) }));
}

/**
 * An exchange as the service records it, under a new quote id.
 *
 * @example
 * const record = benchRecordOf(benchBookExchanges(1)[0]!);
 */
export function benchRecordOf({ request, result }: BenchExchange): QuoteRecord {
  return recordOfExchange({
    quoteId: uuidv7(),
    receivedAt: new Date(),
    clientId: "bench",
    correlationId: "bench",
    requestingSystem: "bench",
    explain: false,
    requestText: JSON.stringify(request),
    status: result.success ? 200 : 400,
    responseText: JSON.stringify(result.success ? { quoteResponse: result.data } : { errors: result.issues }),
    tablesHash: defaultTables.hash,
  });
}

/**
 * `count` records of `exchanges` from the `start`th on (round the book), each under a new quote
 * id, as the service records them.
 *
 * @example
 * const records = benchRecordsFrom(benchBookExchanges(500), 0, 128);
 */
export function benchRecordsFrom(exchanges: readonly BenchExchange[], start: number, count: number): QuoteRecord[] {
  return Array.from({ length: count }, (_, index) => benchRecordOf(exchanges[(start + index) % exchanges.length]!));
}
