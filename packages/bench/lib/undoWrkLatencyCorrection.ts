/**
 * The latency histogram wrk measured, before the correction it applies at the end of a run: wrk
 * 4.1 (`stats_correct`) adds, for every answer that took at least twice the expected interval
 * between one connection's requests, a sample at each interval below it (down to one interval),
 * the requests a slow answer held back (coordinated omission). A paired bench merges the
 * answers' own latencies, as it does autocannon's, so it takes that correction off again.
 * `histogram` maps a latency in µs to how many samples wrk's `done()` gave for it;
 * `durationMicroseconds`, `requests` and `connections` are the run's, from which wrk worked out
 * the interval. Each larger latency's additions are taken off before a smaller one is read, the
 * order in which wrk made them read in reverse.
 *
 * @example
 * // One connection, 4 requests in 4,000 µs: interval 1,000 µs; an answer of 3,000 µs added one sample at 2,000.
 * undoWrkLatencyCorrection(new Map([[500, 3], [2000, 1], [3000, 1]]), 4000, 4, 1); // Map { 500 => 3, 3000 => 1 }
 */
export function undoWrkLatencyCorrection(
  histogram: ReadonlyMap<number, number>,
  durationMicroseconds: number,
  requests: number,
  connections: number,
): Map<number, number> {
  const answered = new Map(histogram);
  const requestsPerConnection = Math.floor(requests / connections);
  if (requestsPerConnection === 0) return answered;
  const interval = Math.floor(durationMicroseconds / requestsPerConnection);
  if (interval <= 0) return answered;
  const latencies = [...answered.keys()].sort((a, b) => b - a);
  for (const latency of latencies) {
    if (latency < 2 * interval) break;
    const count = answered.get(latency) ?? 0;
    if (count === 0) continue;
    for (let added = latency - interval; added > interval; added -= interval) {
      const left = (answered.get(added) ?? 0) - count;
      if (left > 0) answered.set(added, left);
      else answered.delete(added);
    }
  }
  return answered;
}
