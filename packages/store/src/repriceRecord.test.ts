import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { safeQuote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import type { QuoteRecord } from "./quoteRecord.js";
import { recordOfExchange } from "./recordOfExchange.js";
import { repriceRecord } from "./repriceRecord.js";

const renewalText = readFileSync(new URL("../../../examples/requests/renewal-previous-premium.json", import.meta.url), "utf8");

/** The record of a renewal answered by the service, with or without `?movement=true`. */
function recordOfRenewal(movement: boolean): QuoteRecord {
  const answered = safeQuote(JSON.parse(renewalText), defaultTables, movement ? { movement: true } : {});
  if (!answered.success) throw new Error(JSON.stringify(answered.issues));
  return recordOfExchange({
    quoteId: "q-1",
    receivedAt: new Date("2026-05-01T09:00:00Z"),
    clientId: "broker-1",
    correlationId: "c-1",
    requestingSystem: "HrSolWeb",
    explain: false,
    requestText: renewalText,
    status: 200,
    responseText: JSON.stringify({ quoteResponse: answered.data }),
    tablesHash: defaultTables.hash,
  });
}

describe("repriceRecord", () => {
  it("reproduces a renewal answered with its movement, the movement priced again and compared", () => {
    const repriced = repriceRecord(recordOfRenewal(true), defaultTables, { explain: false });
    expect(repriced.reproduced).toBe(true);
    expect(repriced.quoteResponse?.movement?.parts.length).toBe(7);
  });

  it("reproduces the same renewal answered without it, and adds none", () => {
    const repriced = repriceRecord(recordOfRenewal(false), defaultTables, { explain: false });
    expect(repriced.reproduced).toBe(true);
    expect(repriced.quoteResponse).not.toHaveProperty("movement");
  });
});
