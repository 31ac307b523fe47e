import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultTables } from "pmi-rating/tables";
import { applyMigrations } from "./applyMigrations.js";
import { createSqlQuoteStore } from "./createSqlQuoteStore.js";
import { openPgliteClient } from "./openPgliteClient.js";
import { openPostgresClient } from "./openPostgresClient.js";
import { openQuoteStore } from "./openQuoteStore.js";
import type { QuoteStore } from "./quoteRecord.js";
import { saveServedTables } from "./saveServedTables.js";
import { createQuoteJournal } from "./createQuoteJournal.js";
import { appendFile, mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sampleRecord } from "@pmi-rating/test-support";
import { describeOnStoreBackends, skippedBecause } from "@pmi-rating/test-support";

describeOnStoreBackends("quote store on", ({ name, skip, fresh }) => {
  // One database for the file: starting PGlite costs seconds. Each test tells its own records apart.
  let shared: QuoteStore;
  const open = async () => shared;
  beforeAll(async () => {
    if (skip) return;
    shared = await openQuoteStore(await fresh());
  }, 180_000);
  afterAll(async () => {
    await shared?.close();
  });

  it.skipIf(skip)("keeps a record and finds it by id, every field as given", async () => {
    const store = await open();
    const record = sampleRecord();
    await store.record(record);
    expect(await store.find(record.quoteId)).toEqual(record);
    expect(record.callingSystem).toBe("HrSolWeb");
    expect(record.callerQuoteId).toBe("EX-COUPLE-1");
    expect(record.tablesVersion).toMatch(/^\d{4}\.\d$/);
    expect(await store.find("00000000-0000-7000-8000-000000000000")).toBeUndefined();
    expect(await store.find("not-a-uuid")).toBeUndefined();
  });

  it.skipIf(skip)("keeps whether the service allowed unapproved tables, and reads a record priced without that setting as before", async () => {
    const store = await open();
    const allowed = { ...sampleRecord(), unapprovedTablesAllowed: true as const };
    const approvedOnly = sampleRecord();
    await Promise.all([store.record(allowed), store.record(approvedOnly)]);
    expect(await store.find(allowed.quoteId)).toEqual(allowed);
    expect(await store.find(approvedOnly.quoteId)).not.toHaveProperty("unapprovedTablesAllowed");
    const listed = await store.list({ since: allowed.receivedAt < approvedOnly.receivedAt ? allowed.receivedAt : approvedOnly.receivedAt, limit: 1000 });
    expect(listed.find((record) => record.quoteId === allowed.quoteId)?.unapprovedTablesAllowed).toBe(true);
  });

  it.skipIf(skip)("writes records arriving together in one go, each once, however often it is sent again", async () => {
    const store = await open();
    const records = Array.from({ length: 250 }, () => sampleRecord());
    await Promise.all(records.map((record) => store.record(record)));
    await store.recordAll(records.slice(0, 50));
    const all = [];
    const ours = new Set(records.map((record) => record.quoteId));
    for await (const record of store.replay({ pageSize: 64 })) if (ours.has(record.quoteId)) all.push(record.quoteId);
    expect(all).toEqual([...ours].sort());
  });

  it.skipIf(skip)("replays from a date on, oldest first by time received then quote id, across pages of records received at one instant", async () => {
    const store = await open();
    // A month no other test writes in (and after the purge test's date): only these records are received in it.
    const at = (day: string) => `2020-06-${day}T10:00:00.123Z`;
    const before = sampleRecord({ receivedAt: at("01") });
    const sameInstant = Array.from({ length: 7 }, () => sampleRecord({ receivedAt: at("02") }));
    const after = sampleRecord({ receivedAt: at("03") });
    // Handed in newest first, so that neither the order written nor the quote ids' own order is the answer.
    await Promise.all([after, ...[...sameInstant].reverse(), before].map((record) => store.record(record)));
    const replayed = [];
    for await (const record of store.replay({ since: at("02"), pageSize: 3 })) if (record.receivedAt < "2020-07") replayed.push(record.quoteId);
    expect(replayed).toEqual([...sameInstant.map((record) => record.quoteId).sort(), after.quoteId]);
  });

  // Written through (PostgreSQL), the duplicate's own insert fails; behind PGlite's journal, where the answer has gone before the insert, it is not stored.
  it.skipIf(skip)("refuses a new record whose quote id is stored already, and keeps writing the others", async () => {
    const store = await open();
    const stored = sampleRecord();
    await store.record(stored);
    if (name.startsWith("PGlite")) await store.record({ ...stored, clientId: "someone else" });
    else await expect(store.record({ ...stored, clientId: "someone else" })).rejects.toThrow();
    const next = sampleRecord();
    await store.record(next);
    await store.recordAll([stored, next]);
    expect(await store.find(stored.quoteId)).toEqual(stored);
    expect(await store.find(next.quoteId)).toEqual(next);
  });

  it.skipIf(skip)("lists by calling system, client and date, newest first", async () => {
    const store = await open();
    const old = sampleRecord({ receivedAt: "2021-01-01T10:00:00.000Z", callingSystem: "Agency", clientId: "lister" });
    const middle = sampleRecord({ receivedAt: "2021-02-01T10:00:00.000Z", callingSystem: "ListedSystem", clientId: "lister" });
    const recent = sampleRecord({ receivedAt: "2021-03-01T10:00:00.000Z", callingSystem: "ListedSystem", clientId: "lister-2" });
    for (const record of [old, middle, recent]) await store.record(record);
    expect((await store.list({ callingSystem: "ListedSystem" })).map((record) => record.quoteId)).toEqual([recent.quoteId, middle.quoteId]);
    expect((await store.list({ since: "2021-01-15T00:00:00Z", clientId: "lister" })).map((record) => record.quoteId)).toEqual([middle.quoteId]);
    expect((await store.list({ until: "2021-01-15T00:00:00Z", clientId: "lister" })).map((record) => record.quoteId)).toEqual([old.quoteId]);
    expect(await store.list({ callingSystem: "ListedSystem", limit: 1 })).toHaveLength(1);
  });

  it.skipIf(skip)(
    "keeps a record's texts uncompressed up to a page (no compression on insert), and a larger record whole, compressed",
    async () => {
      const location = await fresh();
      const client = "databaseUrl" in location ? await openPostgresClient(location.databaseUrl) : await openPgliteClient(location.pgliteDir);
      const store = createSqlQuoteStore(client);
      try {
        await applyMigrations(client);
        const usual = sampleRecord();
        const large = sampleRecord({ response: JSON.stringify({ quoteResponse: { note: "a long answer ".repeat(2_000) } }) });
        expect(usual.request.length + usual.response.length).toBeGreaterThan(2_100); // over PostgreSQL's default toasting threshold
        await store.record(usual);
        await store.record(large);
        // Written through, on either database: a quote id stored already fails its own insert.
        await expect(store.record({ ...usual, clientId: "someone else" })).rejects.toThrow();
        const compression = "select pg_column_compression(request) as request, pg_column_compression(response) as response from quote_records where quote_id = $1";
        expect(await client.query(compression, [usual.quoteId])).toEqual([{ request: null, response: null }]);
        expect(await client.query(compression, [large.quoteId])).toEqual([{ request: null, response: "pglz" }]);
        expect(await store.find(usual.quoteId)).toEqual(usual);
        expect(await store.find(large.quoteId)).toEqual(large);
      } finally {
        await store.close();
      }
    },
    180_000,
  );

  it.skipIf(skip)("purges the records received before a date, and only those", async () => {
    const store = await open();
    const old = sampleRecord({ receivedAt: "2019-05-01T00:00:00.000Z" });
    const kept = sampleRecord({ receivedAt: "2020-01-01T00:00:00.000Z" });
    await store.record(old);
    await store.record(kept);
    expect(await store.purge("2020-01-01T00:00:00Z")).toBe(1);
    expect(await store.find(old.quoteId)).toBeUndefined();
    expect(await store.find(kept.quoteId)).toEqual(kept);
  });

  it.skipIf(skip)("keeps a tables set once by hash, and names a version served with two contents", async () => {
    const store = await open();
    expect(await saveServedTables(store, defaultTables)).toEqual([]);
    expect(await saveServedTables(store, defaultTables)).toEqual([]);
    expect((await store.listTables()).map((tables) => tables.hash)).toEqual([defaultTables.hash]);
    const version = defaultTables.versions[0]!;
    await store.saveTables("another-set", [{ version: version.manifest.version, hash: "changed-content" }], "{}");
    const changed = await store.findChangedTablesVersions();
    expect(changed).toHaveLength(1);
    expect(changed[0]?.version).toBe(version.manifest.version);
    expect(changed[0]?.contents.map((content) => content.hash).sort()).toEqual([version.hash, "changed-content"].sort());
  });

  it.skipIf(skip)("copies a journal left by a killed process to the store, each record once, skipping a line cut short", async () => {
    const store = await open();
    const directory = await mkdtemp(join(tmpdir(), "pmi-rating-journal-"));
    const written = await createQuoteJournal(directory);
    const records = Array.from({ length: 20 }, () => sampleRecord({ clientId: "journalled" }));
    await Promise.all(records.map((record) => written.append(record)));
    await written.close();
    // The process dies mid-write: its last line is cut short (that quotation was never answered).
    const [file] = await readdir(directory);
    await appendFile(join(directory, file!), JSON.stringify(sampleRecord()).slice(0, 40));
    await store.recordAll(records.slice(0, 5)); // some were copied before the crash

    const restarted = await createQuoteJournal(directory);
    expect(restarted.hasWaiting).toBe(true);
    expect(await restarted.drainTo(store)).toBe(20);
    expect(await readdir(directory)).toEqual([]);
    expect(restarted.hasWaiting).toBe(false);
    const found = await store.list({ clientId: "journalled", limit: 100 });
    expect(found.map((record) => record.quoteId).sort()).toEqual(records.map((record) => record.quoteId).sort());
    await restarted.close();
  });

  // PGlite's folder belongs to one process; PostgreSQL is shared by every backend of a deployment.
  const postgresOnly = skippedBecause(!name.startsWith("PostgreSQL") && "PostgreSQL only, where several processes share a database");
  it.skipIf(skip || postgresOnly !== "")(`migrates a database once, however many processes open it together${postgresOnly}`, async () => {
    const empty = await fresh();
    const stores = await Promise.all([openQuoteStore(empty), openQuoteStore(empty), openQuoteStore(empty)]);
    try {
      const record = sampleRecord();
      await stores[0].record(record);
      expect(await stores[2].find(record.quoteId)).toEqual(record);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });
});
