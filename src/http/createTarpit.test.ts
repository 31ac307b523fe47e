import { describe, expect, it } from "vitest";
import { createTarpit } from "./createTarpit.js";

/** Milliseconds `promise` took to settle, and its value. */
async function timed<T>(promise: Promise<T>, since = performance.now()): Promise<{ value: T; ms: number }> {
  const value = await promise;
  return { value, ms: performance.now() - since };
}

/** Whether `promise` is still pending after `ms`. */
async function stillPendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const pending = Symbol("pending");
  return (await Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(pending), ms))])) === pending;
}

// The tarpit of the rate limits' 429 answers (docs/reliability.md, "The tarpit"): a client over a
// limit gets its 429 late, not early, so that a loop of refused requests is a loop of waits.
describe("createTarpit", () => {
  it("holds for the delay, not less, and counts the hold while it lasts", async () => {
    const tarpit = createTarpit({ delayMs: 250, maxHeld: 4 });
    const holding = timed(tarpit.hold(60_000));
    expect(tarpit.held).toBe(1);
    const { value, ms } = await holding;
    // Timers may fire a millisecond early by the clock read here, never a delay early.
    expect(ms).toBeGreaterThanOrEqual(245);
    expect(value).toBeGreaterThanOrEqual(245);
    expect(tarpit.held).toBe(0);
  });

  it("never holds longer than the Retry-After", async () => {
    const tarpit = createTarpit({ delayMs: 60_000, maxHeld: 4 });
    const { ms } = await timed(tarpit.hold(150));
    expect(ms).toBeGreaterThanOrEqual(145);
    expect(ms).toBeLessThan(10_000);
  });

  it("answers at once beyond maxHeld, and holds again once a slot is free", async () => {
    const tarpit = createTarpit({ delayMs: 60_000, maxHeld: 2 });
    const first = new AbortController();
    const held = [tarpit.hold(60_000, first.signal), tarpit.hold(60_000)];
    expect(tarpit.held).toBe(2);
    expect(await tarpit.hold(60_000)).toBe(0);
    expect(tarpit.held).toBe(2);
    first.abort();
    await held[0];
    expect(tarpit.held).toBe(1);
    const again = tarpit.hold(60_000);
    expect(tarpit.held).toBe(2);
    expect(await stillPendingAfter(again, 50)).toBe(true);
    tarpit.release();
    await Promise.all([...held, again]);
  });

  it("frees the slot of a client that disconnects while held, at once", async () => {
    const tarpit = createTarpit({ delayMs: 60_000, maxHeld: 1 });
    const client = new AbortController();
    const holding = timed(tarpit.hold(60_000, client.signal));
    setTimeout(() => client.abort(), 20);
    const { ms } = await holding;
    expect(ms).toBeLessThan(10_000);
    expect(tarpit.held).toBe(0);
    // A client already gone is not held at all.
    expect(await tarpit.hold(60_000, client.signal)).toBe(0);
    expect(tarpit.held).toBe(0);
  });

  it("release() ends every hold at once and holds nothing after it (shutdown)", async () => {
    const tarpit = createTarpit({ delayMs: 60_000, maxHeld: 256 });
    const since = performance.now();
    const holds = Array.from({ length: 100 }, () => tarpit.hold(60_000));
    expect(tarpit.held).toBe(100);
    tarpit.release();
    await Promise.all(holds);
    expect(performance.now() - since).toBeLessThan(10_000);
    expect(tarpit.held).toBe(0);
    expect(await tarpit.hold(60_000)).toBe(0);
  });

  it("a delay of 0 answers at once, as before the tarpit", async () => {
    const tarpit = createTarpit({ delayMs: 0, maxHeld: 256 });
    const holding = tarpit.hold(60_000);
    expect(tarpit.held).toBe(0);
    expect(await holding).toBe(0);
  });
});
