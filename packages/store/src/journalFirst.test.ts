import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createQuoteJournal } from "./createQuoteJournal.js";
import { createSqlQuoteStore } from "./createSqlQuoteStore.js";
import { valuesOf } from "./insertStatement.js";
import { openQuoteStore } from "./openQuoteStore.js";
import type { SqlClient } from "./sqlClient.js";
import { sampleRecord } from "@pmi-rating/test-support";
import { freshPgliteLocation } from "@pmi-rating/test-support";

/** A database whose inserts the test lets through by hand; every other statement answers at once with no rows. */
/** How many values an insert carries for each record (one per column of quote_records it writes). */
const VALUES_PER_RECORD = valuesOf(sampleRecord()).length;

function heldDatabase() {
  const inserts: { readonly records: number; readonly commit: () => void }[] = [];
  const client: SqlClient = {
    query: (text, parameters = []) =>
      text.startsWith("insert into quote_records")
        ? new Promise((resolve) => inserts.push({ records: parameters.length / VALUES_PER_RECORD, commit: () => resolve([]) }))
        : Promise.resolve([]),
    transaction: (work) => work(client),
    close: async () => {},
  };
  return { client, inserts };
}

const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("the embedded store's journal first", () => {
  it("answers once the record is in the journal, without waiting for the database, and inserts behind it in batches", async () => {
    const directory = await mkdtemp(join(tmpdir(), "pmi-journal-first-"));
    const { client, inserts } = heldDatabase();
    const store = createSqlQuoteStore(client, {
      journalFirst: { journal: await createQuoteJournal(directory), recordsPerInsert: 4, longestHoldMs: 60_000, mostWaiting: 100 },
    });
    const records = Array.from({ length: 6 }, () => sampleRecord());
    await Promise.all(records.map((record) => store.record(record)));
    const [file] = await readdir(directory);
    expect(
      (await readFile(join(directory, file!), "utf8"))
        .trim()
        .split("\n")
        .map((line) => (JSON.parse(line) as { quoteId: string }).quoteId),
    ).toEqual(records.map((record) => record.quoteId));
    await settled();
    // Four make a batch; the other two wait for company (a minute here), or for a read.
    expect(inserts.map((insert) => insert.records)).toEqual([4]);
    const finding = store.find(records[5]!.quoteId);
    inserts[0]!.commit();
    await settled();
    expect(inserts.map((insert) => insert.records)).toEqual([4, 2]);
    inserts[1]!.commit();
    await finding;
    await store.close();
  });

  it("finds a quote the moment it is answered: a read writes the records handed in before it first", async () => {
    const location = await freshPgliteLocation();
    const store = await openQuoteStore(location);
    try {
      const record = sampleRecord();
      await store.record(record);
      expect(await store.find(record.quoteId)).toEqual(record);
      const listed = sampleRecord({ clientId: "listed-at-once" });
      await store.record(listed);
      expect(await store.list({ clientId: "listed-at-once" })).toEqual([listed]);
    } finally {
      await store.close();
    }
  }, 120_000);

  it("bounds the records waiting in memory: past mostWaiting, an answer waits for its own record's insert", async () => {
    const directory = await mkdtemp(join(tmpdir(), "pmi-journal-first-"));
    const { client, inserts } = heldDatabase();
    const store = createSqlQuoteStore(client, {
      journalFirst: { journal: await createQuoteJournal(directory), recordsPerInsert: 2, longestHoldMs: 10, mostWaiting: 3 },
    });
    const answered: number[] = [];
    const all = Array.from({ length: 5 }, (_, index) => store.record(sampleRecord()).then(() => answered.push(index)));
    // The journal's flush takes the disk's time.
    while (answered.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    for (let turn = 0; turn < 20; turn += 1) await settled();
    // The database has taken none: three wait in memory and are answered; the fourth and fifth wait for their inserts.
    expect(answered.sort()).toEqual([0, 1, 2]);
    while (answered.length < 5) {
      for (const insert of inserts.splice(0)) insert.commit();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(all);
    await store.close();
  });

  it("deletes a journal file once it is ended and every record of it is in the database, and keeps one that is not", async () => {
    const directory = await mkdtemp(join(tmpdir(), "pmi-journal-first-"));
    const journal = await createQuoteJournal(directory);
    const stored = await Promise.all([sampleRecord(), sampleRecord()].map((record) => journal.append(record)));
    stored[0]!();
    await journal.close();
    expect(await readdir(directory)).toHaveLength(1); // one record of it is not in the database
    const again = await createQuoteJournal(directory);
    const copied: string[] = [];
    expect(await again.drainTo({ recordAll: async (records) => void copied.push(...records.map((record) => record.quoteId)) })).toBe(2);
    const storedAll = await Promise.all([sampleRecord(), sampleRecord()].map((record) => again.append(record)));
    for (const done of storedAll) done();
    await again.close();
    expect(await readdir(directory)).toEqual([]);
  });

  it("copies a journal left by a killed service to the embedded database when it opens, each record once", async () => {
    const location = await freshPgliteLocation();
    const journalDir = join(location.pgliteDir, "..", "journal");
    const first = await openQuoteStore(location);
    const kept = sampleRecord();
    await first.record(kept);
    await first.close();
    // A killed service: records in its journal, one of them in the database already.
    const journal = await createQuoteJournal(journalDir);
    const left = [sampleRecord(), sampleRecord(), kept];
    await Promise.all(left.map((record) => journal.append(record)));
    await journal.close();
    const reopened = await openQuoteStore(location);
    try {
      for (const record of left) expect(await reopened.find(record.quoteId)).toEqual(record);
      expect(await readdir(journalDir)).toEqual([]);
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
