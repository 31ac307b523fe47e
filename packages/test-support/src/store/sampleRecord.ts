import { readFileSync } from "node:fs";
import { v7 as uuidv7 } from "uuid";
import { safeQuote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import type { QuoteRecord } from "@pmi-rating/store";
import { recordOfExchange } from "@pmi-rating/store";

/** An example request of the repository, as text. */
export function exampleRequestText(name = "new-business-couple"): string {
  return readFileSync(new URL(`../../../../examples/requests/${name}.json`, import.meta.url), "utf8");
}

/**
 * A record as the service would keep it: the example request priced with the default tables,
 * with the overrides given.
 *
 * @example
 * const record = sampleRecord({ clientId: "broker-2" });
 */
export function sampleRecord(overrides: Partial<QuoteRecord> = {}, requestText = exampleRequestText()): QuoteRecord {
  const result = safeQuote(JSON.parse(requestText), defaultTables);
  const record = recordOfExchange({
    quoteId: uuidv7(),
    receivedAt: new Date(),
    clientId: "broker-1",
    correlationId: "c-1",
    requestingSystem: "HrSolWeb",
    explain: false,
    requestText,
    status: result.success ? 200 : 400,
    responseText: JSON.stringify(result.success ? { quoteResponse: result.data } : { errors: result.issues }),
    tablesHash: defaultTables.hash,
  });
  return { ...record, ...overrides };
}
