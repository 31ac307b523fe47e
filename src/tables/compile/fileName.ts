/**
 * Returns the file name without its version folder, as `TableSource.file` holds it (the
 * worksheet names the version separately).
 *
 * @example
 * fileName("2026.1/base-rates.csv"); // "base-rates.csv"
 */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
