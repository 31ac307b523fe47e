/**
 * An exact decimal string for reading on a terminal: unchanged up to `places` decimals, else
 * cut to `places` and marked with "…" (the CSV and JSON keep every digit).
 *
 * @example
 * formatExactDecimal("512.3456789012345", 6); // "512.345678…"
 * formatExactDecimal("1.05"); // "1.05"
 */
export function formatExactDecimal(value: string | undefined, places = 6): string {
  if (value === undefined) return "";
  const point = value.indexOf(".");
  if (point === -1 || value.length - point - 1 <= places) return value;
  return `${value.slice(0, point + 1 + places)}…`;
}
