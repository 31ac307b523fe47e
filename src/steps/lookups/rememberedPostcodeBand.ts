import type { PostcodeBandTable } from "../../tables/types.js";
import { findPostcodeBand, type PostcodeBandMatch } from "./findPostcodeBand.js";

/** Postcodes remembered per table before its memo starts afresh. */
const LIMIT = 10_000;
const matchesByTable = new WeakMap<PostcodeBandTable, Map<string, PostcodeBandMatch | null>>();

/**
 * `findPostcodeBand(table, postcode)`, remembered per table by postcode (`null` standing for
 * no match). Why: a derived band depends only on the table and the postcode, and every priced
 * member of every quote asks for it; the outward code's parsing (trim, upper case, split, two
 * regular expressions) and up to three map look-ups then happen once per postcode. The tables
 * are immutable and `findPostcodeBand` is pure, so a remembered match is the match (frozen, as
 * it is shared by every quote with that postcode). Property-tested against `findPostcodeBand`.
 *
 * @example
 * rememberedPostcodeBand(version.postcodeBands, "CF10 1EP")?.band; // the band of "CF10"
 */
export function rememberedPostcodeBand(table: PostcodeBandTable, postcode: string): PostcodeBandMatch | undefined {
  let matches = matchesByTable.get(table);
  if (matches === undefined) {
    matches = new Map();
    matchesByTable.set(table, matches);
  }
  const remembered = matches.get(postcode);
  if (remembered !== undefined) return remembered ?? undefined;
  const found = findPostcodeBand(table, postcode);
  const match = found === undefined ? null : Object.freeze(found);
  if (matches.size >= LIMIT) matches.clear();
  matches.set(postcode, match);
  return match ?? undefined;
}
