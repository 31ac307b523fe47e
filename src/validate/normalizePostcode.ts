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
  const compact = text.replace(/\s+/g, "").toUpperCase();
  if (compact !== GIROBANK && !UK_POSTCODE.test(compact)) return undefined;
  return `${compact.slice(0, -INWARD_CODE_LENGTH)} ${compact.slice(-INWARD_CODE_LENGTH)}`;
}
