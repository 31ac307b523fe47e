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
  // Scanned by character rather than split and matched: this runs for every member of every request.
  const text = postcode.trim().toUpperCase();
  const space = text.search(/\s/);
  const outwardCode = space === -1 ? text : text.slice(0, space);
  let areaLength = 0;
  while (areaLength < outwardCode.length && isLetter(outwardCode.charCodeAt(areaLength))) areaLength++;
  const prefixes = [outwardCode];
  // A district with a sub-district letter: letters, one digit, one letter ("SW1A", "W1A").
  const lastCode = outwardCode.charCodeAt(outwardCode.length - 1);
  if (areaLength > 0 && outwardCode.length === areaLength + 2 && isDigit(outwardCode.charCodeAt(areaLength)) && isLetter(lastCode)) {
    prefixes.push(outwardCode.slice(0, -1));
  }
  if (areaLength > 0 && areaLength !== outwardCode.length) prefixes.push(outwardCode.slice(0, areaLength));
  return prefixes;
}

/** A-Z (the outward code is upper-cased first). */
function isLetter(code: number): boolean {
  return code >= 65 && code <= 90;
}

/** 0-9 (a regular expression's \d). */
function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
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
