import type { PostcodeBandTable, TableSource } from "../../tables/types.js";

/** A band found in the postcode band table, and how. */
export interface PostcodeBandMatch {
  readonly band: string;
  /** The prefix that matched, or undefined when the default band was used. */
  readonly prefix?: string;
  readonly source: TableSource;
}

/**
 * The outward-code prefixes to look up, most specific first: the district ("SW1A", "SW19"),
 * the district without its sub-district letter ("SW1" for "SW1A" only), then the area ("SW").
 * Digits are never cut in half: "SW19" must not match an "SW1" row, a different district.
 *
 * @example
 * outwardCodePrefixes("SW1A 1AA"); // ["SW1A", "SW1", "SW"]
 * outwardCodePrefixes("SW19 2AB"); // ["SW19", "SW"]
 */
export function outwardCodePrefixes(postcode: string): string[] {
  const outwardCode = postcode.trim().toUpperCase().split(/\s+/)[0] ?? "";
  const prefixes = [outwardCode];
  if (/^[A-Z]+\d[A-Z]$/.test(outwardCode)) prefixes.push(outwardCode.slice(0, -1));
  const area = /^[A-Z]+/.exec(outwardCode)?.[0];
  if (area !== undefined && area !== outwardCode) prefixes.push(area);
  return prefixes;
}

/**
 * Returns the postcode band for a UK postcode by the most specific prefix of its outward code
 * in the table (see `outwardCodePrefixes`); the default band when none matches; `undefined`
 * when there is no default.
 *
 * @example
 * findPostcodeBand(tables.postcodeBands, "SW1A 1AA"); // { band: "B", prefix: "SW1A", source }
 */
export function findPostcodeBand(table: PostcodeBandTable, postcode: string): PostcodeBandMatch | undefined {
  for (const prefix of outwardCodePrefixes(postcode)) {
    const match = table.prefixes.get(prefix);
    if (match !== undefined) return { band: match.band, prefix, source: match.source };
  }
  return table.defaultBand === undefined ? undefined : { band: table.defaultBand.band, source: table.defaultBand.source };
}
