import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AnsweredQuotation } from "pmi-rating/http";
import { sampleRecord, describeOnStoreBackends, freshPgliteLocation } from "@pmi-rating/test-support";
import { createQuotationRecorder } from "./createQuotationRecorder.js";
import { openQuoteStore } from "./openQuoteStore.js";
import type { QuoteRecord } from "./quoteRecord.js";

/** A record whose caller's id holds a NUL character: PostgreSQL's text cannot store it. */
function unwritableRecord(): QuoteRecord {
  return sampleRecord({ callerQuoteId: "EX-\u0000-1" });
}

describeOnStoreBackends("a record the database cannot write, on", ({ skip, fresh }) => {
  it.skipIf(skip)(
    "never blocks the records of others: every other record of its moment is stored, the store reopens and lists, the bad one is set aside or refused",
    async () => {
      const location = await fresh();
      const setAside: string[] = [];
      const store = await openQuoteStore(location, { onSetAside: (quoteId) => setAside.push(quoteId) });
      const bad = unwritableRecord();
      const good = Array.from({ length: 30 }, () => sampleRecord());
      const outcomes = await Promise.allSettled([...good.slice(0, 15), bad, ...good.slice(15)].map((record) => store.record(record)));
      const badOutcome = outcomes[15]!;
      expect(outcomes.filter((outcome, index) => index !== 15 && outcome.status === "rejected")).toEqual([]);
      for (const record of good) expect((await store.find(record.quoteId))?.quoteId).toBe(record.quoteId);
      expect(await store.find(bad.quoteId)).toBeUndefined();
      expect((await store.list({ limit: 1000 })).length).toBeGreaterThanOrEqual(good.length);
      if ("pgliteDir" in location) {
        // Behind the journal: answered from the journal, then moved aside with its reason, once.
        expect(badOutcome.status).toBe("fulfilled");
        expect(setAside).toEqual([bad.quoteId]);
      } else {
        expect(badOutcome).toMatchObject({ status: "rejected", reason: { code: "22021" } });
      }
      await store.close();
      // The service restarts: the journal drains.
      const reopened = await openQuoteStore(location);
      try {
        expect((await reopened.list({ limit: 1000 })).map((record) => record.quoteId).sort()).toEqual(good.map((record) => record.quoteId).sort());
      } finally {
        await reopened.close();
      }
    },
    120_000,
  );
});

describe("the embedded store's journal left with a record the database cannot write", () => {
  it("opens all the same: copies the others, moves the bad line aside (with its reason) and reports it", async () => {
    const location = await freshPgliteLocation();
    const journalDir = join(dirname(location.pgliteDir), "journal");
    await mkdir(journalDir, { recursive: true });
    const good = [sampleRecord(), sampleRecord()];
    const bad = unwritableRecord();
    await writeFile(join(journalDir, "0190f3a2-0000-7000-8000-000000000001.ndjson"), [good[0], bad, good[1]].map((record) => JSON.stringify(record) + "\n").join(""));
    const reported: { quoteId: string; reason: string }[] = [];
    const store = await openQuoteStore(location, { onSetAside: (quoteId, reason) => reported.push({ quoteId, reason }) });
    try {
      for (const record of good) expect(await store.find(record.quoteId)).toEqual(record);
      expect(reported).toEqual([{ quoteId: bad.quoteId, reason: expect.stringContaining("0x00") as string }]);
      expect((await readdir(journalDir)).filter((name) => name.endsWith(".ndjson"))).toEqual([]);
      const kept = (await readFile(join(journalDir, "set-aside", "records.ndjson"), "utf8")).trim().split("\n");
      expect(kept.map((line) => (JSON.parse(line) as { record: QuoteRecord }).record)).toEqual([bad]);
    } finally {
      await store.close();
    }
  }, 120_000);
});

describe("createQuotationRecorder's refusal of a quotation that can never be recorded", () => {
  function answered(requestText: string, callerId: string): AnsweredQuotation {
    const request = JSON.parse(requestText) as { individualHealthCarePolicy: { quote: { id?: string } } };
    request.individualHealthCarePolicy.quote.id = callerId;
    return {
      receivedAt: new Date(),
      clientId: "broker-1",
      correlationId: null,
      requestingSystem: null,
      explain: false,
      requestText: JSON.stringify(request),
      request,
      status: 200,
      responseText: '{"quoteResponse":{}}',
    };
  }

  it("refuses a NUL character in a text as 400 RECORD_NOT_STORABLE, before anything is written", async () => {
    const written: QuoteRecord[] = [];
    const refused: string[] = [];
    const recordQuotation = createQuotationRecorder({
      record: async (record) => void written.push(record),
      tablesHash: "h",
      onRecordRefused: (_, problem) => refused.push(problem.code),
    });
    const template = JSON.parse(sampleRecord().request) as unknown;
    await expect(recordQuotation(answered(JSON.stringify(template), "EX-\u0000-1"))).rejects.toMatchObject({
      unrecordable: { status: 400, code: "RECORD_NOT_STORABLE" },
    });
    expect(written).toEqual([]);
    expect(refused).toEqual(["RECORD_NOT_STORABLE"]);
  });

  it("refuses a record over the ceiling as 413 RECORD_TOO_LARGE, and keeps one of an ordinary request", async () => {
    const written: QuoteRecord[] = [];
    const recordQuotation = createQuotationRecorder({ record: async (record) => void written.push(record), tablesHash: "h", mostRecordBytes: 64 * 1024 });
    const template = JSON.stringify(JSON.parse(sampleRecord().request));
    await expect(recordQuotation(answered(template, "x".repeat(40 * 1024)))).rejects.toMatchObject({ unrecordable: { status: 413, code: "RECORD_TOO_LARGE" } });
    expect(written).toEqual([]);
    await recordQuotation(answered(template, "EX-COUPLE-1"));
    expect(written).toHaveLength(1);
  });
});
