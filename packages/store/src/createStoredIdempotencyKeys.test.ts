import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeptAnswer, KeyReservation, ReservedKey } from "pmi-rating/http";
import { POSTGRES_SKIP_REASON, STORE_BACKENDS, TEST_DATABASE_URL, freshPostgresLocation } from "@pmi-rating/test-support";
import { createStoredIdempotencyKeys } from "./createStoredIdempotencyKeys.js";
import { openQuoteStore, type QuoteStoreLocation } from "./openQuoteStore.js";
import type { QuoteStore } from "./quoteRecord.js";

const answer = (quoteId: string): KeptAnswer => ({ status: 200, contentType: "application/json; charset=utf-8", body: `{"quoteId":"${quoteId}"}`, quoteId });

function reserved(reservation: KeyReservation): ReservedKey {
  if (reservation.state !== "reserved") throw new Error(`expected the key reserved, found it ${reservation.state}`);
  return reservation;
}

describe.each(STORE_BACKENDS)("idempotency keys in the quote store on $name", ({ skip, fresh }) => {
  // One database for the file (PGlite takes seconds to start); each test uses keys of its own.
  let location: QuoteStoreLocation;
  let store: QuoteStore;
  let time = Date.parse("2026-03-01T09:00:00Z");
  const keysOf = (table: QuoteStore, windowMs = 3_600_000) => createStoredIdempotencyKeys({ table, windowMs, abandonedAfterMs: 60_000, now: () => new Date(time) });
  const claim = (key: string, fingerprint = "f1", clientId = "broker-1") => ({ clientId, key, fingerprint });

  beforeAll(async () => {
    if (skip) return;
    location = await fresh();
    store = await openQuoteStore(location);
  }, 180_000);
  afterAll(async () => {
    await store?.close();
  });

  it.skipIf(skip)("reserves a new key, finds it in flight, then answered; another request with it is told the key is reused", async () => {
    const keys = keysOf(store);
    const first = reserved(await keys.reserve(claim("a")));
    expect(await keys.reserve(claim("a"))).toEqual({ state: "in-flight" });
    expect(await keys.reserve(claim("a", "f2"))).toEqual({ state: "reused" });
    await first.complete(answer("q-a"));
    expect(await keys.reserve(claim("a"))).toEqual({ state: "answered", answer: answer("q-a") });
    expect(await keys.reserve(claim("a", "f2"))).toEqual({ state: "reused" });
    const refusal: KeptAnswer = { status: 400, contentType: "application/problem+json", body: '{"code":"INVALID_REQUEST"}' };
    await reserved(await keys.reserve(claim("a-refused"))).complete(refusal);
    expect(await keys.reserve(claim("a-refused"))).toEqual({ state: "answered", answer: refusal });
  });

  it.skipIf(skip)("scopes a key to its client", async () => {
    const keys = keysOf(store);
    await reserved(await keys.reserve(claim("b", "f1", "broker-1"))).complete(answer("q-b1"));
    await reserved(await keys.reserve(claim("b", "f2", "broker-2"))).complete(answer("q-b2"));
    expect(await keys.reserve(claim("b", "f2", "broker-2"))).toEqual({ state: "answered", answer: answer("q-b2") });
  });

  it.skipIf(skip)("frees a released key for the next request", async () => {
    const keys = keysOf(store);
    await reserved(await keys.reserve(claim("c"))).release();
    reserved(await keys.reserve(claim("c", "f2")));
  });

  it.skipIf(skip)("frees a key once its window has ended; the first request can no longer keep an answer under it", async () => {
    const keys = keysOf(store, 120_000);
    const late = reserved(await keys.reserve(claim("d")));
    time += 120_000;
    const next = reserved(await keys.reserve(claim("d", "f2")));
    await late.complete(answer("q-late"));
    await late.release();
    expect(await keys.reserve(claim("d", "f2"))).toEqual({ state: "in-flight" });
    await next.complete(answer("q-d"));
    time += 119_999;
    expect(await keys.reserve(claim("d", "f2"))).toEqual({ state: "answered", answer: answer("q-d") });
    time += 1;
    reserved(await keys.reserve(claim("d", "f3")));
  });

  it.skipIf(skip)("lets the next request take over a reservation left unanswered past abandonedAfterMs (its process stopped)", async () => {
    const keys = keysOf(store);
    reserved(await keys.reserve(claim("e")));
    time += 60_000;
    expect(await keys.reserve(claim("e"))).toEqual({ state: "in-flight" });
    time += 1;
    reserved(await keys.reserve(claim("e")));
  });

  it.skipIf(skip)("purges the keys whose window has ended, and only those", async () => {
    const keys = keysOf(store, 1_000);
    await reserved(await keys.reserve(claim("f-old"))).complete(answer("q-old"));
    time += 1_000;
    await reserved(await keys.reserve(claim("f-new"))).complete(answer("q-new"));
    expect(await store.purgeIdempotencyKeys(new Date(time).toISOString())).toBeGreaterThanOrEqual(1);
    expect(await keys.reserve(claim("f-new"))).toEqual({ state: "answered", answer: answer("q-new") });
  });

  it.skipIf(skip)(
    "keeps its keys in the database, before the answer: they hold when the store is opened again",
    async () => {
      await reserved(await keysOf(store).reserve(claim("g"))).complete(answer("q-g"));
      reserved(await keysOf(store).reserve(claim("g-unanswered")));
      await store.close();
      store = await openQuoteStore(location);
      expect(await keysOf(store).reserve(claim("g"))).toEqual({ state: "answered", answer: answer("q-g") });
      expect(await keysOf(store).reserve(claim("g-unanswered"))).toEqual({ state: "in-flight" });
    },
    120_000,
  );

  it.skipIf(skip)("reserves a key once among many claims at once", async () => {
    const keys = keysOf(store);
    const states = await Promise.all(Array.from({ length: 12 }, () => keys.reserve(claim("h"))));
    expect(states.map((state) => state.state).sort()).toEqual([...Array.from({ length: 11 }, () => "in-flight"), "reserved"]);
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)(
  `idempotency keys shared by two processes on one PostgreSQL${TEST_DATABASE_URL === undefined ? ` (${POSTGRES_SKIP_REASON})` : ""}`,
  () => {
    it("reserves a key once among claims at once from two stores, and either gives the first answer", async () => {
      const location = await freshPostgresLocation(TEST_DATABASE_URL ?? "");
      const [one, two] = [await openQuoteStore(location), await openQuoteStore(location)];
      try {
        const keys = [createStoredIdempotencyKeys({ table: one }), createStoredIdempotencyKeys({ table: two })];
        const claim = { clientId: "broker-1", key: "shared", fingerprint: "f1" };
        const states = await Promise.all(Array.from({ length: 20 }, (_, index) => keys[index % 2]!.reserve(claim)));
        const winners = states.filter((state): state is ReservedKey => state.state === "reserved");
        expect(winners).toHaveLength(1);
        expect(states.filter((state) => state.state === "in-flight")).toHaveLength(19);
        await winners[0]!.complete(answer("q-shared"));
        for (const side of keys) expect(await side.reserve(claim)).toEqual({ state: "answered", answer: answer("q-shared") });
      } finally {
        await one?.close();
        await two?.close();
      }
    }, 60_000);
  },
);
