const SPACE = 32;
const WHITE_SPACE = /\s+/g;

/**
 * Returns the postcode in its standard form (upper case, one space before the 3-character
 * inward code), or undefined when it is not a UK postcode. Spaces anywhere are ignored.
 *
 * @example
 * normalizePostcode(" sw1a1aa "); // "SW1A 1AA"
 * normalizePostcode("SW1A"); // undefined
 */
export function normalizePostcode(text: string): string | undefined {
  // Most postcodes are sent in the standard form already: returned as sent, no copy made.
  if (isPostcode(text, text.length - 4)) return text;
  const compact = compactUpperCase(text);
  if (!isPostcode(compact, compact.length - 3)) return undefined;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** The letters of `letters` as a bit mask over A to Z (bit 0 for A). */
function letterMask(letters: string): number {
  let mask = 0;
  for (let index = 0; index < letters.length; index++) mask |= 1 << (letters.charCodeAt(index) - 65);
  return mask;
}

/** [A-PR-UWYZ]: the first letter of a postcode. */
const FIRST_LETTER = letterMask("ABCDEFGHIJKLMNOPRSTUWYZ");
/** [A-HK-Y]: the second letter of an outward code AA9 or AA99. */
const SECOND_LETTER = letterMask("ABCDEFGHKLMNOPQRSTUVWXY");
/** [A-HJKPSTUW]: the third character of an outward code A9A. */
const THIRD_LETTER = letterMask("ABCDEFGHJKPSTUW");
/** [ABEHMNPRVWXY]: the fourth character of an outward code AA9A. */
const FOURTH_LETTER = letterMask("ABEHMNPRVWXY");
/** [ABD-HJLNP-UW-Z]: the letters of an inward code. */
const INWARD_LETTER = letterMask("ABDEFGHJLNPQRSTUWXYZ");

/** Whether the character at `index` of `text` is an upper-case letter of `mask`. */
function isLetterOf(text: string, index: number, mask: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 65 && code <= 90 && ((mask >> (code - 65)) & 1) === 1;
}

function isDigitAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 48 && code <= 57;
}

/**
 * Whether `text` is a UK postcode in upper case, its outward code the first `outward`
 * characters, then a space when `outward` leaves four characters (the standard form) and the
 * inward code: the outward code in one of its six forms (A9, A99, AA9, AA99, A9A, AA9A), then
 * a digit and two letters, with the letter rules of the Royal Mail format (the first letter is
 * never Q, V or X; the second never I, J or Z; the third (A9A) one of ABCDEFGHJKPSTUW; the
 * fourth (AA9A) one of ABEHMNPRVWXY; the inward letters never C, I, K, M, O or V). Guernsey
 * (GY), Jersey (JE) and the Isle of Man (IM) use the same format and pass; "GIR 0AA"
 * (Girobank) is a real postcode outside the format and passes too; BFPO numbers and the
 * overseas territories' codes (e.g. "FIQQ 1ZZ") are not UK postcodes. Checked by character, not
 * by a regular expression (the test holds the two together): this runs for every postcode.
 */
function isPostcode(text: string, outward: number): boolean {
  const length = text.length;
  if (outward < 2 || outward > 4 || (outward === length - 4 && text.charCodeAt(outward) !== SPACE)) return false;
  if (!isDigitAt(text, length - 3) || !isLetterOf(text, length - 2, INWARD_LETTER) || !isLetterOf(text, length - 1, INWARD_LETTER)) return false;
  if (text === "GIR 0AA" || text === "GIR0AA") return true;
  if (!isLetterOf(text, 0, FIRST_LETTER)) return false;
  if (outward === 2) return isDigitAt(text, 1); // A9
  if (outward === 3) {
    if (isDigitAt(text, 1)) return isDigitAt(text, 2) || isLetterOf(text, 2, THIRD_LETTER); // A99, A9A
    return isLetterOf(text, 1, SECOND_LETTER) && isDigitAt(text, 2); // AA9
  }
  // AA99, AA9A
  return isLetterOf(text, 1, SECOND_LETTER) && isDigitAt(text, 2) && (isDigitAt(text, 3) || isLetterOf(text, 3, FOURTH_LETTER));
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
