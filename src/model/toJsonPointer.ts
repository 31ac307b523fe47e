/**
 * Builds a JSON pointer from path segments, escaping `~` and `/` as RFC 6901 requires.
 *
 * @example
 * toJsonPointer(["individualHealthCarePolicy", "quote", "memberCategory", 0]);
 * // "/individualHealthCarePolicy/quote/memberCategory/0"
 */
export function toJsonPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => "/" + String(segment).replace(/~/g, "~0").replace(/\//g, "~1")).join("");
}
