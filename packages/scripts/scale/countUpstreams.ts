/**
 * How many requests each backend answered, from the scale test's nginx access log (the
 * `upstream=` field; a request retried on a second backend names both, comma-separated, and
 * counts for the one that answered, the last).
 *
 * @example
 * countUpstreams('... 200 upstream=127.0.0.1:8081 ...\n... 200 upstream=127.0.0.1:8081, 127.0.0.1:8082 ...');
 * // Map { "127.0.0.1:8081" => 1, "127.0.0.1:8082" => 1 }
 */
export function countUpstreams(accessLog: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of accessLog.split("\n")) {
    const match = /upstream=([^\s,]+(?:, [^\s,]+)*)/.exec(line);
    if (match === null) continue;
    const answered = match[1]!.split(", ").at(-1)!;
    if (answered === "-") continue;
    counts.set(answered, (counts.get(answered) ?? 0) + 1);
  }
  return counts;
}
