/** The character class of a letter in both cases, or the character itself escaped. */
function caseless(character: string): string {
  const lower = character.toLowerCase();
  const upper = character.toUpperCase();
  if (lower !== upper) return `[${upper}${lower}]`;
  return character.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
}

/**
 * A regular expression source that matches `word` in any case, with `separator` (a pattern)
 * allowed before, between and after its characters. JSON Schema patterns take no flags, so
 * case-insensitivity is spelt out letter by letter (`[Hh][Rr]...`).
 *
 * @example
 * caselessPattern("yes"); // "[Yy][Ee][Ss]"
 * caselessPattern("ab", "[\\s_-]*"); // "[\\s_-]*[Aa][\\s_-]*[Bb][\\s_-]*"
 */
export function caselessPattern(word: string, separator = ""): string {
  const letters = [...word].map(caseless);
  return separator === "" ? letters.join("") : separator + letters.join(separator) + separator;
}
