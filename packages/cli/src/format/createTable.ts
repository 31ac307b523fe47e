import Table from "cli-table3";
import type { Colors } from "./colors.js";

/**
 * A cli-table3 table with the project's look: a bold header when colours are on, no colour
 * codes at all when they are off (so piped output and files stay plain).
 *
 * @example
 * const table = createTable(["Step", "Factor"], colors, ["left", "right"]);
 * table.push(["baseRate", "1.00"]);
 * table.toString();
 */
export function createTable(
  head: readonly string[],
  colors: Colors,
  align: readonly ("left" | "right" | "center")[] = [],
  /** Widths of the columns to wrap (null: as wide as the content). */
  widths?: readonly (number | null)[],
): Table.Table {
  return new Table({
    head: head.map((title) => colors.bold(title)),
    colAligns: [...align],
    ...(widths === undefined ? {} : { colWidths: [...widths], wordWrap: true }),
    style: { head: [], border: [], compact: true },
  });
}
