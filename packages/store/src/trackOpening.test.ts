import { describe, expect, it } from "vitest";
import { trackOpening } from "./trackOpening.js";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const late = () => new Error("still opening");

describe("trackOpening", () => {
  it("has nothing while opening, and what was opened afterwards, at once", async () => {
    const opening = deferred<string>();
    const tracked = trackOpening(opening.promise);
    expect(tracked.current()).toBeUndefined();
    opening.resolve("store");
    await tracked.opened;
    expect(tracked.current()).toBe("store");
    await expect(tracked.within(0, late)).resolves.toBe("store");
  });

  it("lets a waiter have what opens within its wait", async () => {
    const opening = deferred<string>();
    const tracked = trackOpening(opening.promise);
    const waiting = tracked.within(5_000, late);
    setTimeout(() => opening.resolve("store"), 20);
    await expect(waiting).resolves.toBe("store");
  });

  it("gives up on a waiter when its wait runs out, without failing the opening", async () => {
    const opening = deferred<string>();
    const tracked = trackOpening(opening.promise);
    await expect(tracked.within(20, late)).rejects.toThrow("still opening");
    opening.resolve("store");
    await expect(tracked.opened).resolves.toBe("store");
  });

  it("fails every waiter, now and later, with the error of opening, and leaves no unhandled rejection", async () => {
    const opening = deferred<string>();
    const tracked = trackOpening(opening.promise);
    const waiting = tracked.within(5_000, late);
    opening.reject(new Error("disk full"));
    await expect(waiting).rejects.toThrow("disk full");
    await expect(tracked.within(5_000, late)).rejects.toThrow("disk full");
    await expect(tracked.opened).rejects.toThrow("disk full");
    expect(tracked.current()).toBeUndefined();
  });
});
