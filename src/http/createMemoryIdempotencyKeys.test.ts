import { describe, expect, it } from "vitest";
import { createMemoryIdempotencyKeys } from "./createMemoryIdempotencyKeys.js";
import type { KeyReservation, ReservedKey } from "./idempotencyKeys.js";

const claim = (key: string, fingerprint = "f1", clientId = "broker-1") => ({ clientId, key, fingerprint });
const answer = (body: string) => ({ status: 200, contentType: "application/json; charset=utf-8", body, quoteId: "q-1" });

function reserved(reservation: KeyReservation): ReservedKey {
  if (reservation.state !== "reserved") throw new Error(`expected the key reserved, found it ${reservation.state}`);
  return reservation;
}

describe("createMemoryIdempotencyKeys", () => {
  it("reserves a new key, finds it in flight until answered, then gives the answer again", async () => {
    const keys = createMemoryIdempotencyKeys();
    const first = reserved(await keys.reserve(claim("k")));
    expect(await keys.reserve(claim("k"))).toEqual({ state: "in-flight" });
    await first.complete(answer('{"quoteId":"q-1"}'));
    expect(await keys.reserve(claim("k"))).toEqual({ state: "answered", answer: answer('{"quoteId":"q-1"}') });
  });

  it("says a key sent with another request is reused, in flight or answered", async () => {
    const keys = createMemoryIdempotencyKeys();
    const first = reserved(await keys.reserve(claim("k", "f1")));
    expect(await keys.reserve(claim("k", "f2"))).toEqual({ state: "reused" });
    await first.complete(answer("{}"));
    expect(await keys.reserve(claim("k", "f2"))).toEqual({ state: "reused" });
  });

  it("scopes keys to their client: another client's same key is its own", async () => {
    const keys = createMemoryIdempotencyKeys();
    reserved(await keys.reserve(claim("k", "f1", "broker-1")));
    reserved(await keys.reserve(claim("k", "f2", "broker-2")));
    // No pair of client and key runs into another.
    reserved(await keys.reserve(claim("2k", "f3", "broker-")));
  });

  it("forgets a released key: the next request with it is new", async () => {
    const keys = createMemoryIdempotencyKeys();
    await reserved(await keys.reserve(claim("k"))).release();
    reserved(await keys.reserve(claim("k", "f2")));
  });

  it("gives the answer again until the window ends, and treats the key as new from then on", async () => {
    let time = Date.parse("2026-03-01T00:00:00Z");
    const keys = createMemoryIdempotencyKeys({ windowMs: 60_000, now: () => new Date(time) });
    await reserved(await keys.reserve(claim("k"))).complete(answer("{}"));
    time += 59_999;
    expect((await keys.reserve(claim("k"))).state).toBe("answered");
    time += 1;
    const again = reserved(await keys.reserve(claim("k", "f2")));
    await again.complete(answer('{"second":true}'));
    expect(await keys.reserve(claim("k", "f2"))).toEqual({ state: "answered", answer: answer('{"second":true}') });
  });

  it("holds at most mostKeys keys, forgetting the oldest first", async () => {
    const keys = createMemoryIdempotencyKeys({ mostKeys: 2 });
    for (const key of ["a", "b", "c"]) await reserved(await keys.reserve(claim(key))).complete(answer("{}"));
    expect((await keys.reserve(claim("b", "other"))).state).toBe("reused");
    expect((await keys.reserve(claim("a", "other"))).state).toBe("reserved");
  });

  it("holds at most mostAnswerCharacters of answers, forgetting the oldest first", async () => {
    const keys = createMemoryIdempotencyKeys({ mostAnswerCharacters: 10 });
    for (const key of ["a", "b", "c"]) await reserved(await keys.reserve(claim(key))).complete(answer("1234"));
    // Twelve characters held after c: a goes, and eight remain.
    expect((await keys.reserve(claim("b", "other"))).state).toBe("reused");
    expect((await keys.reserve(claim("c", "other"))).state).toBe("reused");
    expect((await keys.reserve(claim("a", "other"))).state).toBe("reserved");
  });

  it("keeps no answer for a reservation it has forgotten meanwhile", async () => {
    let time = 0;
    const keys = createMemoryIdempotencyKeys({ windowMs: 10, now: () => new Date(time) });
    const late = reserved(await keys.reserve(claim("k")));
    time = 10;
    const next = reserved(await keys.reserve(claim("k")));
    await late.complete(answer('{"late":true}'));
    expect(await keys.reserve(claim("k"))).toEqual({ state: "in-flight" });
    await next.complete(answer("{}"));
    expect(await keys.reserve(claim("k"))).toEqual({ state: "answered", answer: answer("{}") });
  });
});
