import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleRequestText, freshPgliteLocation, sampleRecord, describeOnStoreBackends } from "@pmi-rating/test-support";
import { ErasureSelectionError } from "./createQuoteErasure.js";
import { openQuoteStore } from "./openQuoteStore.js";
import type { QuoteRecord, QuoteStore } from "./quoteRecord.js";
import { appendSetAside } from "./setAsideRecords.js";

/** The example couple's request with its second member born on `dateOfBirth` and living at `postcode`, as sent. */
function requestOfPartner(dateOfBirth: string, postcode: string): string {
  const request = JSON.parse(exampleRequestText()) as {
    individualHealthCarePolicy: { quote: { memberCategory: { familyUnit: { member: Record<string, unknown>[] }[] }[] } };
  };
  const members = request.individualHealthCarePolicy.quote.memberCategory[0]!.familyUnit[0]!.member;
  Object.assign(members[1]!, { dateOfBirth, postcode });
  return JSON.stringify(request);
}

/** Every text under a folder, for a search of what is left on disk. */
async function textsUnder(folder: string): Promise<string> {
  const names = await readdir(folder, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(names.filter((entry) => entry.isFile()).map((entry) => readFile(join(entry.parentPath, entry.name), "utf8")));
  return texts.join("\n");
}

describeOnStoreBackends("erasure on", ({ skip, fresh }) => {
  let store: QuoteStore;
  beforeAll(async () => {
    if (!skip) store = await openQuoteStore(await fresh());
  }, 180_000);
  afterAll(async () => {
    await store?.close();
  });

  it.skipIf(skip)("erases quotes by id: the records go whole, the others stay, and an id not on record is not reported", async () => {
    const [first, second, third] = [sampleRecord(), sampleRecord(), sampleRecord()];
    for (const record of [first, second, third]) await store.record(record);
    const unknown = "00000000-0000-7000-8000-000000000000";
    const selection = { quoteIds: [first.quoteId, second.quoteId.toUpperCase(), unknown] };
    expect(await store.findQuotesToErase(selection)).toEqual({ stored: [first.quoteId, second.quoteId], setAside: [] });
    expect(await store.find(first.quoteId)).toBeDefined();

    expect(await store.eraseQuotes(selection)).toEqual({ stored: [first.quoteId, second.quoteId], setAside: [] });
    expect(await store.find(first.quoteId)).toBeUndefined();
    expect(await store.find(second.quoteId)).toBeUndefined();
    expect(await store.find(third.quoteId)).toEqual(third);
    expect(await store.eraseQuotes(selection)).toEqual({ stored: [], setAside: [] });
  });

  it.skipIf(skip)("erases every quote with a member of a date of birth and postcode, whatever its case and spacing, and no one else's", async () => {
    const whose = (dateOfBirth: string, postcode: string, overrides: Partial<QuoteRecord> = {}) => sampleRecord(overrides, requestOfPartner(dateOfBirth, postcode));
    const asSent = whose("1961-05-17", "sw1a1aa");
    const escaped = sampleRecord({}, requestOfPartner("1961-05-17", "SW1A 1AA").replace('"1961-05-17"', '"\\u0031961-05-17"'));
    const notJson = sampleRecord({ status: 400, outcome: "refused", request: `${requestOfPartner("1961-05-17", "SW1A 1AA")},` });
    const otherPostcode = whose("1961-05-17", "M1 1AE");
    const otherDate = whose("1961-05-18", "SW1A 1AA");
    for (const record of [asSent, escaped, notJson, otherPostcode, otherDate]) await store.record(record);
    const person = { dateOfBirth: "1961-05-17", postcode: "SW1A 1AA" };
    const erasable = [asSent.quoteId, escaped.quoteId, notJson.quoteId];
    expect((await store.findQuotesToErase(person)).stored).toEqual(erasable);

    expect(await store.eraseQuotes(person)).toEqual({ stored: erasable, setAside: [] });
    for (const quoteId of erasable) expect(await store.find(quoteId)).toBeUndefined();
    expect(await store.find(otherPostcode.quoteId)).toEqual(otherPostcode);
    expect(await store.find(otherDate.quoteId)).toEqual(otherDate);
    // Nothing of them in a list or a replay either.
    const listed = (await store.list({ limit: 1000 })).map((record) => record.quoteId);
    for (const quoteId of erasable) expect(listed).not.toContain(quoteId);
  });

  it.skipIf(skip)("refuses a selection it cannot use, naming the problem and not the person", async () => {
    const refused = await store.eraseQuotes({ dateOfBirth: "17/05/1961", postcode: "SW1A 1AA" }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ErasureSelectionError);
    expect((refused as Error).message).toBe("The date of birth must be a real calendar date YYYY-MM-DD.");
  });
});

describe("erasure on the embedded store: nothing of the person left in its folder", () => {
  it("erases the records from the database, the journal's files (a killed process's and the current one) and the records set aside", async () => {
    const location = await freshPgliteLocation();
    const dataDir = dirname(location.pgliteDir);
    const journalDir = join(dataDir, "journal");
    const person = { dateOfBirth: "1957-11-03", postcode: "EC1A 1BB" };
    const theirs = () => sampleRecord({}, requestOfPartner(person.dateOfBirth, "ec1a1bb"));
    const [leftByKilledProcess, setAside, recorded, someoneElse] = [theirs(), theirs(), theirs(), sampleRecord({}, requestOfPartner("1957-11-03", "M1 1AE"))];
    // A journal file left by a killed process, and a record the database once refused, before the store opens.
    await appendSetAside(journalDir, setAside, 'invalid byte sequence for encoding "UTF8": 0x00');
    await writeFile(join(journalDir, "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b.ndjson"), JSON.stringify(leftByKilledProcess) + "\n");
    const store = await openQuoteStore(location);
    try {
      await store.record(recorded);
      await store.record(someoneElse);
      expect(await textsUnder(journalDir)).toContain(recorded.quoteId);

      const report = await store.eraseQuotes(person);
      expect([...report.stored].sort()).toEqual([leftByKilledProcess.quoteId, recorded.quoteId].sort());
      expect(report.setAside).toEqual([setAside.quoteId]);
      const left = await textsUnder(journalDir);
      for (const record of [leftByKilledProcess, setAside, recorded]) expect(left).not.toContain(record.quoteId);
      expect(left).not.toContain(person.dateOfBirth);
      expect(await store.find(someoneElse.quoteId)).toEqual(someoneElse);
    } finally {
      await store.close();
    }
    // Opened again (its journal copied in again, were anything left): still erased.
    const reopened = await openQuoteStore(location);
    try {
      for (const record of [leftByKilledProcess, setAside, recorded]) expect(await reopened.find(record.quoteId)).toBeUndefined();
    } finally {
      await reopened.close();
    }
  }, 180_000);
});
