import type { PostcodeBandTable } from "./types.js";

export interface PostcodeBandMatch {
  readonly band: string;
  /** The prefix that matched (`SW1A`, `SW1`, `SW`), or `*` for the default band. */
  readonly prefix: string;
  readonly source: { readonly file: string; readonly row: number };
}

/**
 * Returns the postcode band of a normalised UK postcode (`SW1A 1AA`) or outward code (`SW1A`):
 * the longest prefix of the table that the postcode falls in, taking the postcode's structure
 * into account — the full outward code (sub-district `SW1A` or district `W10`), then the
 * district without its sub-district letter (`SW1`), then the area letters (`SW`), then the
 * default band. A plain string prefix would be wrong: `W10` is not in district `W1`, nor
 * `SW19` in `SW1`. Returns `undefined` when nothing matches and there is no default band
 * (POSTCODE_NOT_RATED).
 *
 * @example
 * findPostcodeBand(table, "SW1A 1AA")?.prefix; // "SW1" (the district covers SW1A)
 * findPostcodeBand(table, "SW19 1AA")?.prefix; // "SW" (SW19 is not in SW1)
 */
export function findPostcodeBand(table: PostcodeBandTable, postcode: string): PostcodeBandMatch | undefined {
  const outward = postcode.trim().toUpperCase().split(/\s+/)[0] ?? "";
  const area = /^[A-Z]+/.exec(outward)?.[0];
  const district = /^[A-Z]+\d+/.exec(outward)?.[0];
  for (const prefix of [outward, district, area]) {
    if (prefix === undefined || prefix === "") continue;
    const entry = table.prefixes.get(prefix);
    if (entry !== undefined) return { band: entry.band, prefix, source: entry.source };
  }
  return table.defaultBand === undefined ? undefined : { band: table.defaultBand.band, prefix: "*", source: table.defaultBand.source };
}
