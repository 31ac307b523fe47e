import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createGroupCommit } from "./createGroupCommit.js";

/** A write the test finishes by hand: every call is kept with its batch, to resolve or fail. */
function heldWrites<Item>() {
  const calls: { readonly batch: Item[]; readonly finish: () => void; readonly fail: (error: Error) => void }[] = [];
  let running = 0;
  let mostRunning = 0;
  const write = (batch: Item[]) =>
    new Promise<void>((resolve, reject) => {
      running += 1;
      mostRunning = Math.max(mostRunning, running);
      const done = (settle: () => void) => () => {
        running -= 1;
        settle();
      };
      calls.push({ batch: [...batch], finish: done(resolve), fail: (error) => done(() => reject(error))() });
    });
  return { calls, write, mostRunning: () => mostRunning };
}

/** Lets every promise callback queued so far run. */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Whether a promise has settled yet, and how. */
function watch(promise: Promise<void>) {
  const state: { outcome: "waiting" | "written" | "failed"; error?: unknown } = { outcome: "waiting" };
  promise.then(
    () => (state.outcome = "written"),
    (error: unknown) => Object.assign(state, { outcome: "failed", error }),
  );
  return state;
}

describe("createGroupCommit", () => {
  it("writes the first item at once, and the items handed in meanwhile together by the next write", async () => {
    const { calls, write } = heldWrites<string>();
    const commits = createGroupCommit(write);
    const a = watch(commits.add("a"));
    await settled();
    expect(calls.map((call) => call.batch)).toEqual([["a"]]);
    const b = watch(commits.add("b"));
    const c = watch(commits.add("c"));
    await settled();
    expect(calls).toHaveLength(1);
    expect([a.outcome, b.outcome, c.outcome]).toEqual(["waiting", "waiting", "waiting"]);
    calls[0]!.finish();
    await settled();
    expect(a.outcome).toBe("written");
    expect([b.outcome, c.outcome]).toEqual(["waiting", "waiting"]);
    expect(calls.map((call) => call.batch)).toEqual([["a"], ["b", "c"]]);
    calls[1]!.finish();
    await settled();
    expect([b.outcome, c.outcome]).toEqual(["written", "written"]);
  });

  it("fails every item of a failed batch with its error, and only those", async () => {
    const { calls, write } = heldWrites<string>();
    const commits = createGroupCommit(write);
    const a = watch(commits.add("a"));
    await settled();
    const b = watch(commits.add("b"));
    const c = watch(commits.add("c"));
    calls[0]!.finish();
    await settled();
    const d = watch(commits.add("d"));
    const refused = new Error("database unreachable");
    calls[1]!.fail(refused);
    await settled();
    calls[2]!.finish();
    await settled();
    expect(calls.map((call) => call.batch)).toEqual([["a"], ["b", "c"], ["d"]]);
    expect([a.outcome, b.outcome, c.outcome, d.outcome]).toEqual(["written", "failed", "failed", "written"]);
    expect([b.error, c.error]).toEqual([refused, refused]);
  });

  it("splits what waits into batches of at most mostPerBatch, in order", async () => {
    const { calls, write } = heldWrites<number>();
    const commits = createGroupCommit(write, { mostPerBatch: 2 });
    const all = [1, 2, 3, 4, 5].map((item) => commits.add(item));
    for (let call = 0; call < 3; call += 1) {
      await settled();
      calls[call]!.finish();
    }
    await Promise.all(all);
    expect(calls.map((call) => call.batch)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it("writes an item handed in by a waiter of the last batch as its batch settles (no item is left behind)", async () => {
    const written: string[] = [];
    const commits = createGroupCommit(async (batch: string[]) => {
      await settled();
      written.push(...batch);
    });
    await commits.add("first").then(() => commits.add("second, handed in on the first's answer"));
    expect(written).toEqual(["first", "second, handed in on the first's answer"]);
    expect(commits.pending).toBe(0);
  });

  it("drains: resolves once every item handed in is written or has failed, counting them down", async () => {
    const { calls, write } = heldWrites<string>();
    const commits = createGroupCommit(write);
    const items = ["a", "b", "c"].map((item) => watch(commits.add(item)));
    let drained = false;
    const draining = commits.drain().then(() => (drained = true));
    await settled();
    expect(commits.pending).toBe(3);
    calls[0]!.finish();
    await settled();
    expect(commits.pending).toBe(2);
    expect(drained).toBe(false);
    calls[1]!.fail(new Error("full disk"));
    await draining;
    expect(commits.pending).toBe(0);
    expect(items.map((item) => item.outcome)).toEqual(["written", "failed", "failed"]);
    await commits.drain(); // nothing left: at once
  });

  it("with mostInFlight 2, starts a second write beside the first, and what waits meanwhile goes in the next that ends", async () => {
    const { calls, write, mostRunning } = heldWrites<string>();
    const commits = createGroupCommit(write, { mostInFlight: 2 });
    const a = watch(commits.add("a"));
    const b = watch(commits.add("b"));
    const c = watch(commits.add("c"));
    const d = watch(commits.add("d"));
    await settled();
    expect(calls.map((call) => call.batch)).toEqual([["a"], ["b"]]);
    calls[1]!.finish();
    await settled();
    expect([a.outcome, b.outcome, c.outcome, d.outcome]).toEqual(["waiting", "written", "waiting", "waiting"]);
    expect(calls.map((call) => call.batch)).toEqual([["a"], ["b"], ["c", "d"]]);
    calls[0]!.fail(new Error("lost connection"));
    calls[2]!.finish();
    await commits.drain();
    expect([a.outcome, b.outcome, c.outcome, d.outcome]).toEqual(["failed", "written", "written", "written"]);
    expect(mostRunning()).toBe(2);
  });

  it("with fewestPerBatch, holds fewer items for company until longestHoldMs, and drain writes what is held at once", async () => {
    const { calls, write } = heldWrites<string>();
    const commits = createGroupCommit(write, { fewestPerBatch: 3, mostPerBatch: 3, longestHoldMs: 30 });
    const items = ["a", "b"].map((item) => watch(commits.add(item)));
    await settled();
    expect(calls).toHaveLength(0);
    items.push(watch(commits.add("c")), watch(commits.add("d")));
    await settled();
    expect(calls.map((call) => call.batch)).toEqual([["a", "b", "c"]]);
    calls[0]!.finish();
    await settled();
    expect(calls).toHaveLength(1); // "d" waits for company
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(calls.map((call) => call.batch)).toEqual([["a", "b", "c"], ["d"]]);
    calls[1]!.finish();
    const e = watch(commits.add("e"));
    let drained = false;
    const draining = commits.drain().then(() => (drained = true));
    await settled();
    expect(calls.map((call) => call.batch)).toEqual([["a", "b", "c"], ["d"], ["e"]]);
    const f = watch(commits.add("f")); // after the drain: not waited for
    calls[2]!.finish();
    await draining;
    expect(drained).toBe(true);
    expect([...items, e].map((item) => item.outcome)).toEqual(["written", "written", "written", "written", "written"]);
    expect(f.outcome).toBe("waiting");
    const last = commits.drain();
    await settled();
    calls[3]!.finish();
    await last;
    expect(f.outcome).toBe("written");
  });

  it("property: whatever the timing, every item is written exactly once, in order, at most mostInFlight writes at a time", async () => {
    // A plan: items handed in, interleaved with finishing (or failing) the write under way.
    const step = fc.oneof(fc.constant({ kind: "add" as const }), fc.record({ kind: fc.constant("settle" as const), fails: fc.boolean(), which: fc.nat(3) }));
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }), async (plan, mostPerBatch, mostInFlight) => {
        const { calls, write, mostRunning } = heldWrites<number>();
        const commits = createGroupCommit(write, { mostPerBatch, mostInFlight });
        const outcomes: ReturnType<typeof watch>[] = [];
        const settledCalls = new Set<number>();
        const failedCalls = new Set<number>();
        // Settles one of the writes under way, not necessarily the oldest: writes in flight end in any order.
        const settleOne = async (fails: boolean, which: number) => {
          await settled();
          const running = calls.map((_, index) => index).filter((index) => !settledCalls.has(index));
          const index = running[which % Math.max(1, running.length)];
          if (index === undefined) return;
          settledCalls.add(index);
          if (fails) failedCalls.add(index);
          if (fails) calls[index]!.fail(new Error(`write ${index} failed`));
          else calls[index]!.finish();
        };
        for (const action of plan) {
          if (action.kind === "add") outcomes.push(watch(commits.add(outcomes.length)));
          else await settleOne(action.fails, action.which);
        }
        while (commits.pending > 0) await settleOne(false, 0);
        await commits.drain();
        await settled();
        expect(calls.flatMap((call) => call.batch)).toEqual(outcomes.map((_, item) => item));
        expect(calls.every((call) => call.batch.length >= 1 && call.batch.length <= mostPerBatch)).toBe(true);
        expect(mostRunning()).toBeLessThanOrEqual(mostInFlight);
        const failedItems = new Set([...failedCalls].flatMap((call) => calls[call]!.batch));
        expect(outcomes.map((outcome) => outcome.outcome)).toEqual(outcomes.map((_, item) => (failedItems.has(item) ? "failed" : "written")));
      }),
    );
  });
});
