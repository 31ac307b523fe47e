/** "£" (U+00A3), one UTF-16 code unit. */
const POUND = 0xa3;

/**
 * A requested level as compared: trimmed, without a leading £ or thousands separators, lower case.
 * The £ is looked at by character and the commas cut only when there is one: this runs for every
 * option of every member, and most levels sent have neither.
 *
 * @example
 * normalizedLevel(" £1,000 "); // "1000"
 */
export function normalizedLevel(optionTypeName: string): string {
  let text = optionTypeName.trim();
  if (text.charCodeAt(0) === POUND) text = text.slice(1);
  if (text.includes(",")) text = text.replace(/,/g, "");
  return text.toLowerCase();
}
