import { normalizePostcode } from "../normalizePostcode.js";

/** How many spellings are remembered before the memo starts afresh (a few hundred kilobytes at most). */
const LIMIT = 10_000;
const normalizedBySpelling = new Map<string, string | undefined>();

/**
 * `normalizePostcode`, remembered by the text sent: a policy sends the same postcode for every
 * member and a book repeats postcodes, and the function is pure (text in, text out), so a
 * remembered answer is the answer. Two regular expressions and three strings per postcode are
 * saved. Bounded: past `LIMIT` spellings the memo is emptied and fills again.
 *
 * @example
 * rememberedPostcode("sw1a1aa"); // "SW1A 1AA"
 */
export function rememberedPostcode(text: string): string | undefined {
  const remembered = normalizedBySpelling.get(text);
  if (remembered !== undefined || normalizedBySpelling.has(text)) return remembered;
  const postcode = normalizePostcode(text);
  if (normalizedBySpelling.size >= LIMIT) normalizedBySpelling.clear();
  normalizedBySpelling.set(text, postcode);
  return postcode;
}
