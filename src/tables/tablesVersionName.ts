/**
 * What a tables version may be called: a letter or digit, then letters, digits, `.`, `-` or
 * `_`, 64 characters at most (`2026.1`, `2027.2-draft`). The name is the version's folder, so
 * it is checked wherever a version becomes a path: no separator, no `..`, no hidden or blank
 * name, nothing a file system reads differently.
 */
export const TABLES_VERSION_NAME_PATTERN: RegExp = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Whether a text is a safe tables version name (`TABLES_VERSION_NAME_PATTERN`), and so a safe
 * folder name.
 *
 * @example
 * isTablesVersionName("2026.1"); // true
 * isTablesVersionName("../../escaped"); // false
 */
export function isTablesVersionName(name: string): boolean {
  return TABLES_VERSION_NAME_PATTERN.test(name) && !name.endsWith(".");
}
