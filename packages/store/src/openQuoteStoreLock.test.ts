import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { freshPgliteLocation, sampleRecord } from "@pmi-rating/test-support";
import { QuoteStoreHeldError } from "./holdStoreLock.js";
import { openQuoteStore } from "./openQuoteStore.js";

describe("openQuoteStore on the embedded database: one process at a time", () => {
  it("refuses a second opening while the first holds the store, without touching its journal, and opens again once it is closed", async () => {
    const location = await freshPgliteLocation();
    const journalDir = join(dirname(location.pgliteDir), "journal");
    const first = await openQuoteStore(location, { holder: "the first opener" });
    const record = sampleRecord();
    await first.record(record);
    const journalBefore = await readdir(journalDir);
    expect(journalBefore.some((name) => name.endsWith(".ndjson"))).toBe(true);

    const refused = await openQuoteStore(location, { holder: "the second opener" }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(QuoteStoreHeldError);
    expect((refused as QuoteStoreHeldError).holder).toMatchObject({ holder: "the first opener", pid: process.pid });
    // The second opening copied nothing from the first's journal and deleted none of it.
    expect(await readdir(journalDir)).toEqual(journalBefore);
    expect(await first.find(record.quoteId)).toMatchObject({ quoteId: record.quoteId });
    await first.close();

    const again = await openQuoteStore(location, { holder: "the second opener" });
    try {
      expect(await again.find(record.quoteId)).toMatchObject({ quoteId: record.quoteId });
    } finally {
      await again.close();
    }
    expect(await readdir(dirname(location.pgliteDir))).not.toContain("quotes.lock");
  }, 120_000);
});
