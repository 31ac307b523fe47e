/**
 * Whether a parsed JSON value nests objects and arrays deeper than `limit` levels (the value
 * itself being level 1). Walked with an explicit stack and stopped at the first level past the
 * limit, so that a value nested thousands deep costs no recursion and little time.
 *
 * @example
 * jsonDepthExceeds({ a: [1] }, 2); // false
 * jsonDepthExceeds({ a: [[1]] }, 2); // true
 */
export function jsonDepthExceeds(value: unknown, limit: number): boolean {
  const stack: { readonly value: unknown; readonly depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== "object" || current === null) continue;
    if (depth > limit) return true;
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) if (typeof child === "object" && child !== null) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
