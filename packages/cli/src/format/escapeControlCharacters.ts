/**
 * The characters a terminal may act on rather than show: C0 controls (U+0000–U+001F), DEL
 * (U+007F), C1 controls (U+0080–U+009F, U+009B alone starts an escape sequence on some
 * terminals), and the bidirectional embeddings, overrides and isolates (U+202A–U+202E,
 * U+2066–U+2069), which reorder what follows them on screen.
 */
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The same, except the line feed and the tab: for text that is shown as several lines (a stored request). */
// eslint-disable-next-line no-control-regex -- matching the control characters is the point
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text from data (a stored record, a request field, a table cell) made safe to print on a
 * terminal: each control character is shown as its escape (`\x1b`, `\x07`, `\x9b`, `\u202e`)
 * instead of being sent, so a stored value cannot clear the screen, set the window title or
 * reorder the line. Everything else, other Unicode included, is kept as it is. With
 * `keepLineBreaks`, line feeds and tabs are kept (a carriage return is still escaped: it would
 * let a value overwrite the line it is on).
 *
 * @example
 * escapeControlCharacters("Q-1\u001b]0;owned\u0007"); // "Q-1\\x1b]0;owned\\x07"
 * escapeControlCharacters("a\u202eb"); // "a\\u202eb"
 */
export function escapeControlCharacters(text: string, options: { readonly keepLineBreaks?: boolean } = {}): string {
  return text.replace(options.keepLineBreaks === true ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS, (character) => {
    const code = character.charCodeAt(0);
    return code <= 0xff ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
