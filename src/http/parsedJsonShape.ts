/** What one walk of a parsed JSON value finds: its keys, and whether it nests past a limit. */
export interface ParsedJsonShape {
  /** The object keys at every level (an array's items are not keys); counted until `tooDeep`. */
  readonly keys: number;
  /** Whether objects and arrays nest deeper than the limit (the value itself being level 1). */
  readonly tooDeep: boolean;
}

/**
 * One walk of a parsed JSON value, with explicit stacks (no recursion, nothing allocated per
 * value): the keys it holds, which the duplicate-key test compares with the members written in
 * the text (`mayHoldDuplicateKeys`), and whether it nests deeper than `depthLimit`, stopping at
 * the first level past it. A request body is walked once for both.
 *
 * @example
 * parsedJsonShape({ a: { b: [1] } }, 3); // { keys: 2, tooDeep: false }
 * parsedJsonShape({ a: { b: [[1]] } }, 3).tooDeep; // true
 */
export function parsedJsonShape(value: unknown, depthLimit = Number.POSITIVE_INFINITY): ParsedJsonShape {
  let keys = 0;
  const pending: unknown[] = [value];
  const depths: number[] = [1];
  while (pending.length > 0) {
    const current = pending.pop();
    const depth = depths.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth > depthLimit) return { keys, tooDeep: true };
    if (Array.isArray(current)) {
      for (const item of current as unknown[]) {
        if (item !== null && typeof item === "object") {
          pending.push(item);
          depths.push(depth + 1);
        }
      }
      continue;
    }
    // for...in rather than Object.keys: no array per object. It would also count an enumerable
    // key inherited from a polluted prototype, which only makes the counts differ and sends the
    // text to the exact search, never lets a duplicate through.
    for (const key in current) {
      keys += 1;
      const child = (current as Record<string, unknown>)[key];
      if (child !== null && typeof child === "object") {
        pending.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return { keys, tooDeep: false };
}
