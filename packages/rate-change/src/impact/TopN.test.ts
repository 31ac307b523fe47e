import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TopN } from "./TopN.js";

describe("TopN", () => {
  it("keeps the N largest, largest first", () => {
    const top = new TopN<number>(3, (n) => n);
    for (const n of [4, 9, 1, 7, 3, 8]) top.offer(n);
    expect(top.sorted()).toEqual([9, 8, 7]);
  });

  it("keeps the first offered among equal scores", () => {
    const top = new TopN<{ id: string; score: number }>(2, (item) => item.score);
    for (const id of ["a", "b", "c"]) top.offer({ id, score: 1 });
    expect(top.sorted().map((item) => item.id)).toEqual(["a", "b"]);
  });

  it("breaks ties by the second score, then by arrival", () => {
    const top = new TopN<{ id: string; score: number; amount: number }>(
      2,
      (item) => item.score,
      (item) => item.amount,
    );
    top.offer({ id: "a", score: 5, amount: 10 });
    top.offer({ id: "b", score: 5, amount: 30 });
    top.offer({ id: "c", score: 5, amount: 30 });
    expect(top.sorted().map((item) => item.id)).toEqual(["b", "c"]);
  });

  it("agrees with sorting the whole stream", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.integer({ min: 0, max: 8 }), (values, size) => {
        const top = new TopN<number>(size, (n) => n);
        values.forEach((n) => top.offer(n));
        expect(top.sorted()).toEqual([...values].sort((a, b) => b - a).slice(0, size));
      }),
    );
  });
});
