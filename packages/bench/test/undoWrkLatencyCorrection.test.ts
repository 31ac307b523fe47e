import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { undoWrkLatencyCorrection } from "../lib/undoWrkLatencyCorrection.js";

/** wrk 4.1's `stats_correct`, as its C source runs it, on a histogram held as a map. */
function correctAsWrkDoes(histogram: ReadonlyMap<number, number>, expected: number): Map<number, number> {
  const corrected = new Map(histogram);
  const max = Math.max(...histogram.keys());
  for (let latency = expected * 2; latency <= max; latency += 1) {
    const count = corrected.get(latency) ?? 0;
    for (let added = latency - expected; count > 0 && added > expected; added -= expected) corrected.set(added, (corrected.get(added) ?? 0) + count);
  }
  return corrected;
}

describe("undoWrkLatencyCorrection", () => {
  it("gives back the answers' latencies of the example", () => {
    expect(
      undoWrkLatencyCorrection(
        new Map([
          [500, 3],
          [2000, 1],
          [3000, 1],
        ]),
        4000,
        4,
        1,
      ),
    ).toEqual(
      new Map([
        [500, 3],
        [3000, 1],
      ]),
    );
  });

  it("leaves a run with no answer slow enough to be corrected as it is", () => {
    const histogram = new Map([
      [900, 5],
      [1500, 2],
    ]);
    expect(undoWrkLatencyCorrection(histogram, 10_000, 8, 1)).toEqual(histogram);
  });

  it("undoes wrk's correction of any histogram, whatever the run's interval, at and around its multiples", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 400 }),
        fc.nat(),
        // Latencies as a multiple of the interval and a few µs either side, where the correction's bounds are.
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -2, max: 2 }), fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 40 }),
        (interval, connections, requestsPerConnection, spare, samples) => {
          const histogram = new Map<number, number>();
          for (const [multiple, offset, count] of samples) {
            const latency = Math.max(1, multiple * interval + offset);
            histogram.set(latency, (histogram.get(latency) ?? 0) + count);
          }
          // wrk's interval: the run's µs over one connection's requests, rounded down.
          const duration = interval * requestsPerConnection + (spare % requestsPerConnection);
          expect(undoWrkLatencyCorrection(correctAsWrkDoes(histogram, interval), duration, requestsPerConnection * connections, connections)).toEqual(histogram);
        },
      ),
    );
  });
});
