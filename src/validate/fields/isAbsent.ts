/**
 * True when a value counts as not sent: absent, `null`, or a blank string (docs/rating-model.md
 * section 3.1). JSON serialisers often write unset fields as `null` or `""`.
 *
 * @example
 * isAbsent("  "); // true
 * isAbsent(0); // false
 */
export function isAbsent(value: unknown): value is undefined | null | string {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}
