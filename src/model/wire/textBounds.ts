/**
 * The bounds of the request's free text (the `text` fields of requestFields.ts): a length per
 * field and one rule on characters for all of them. What a client sends is kept on record and
 * shown to people, so a text holds no character a database, a log or a terminal would act on,
 * and no more than its purpose needs. The validator's text reader, the zod schemas, the OpenAPI
 * document (`maxLength`, `pattern`) and docs/request-fields.md all read them from here.
 */

/**
 * The lengths a text field may have, in characters (Unicode code points, as JSON Schema's
 * `maxLength` counts them), white space around the text included. Each is far above what the
 * interface's examples carry; every one holds the decimal text of any JSON number (at most 25
 * characters), which the fields that take a number keep as their text.
 */
export const TEXT_LENGTHS = {
  /** The caller's quote reference (`id`): a UUID, a reference with a prefix and a date. */
  reference: 128,
  /** Words: an incentive's parameter, which for a gift describes it. */
  description: 128,
  /** Names: the calling system, a sales channel, an option, a category. */
  name: 64,
  /** Codes and numbers: an agent code, a member number, a postcode band, a parameter. */
  code: 32,
} as const;

/** A character outside printable ASCII (U+0020 to U+007E): the texts that need the scan. */
const BEYOND_PRINTABLE_ASCII = /[^\x20-\x7e]/;

/**
 * The characters no reference, name or code holds: the control characters, C0 (U+0000–U+001F:
 * NUL, ESC, BEL, tab, line feed, carriage return), DEL (U+007F) and C1 (U+0080–U+009F); the
 * invisible formatting ones, zero-width spaces, joiners and direction marks (U+200B–U+200F),
 * the line and paragraph separators and the direction embeddings and overrides
 * (U+2028–U+202E), the word joiner and the direction isolates (U+2060–U+2069) and the byte
 * order mark (U+FEFF); and a lone surrogate (half of a character, which no store or log writes
 * back as it was sent). Each can poison a store (PostgreSQL's text cannot hold NUL), forge a
 * log line, act on a terminal or make two values look alike. A text made only of white space
 * is blank (absent) before it is checked.
 *
 * Returns the index (in UTF-16 units) of the first such character, or -1. A scan of character
 * codes rather than a regular expression: every text of every request passes here, and a
 * Unicode-property expression costs several times the scan.
 *
 * @example
 * indexOfControlCharacter("Zürich Re ✓"); // -1
 * indexOfControlCharacter("a\tb"); // 1
 * indexOfControlCharacter("\ud800x"); // 0: a lone surrogate
 */
export function indexOfControlCharacter(text: string): number {
  // Printable ASCII only, as almost every text is: one test of compiled native code, no loop here.
  if (!BEYOND_PRINTABLE_ASCII.test(text)) return -1;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    // Printable ASCII, the bulk of every request, is decided by one comparison.
    if (unit >= 0x20 && unit < 0x7f) continue;
    // Below the space, DEL and C1.
    if (unit <= 0x9f) return index;
    if ((unit >= 0x200b && unit <= 0x200f) || (unit >= 0x2028 && unit <= 0x202e) || (unit >= 0x2060 && unit <= 0x2069) || unit === 0xfeff) return index;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = index + 1 < text.length ? text.charCodeAt(index + 1) : 0;
      if (next < 0xdc00 || next > 0xdfff) return index;
      index++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return index;
  }
  return -1;
}

/**
 * Whether `text` holds one of the characters `indexOfControlCharacter` finds.
 *
 * @example
 * hasControlCharacter("HrSolWeb"); // false
 * hasControlCharacter("a\u200bb"); // true: a zero-width space
 */
export function hasControlCharacter(text: string): boolean {
  return indexOfControlCharacter(text) !== -1;
}

/**
 * The JSON Schema `pattern` of a text without those characters (linear: one class, no
 * alternation). A lone surrogate is refused too, which a JSON Schema pattern cannot say.
 */
export const NO_CONTROL_CHARACTER_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff]*$";

/**
 * Whether `text` holds more than `most` Unicode code points. A string of `most` UTF-16 units
 * or fewer never does; a longer one is counted, stopping as soon as the count is over.
 *
 * @example
 * isLongerThan("abc", 2); // true
 * isLongerThan("😀😀", 2); // false: two code points in four UTF-16 units
 */
export function isLongerThan(text: string, most: number): boolean {
  if (text.length <= most) return false;
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    // A high surrogate followed by a low one is one code point: skip its second half.
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
    if (++count > most) return true;
  }
  return false;
}

/** The number of Unicode code points of `text`, for a message. */
export function codePointCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
