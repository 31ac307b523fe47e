/**
 * A decimal's text with its sign always shown, as a change is written: `+4.50`, `-2.00`.
 *
 * @example
 * signedText("4.50"); // "+4.50"
 * signedText("-2.00"); // "-2.00"
 */
export function signedText(text: string): string {
  return text.startsWith("-") ? text : `+${text}`;
}
