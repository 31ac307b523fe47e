import { parseCsvText } from "pmi-rating/node";
import type { ParsedCsv } from "pmi-rating/tables";

/**
 * Parses CSV text for a test, failing loudly if the text itself is not CSV.
 *
 * @example
 * csv("ncd_level,factor\n12,0.60");
 */
export function csv(text: string): ParsedCsv {
  const result = parseCsvText(text, "test.csv");
  if (!result.success) throw new Error(`Test CSV does not parse: ${JSON.stringify(result.problems)}`);
  return result.csv;
}
