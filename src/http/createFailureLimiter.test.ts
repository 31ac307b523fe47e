import { describe, expect, it } from "vitest";
import { createFailureLimiter } from "./createFailureLimiter.js";

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000): { now: () => number; advance: (milliseconds: number) => void } {
  let time = start;
  return { now: () => time, advance: (milliseconds) => void (time += milliseconds) };
}

describe("createFailureLimiter", () => {
  it("lets a key try until its failures reach the limit, then says how many seconds are left in the window", async () => {
    const clock = manualClock();
    const limiter = createFailureLimiter({ failures: 3, perSeconds: 60 }, { now: clock.now });
    await limiter.recordFailure("a");
    await limiter.recordFailure("a");
    expect(await limiter.waitSeconds("a")).toBeUndefined();
    await limiter.recordFailure("a");
    expect(await limiter.waitSeconds("a")).toBe(60);
    clock.advance(59_500);
    expect(await limiter.waitSeconds("a")).toBe(1);
    expect(await limiter.waitSeconds("b")).toBeUndefined();
  });

  it("forgets a key when its window ends, so it may try again with a new count", async () => {
    const clock = manualClock();
    const limiter = createFailureLimiter({ failures: 2, perSeconds: 10 }, { now: clock.now });
    await limiter.recordFailure("a", 2);
    expect(await limiter.waitSeconds("a")).toBe(10);
    clock.advance(10_000);
    expect(await limiter.waitSeconds("a")).toBeUndefined();
    await limiter.recordFailure("a");
    expect(await limiter.waitSeconds("a")).toBeUndefined();
  });

  it("counts a weighted failure as that many", async () => {
    const limiter = createFailureLimiter({ failures: 100, perSeconds: 60 }, { now: manualClock().now });
    await limiter.recordFailure("client", 99);
    expect(await limiter.waitSeconds("client")).toBeUndefined();
    await limiter.recordFailure("client", 1);
    expect(await limiter.waitSeconds("client")).toBe(60);
  });

  it("keeps at most maxKeys windows, dropping the oldest, so distinct addresses cannot grow its memory without end", async () => {
    const clock = manualClock();
    const limiter = createFailureLimiter({ failures: 1, perSeconds: 60 }, { now: clock.now, maxKeys: 3 });
    for (const key of ["a", "b", "c", "d"]) await limiter.recordFailure(key);
    expect(await limiter.waitSeconds("a")).toBeUndefined();
    for (const key of ["b", "c", "d"]) expect(await limiter.waitSeconds(key)).toBe(60);
  });

  it("never refuses when the limit is false", async () => {
    const limiter = createFailureLimiter(false);
    await limiter.recordFailure("a", 1_000);
    expect(await limiter.waitSeconds("a")).toBeUndefined();
  });
});
