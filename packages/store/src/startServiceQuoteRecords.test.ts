import { describe, expect, it } from "vitest";
import { createQuoteHandler } from "pmi-rating/http";
import { defaultTables } from "pmi-rating/tables";
import { createQuotationRecorder } from "./createQuotationRecorder.js";
import type { QuoteRecord, QuoteStore } from "./quoteRecord.js";
import type { QuoteRecords } from "./startQuoteRecords.js";
import { QuoteStoreOpenError, startServiceQuoteRecords, type StartQuoteRecords } from "./startServiceQuoteRecords.js";
import { expectNoPriceGiven } from "@pmi-rating/test-support";
import { exampleRequestText } from "@pmi-rating/test-support";

const QUOTE_URL = "http://localhost/v1/individualHealthcarePolicy/quote";
const ON = { PMI_QUOTE_STORE: "on", PMI_DATA_DIR: "/nonexistent/never-opened" };

/** Records kept in memory, and a store that opens when the test says (or fails to). */
function slowStore() {
  const kept: QuoteRecord[] = [];
  const records: QuoteRecords = {
    store: { find: async (quoteId: string) => kept.find((record) => record.quoteId === quoteId) } as unknown as QuoteStore,
    recordQuotation: createQuotationRecorder({ record: async (record) => void kept.push(record), tablesHash: defaultTables.hash }),
    tablesByHash: async () => defaultTables,
    close: async () => {},
  };
  let open = () => {};
  let fail: (error: Error) => void = () => {};
  const start: StartQuoteRecords = () =>
    new Promise((resolve, reject) => {
      open = () => resolve(records);
      fail = reject;
    });
  return { kept, start, open: () => open(), fail: (error: Error) => fail(error) };
}

function serviceRecords(store: ReturnType<typeof slowStore>, waitMs: number, events: string[] = []) {
  const records = startServiceQuoteRecords(ON, false, defaultTables, (_level, event) => events.push(event), { waitMs, start: store.start });
  const quote = createQuoteHandler({
    tables: defaultTables,
    authentication: "none",
    ...(records.recordQuotation === undefined ? {} : { recordQuotation: records.recordQuotation }),
  });
  return { records, handler: records.wrap(quote, {}) };
}

const callerHeaders = { "content-type": "application/json", "Correlation-ID": "c-42", "Requesting-System": "HrSolWeb" };
const post = () => new Request(QUOTE_URL, { method: "POST", headers: callerHeaders, body: exampleRequestText() });

describe("startServiceQuoteRecords while the store is opening", () => {
  it("prices a quotation that arrives first and holds its answer until its record is kept", async () => {
    const store = slowStore();
    const { records, handler } = serviceRecords(store, 10_000);
    expect(records.isOpen()).toBe(false);
    let answered = false;
    const answer = handler(post()).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    expect(store.kept).toHaveLength(0);

    store.open();
    await records.opened;
    expect(records.isOpen()).toBe(true);
    const response = await answer;
    expect(response.status).toBe(200);
    const quoteId = response.headers.get("quote-id");
    expect(store.kept.map((record) => record.quoteId)).toEqual([quoteId]);
  });

  it("answers 503 QUOTE_NOT_RECORDED with Retry-After, and no price, when the store is not open within the wait", async () => {
    const store = slowStore();
    const events: string[] = [];
    const { handler } = serviceRecords(store, 30, events);
    await expectNoPriceGiven(await handler(post()));
    expect(events).toContain("quote-not-recorded");
    // Opened later: nothing was kept of the quotation refused meanwhile, and the next one is priced.
    store.open();
    expect((await handler(post())).status).toBe(200);
    expect(store.kept).toHaveLength(1);
  });

  it("fails `opened` with the reason when the store cannot be opened, and answers the waiting quotation 503", async () => {
    const store = slowStore();
    const events: string[] = [];
    const { records, handler } = serviceRecords(store, 10_000, events);
    const answer = handler(post());
    await new Promise((resolve) => setTimeout(resolve, 20));
    store.fail(new Error("disk full"));
    await expect(records.opened).rejects.toThrow(QuoteStoreOpenError);
    await expect(records.opened).rejects.toThrow(/quote store, PGlite in .*, could not be opened: disk full/);
    await expectNoPriceGiven(await answer);
    expect(events).toContain("quote-store-failed");
    await records.close();
  });

  it("holds a record read until the store is open", async () => {
    const store = slowStore();
    const { handler } = serviceRecords(store, 10_000);
    store.open();
    const quoteId = (await handler(post())).headers.get("quote-id");
    const read = await handler(new Request(`${QUOTE_URL}/${quoteId}`));
    expect(read.status).toBe(200);
    expect(((await read.json()) as { quoteRecord: { quoteId: string } }).quoteRecord.quoteId).toBe(quoteId);
  });

  it("is open at once when the store is off", async () => {
    const records = startServiceQuoteRecords({ PMI_QUOTE_STORE: "off" }, true, defaultTables, () => {}, { waitMs: 10 });
    expect(records.isOpen()).toBe(true);
    await expect(records.opened).resolves.toBeUndefined();
    expect(records.recordQuotation).toBeUndefined();
  });
});
