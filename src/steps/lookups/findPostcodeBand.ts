import type { PostcodeBandTable, TableSource } from "../../tables/types.js";

/** A band found in the postcode band table, and how. */
export interface PostcodeBandMatch {
  readonly band: string;
  /** The prefix that matched, or undefined when the default band was used. */
  readonly prefix?: string;
  readonly source: TableSource;
}

/**
 * Returns the postcode band for a UK postcode by the longest prefix of its outward code in the
 * table: the whole outward code ("SW1A"), then shorter prefixes down to the area letters
 * ("SW1", "SW"); the default band when none matches; `undefined` when there is no default.
 *
 * @example
 * findPostcodeBand(tables.postcodeBands, "SW1A 1AA"); // { band: "B", prefix: "SW1A", source }
 */
export function findPostcodeBand(table: PostcodeBandTable, postcode: string): PostcodeBandMatch | undefined {
  const outwardCode = postcode.trim().toUpperCase().split(/\s+/)[0] ?? "";
  const areaLength = /^[A-Z]+/.exec(outwardCode)?.[0].length ?? outwardCode.length;
  for (let length = outwardCode.length; length >= Math.max(areaLength, 1); length -= 1) {
    const prefix = outwardCode.slice(0, length);
    const match = table.prefixes.get(prefix);
    if (match !== undefined) return { band: match.band, prefix, source: match.source };
  }
  return table.defaultBand === undefined ? undefined : { band: table.defaultBand.band, source: table.defaultBand.source };
}
