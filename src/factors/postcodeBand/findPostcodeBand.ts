import type { PostcodeBandEntry, PostcodeBandTable } from "../../tables/types.js";

/** A band found in the postcode band table: the table's entry, its `prefix` the one that matched, absent when the default band was used. */
export type PostcodeBandMatch = PostcodeBandEntry;

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
  const outwardCode = outwardCodeOf(postcode);
  const areaLength = areaLengthOf(outwardCode);
  // One literal of the final length: an array grown by push is given room for 16 more.
  if (hasSubDistrict(outwardCode, areaLength)) return [outwardCode, outwardCode.slice(0, -1), outwardCode.slice(0, areaLength)];
  return hasArea(outwardCode, areaLength) ? [outwardCode, outwardCode.slice(0, areaLength)] : [outwardCode];
}

/** How many letters the outward code starts with: its area ("SW" of "SW1A"). */
function areaLengthOf(outwardCode: string): number {
  let areaLength = 0;
  while (areaLength < outwardCode.length && isLetter(outwardCode.charCodeAt(areaLength))) areaLength++;
  return areaLength;
}

/** A district with a sub-district letter: letters, one digit, one letter ("SW1A", "W1A"). */
function hasSubDistrict(outwardCode: string, areaLength: number): boolean {
  return (
    areaLength > 0 && outwardCode.length === areaLength + 2 && isDigit(outwardCode.charCodeAt(areaLength)) && isLetter(outwardCode.charCodeAt(outwardCode.length - 1))
  );
}

/** An outward code with an area before its district's digits. */
function hasArea(outwardCode: string, areaLength: number): boolean {
  return areaLength > 0 && areaLength !== outwardCode.length;
}

/**
 * `postcode.trim().toUpperCase()` up to its first white space: the trimmed text's first word,
 * upper-cased (upper-casing maps each character alone and makes no white space, so cutting
 * first gives the same word). A word with no lower-case letter is its own upper case.
 */
function outwardCodeOf(postcode: string): string {
  // `trim` gives the same string back when there is nothing to trim, as in a validated postcode.
  const text = postcode.trim();
  let end = 0;
  let upperCase = true;
  for (; end < text.length; end++) {
    const code = text.charCodeAt(end);
    if (isWhiteSpace(code)) break;
    upperCase &&= isLetter(code) || isDigit(code);
  }
  const word = text.slice(0, end);
  return upperCase ? word : word.toUpperCase();
}

/** White space as `trim` and `\s` know it; past ASCII (rare in a postcode) asked of `\s` itself. */
function isWhiteSpace(code: number): boolean {
  return code < 128 ? code === 32 || (code >= 9 && code <= 13) : /\s/.test(String.fromCharCode(code));
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
  // The prefixes of outwardCodePrefixes, most specific first, looked up one by one without a
  // list (this runs for every member, in the validator and in the step); the answer is the
  // table's own entry, which holds its prefix.
  const { prefixes } = table;
  const outwardCode = outwardCodeOf(postcode);
  const district = prefixes.get(outwardCode);
  if (district !== undefined) return district;
  const areaLength = areaLengthOf(outwardCode);
  if (hasSubDistrict(outwardCode, areaLength)) {
    const withoutSubDistrict = prefixes.get(outwardCode.slice(0, -1));
    if (withoutSubDistrict !== undefined) return withoutSubDistrict;
  }
  if (hasArea(outwardCode, areaLength)) {
    const area = prefixes.get(outwardCode.slice(0, areaLength));
    if (area !== undefined) return area;
  }
  return table.defaultBand;
}
