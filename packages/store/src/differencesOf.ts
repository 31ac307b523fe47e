/**
 * The JSON pointers at which two JSON values differ (at most `most` of them), for reporting a
 * quote that does not reproduce: which premium, which member.
 *
 * @example
 * differencesOf({ grossPrice: 100.1, ipt: 12 }, { grossPrice: 100.11, ipt: 12 }); // ["/grossPrice"]
 */
export function differencesOf(before: unknown, after: unknown, most = 10, path = ""): string[] {
  if (Object.is(before, after)) return [];
  const bothObjects = before !== null && after !== null && typeof before === "object" && typeof after === "object" && Array.isArray(before) === Array.isArray(after);
  if (!bothObjects) return [path === "" ? "/" : path];
  const found: string[] = [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const inner = differencesOf(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      most - found.length,
      `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`,
    );
    found.push(...inner);
    if (found.length >= most) return found.slice(0, most);
  }
  return found;
}
