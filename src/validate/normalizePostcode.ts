/**
 * UK postcode format (the outward code in one of its six forms, then the inward code of a
 * digit and two letters), with the letter rules of the Royal Mail format: the first letter
 * is never Q, V or X; the second never I, J or Z; the third (A9A) is one of ABCDEFGHJKPSTUW;
 * the fourth (AA9A) one of ABEHMNPRVWXY; the inward letters never C, I, K, M, O or V.
 * Guernsey (GY), Jersey (JE) and the Isle of Man (IM) use the same format and pass.
 * "GIR 0AA" (Girobank) is a real postcode outside the pattern and is accepted too;
 * BFPO numbers and the overseas territories' codes (e.g. "FIQQ 1ZZ") are not UK postcodes.
 */
const UK_POSTCODE =
  /^(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])[0-9][ABD-HJLNP-UW-Z]{2}$/;
const GIROBANK = "GIR0AA";
const SPACE = 32;
const WHITE_SPACE = /\s+/g;
const INWARD_CODE_LENGTH = 3;

/**
 * Returns the postcode in its standard form (upper case, one space before the 3-character
 * inward code), or undefined when it is not a UK postcode. Spaces anywhere are ignored.
 *
 * @example
 * normalizePostcode(" sw1a1aa "); // "SW1A 1AA"
 * normalizePostcode("SW1A"); // undefined
 */
export function normalizePostcode(text: string): string | undefined {
  const compact = compactUpperCase(text);
  if (compact !== GIROBANK && !UK_POSTCODE.test(compact)) return undefined;
  return `${compact.slice(0, -INWARD_CODE_LENGTH)} ${compact.slice(-INWARD_CODE_LENGTH)}`;
}

/**
 * The text without white space, in upper case. A postcode is most often sent as ASCII letters
 * and digits with ASCII spaces: the spaces are cut by slicing, without the regular
 * expression's replace (this runs for every postcode of every request); any other character
 * sends the text through the replace.
 */
function compactUpperCase(text: string): string {
  let compact = "";
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === SPACE) {
      if (index > start) compact += text.slice(start, index);
      start = index + 1;
    } else if (!isAsciiLetterOrDigit(code)) {
      return text.replace(WHITE_SPACE, "").toUpperCase();
    }
  }
  return (start === 0 ? text : compact + text.slice(start)).toUpperCase();
}

/** 0-9, A-Z or a-z. */
function isAsciiLetterOrDigit(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
