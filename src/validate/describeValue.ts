const MAX_SHOWN_CHARACTERS = 40;

/**
 * Describes a received value for an error message, short and safe to print whatever it is.
 *
 * @example
 * describeValue("2025-02-30"); // '"2025-02-30"'
 * describeValue([1, 2]); // "a list"
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (typeof value === "string") {
    const shown = value.length > MAX_SHOWN_CHARACTERS ? `${value.slice(0, MAX_SHOWN_CHARACTERS)}…` : value;
    return JSON.stringify(shown);
  }
  if (typeof value === "number") return Object.is(value, -0) ? "0" : String(value);
  if (typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "an object";
  return `a value of type ${typeof value}`;
}
