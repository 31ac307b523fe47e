/**
 * Returns the one-line description of each example request, by file name without `.json`,
 * read from the table of `examples/README.md` (`| [requests/NAME.json](…) | what it shows |`).
 * Names the README does not describe are simply absent.
 *
 * @example
 * readExampleDescriptions("| [requests/a.json](requests/a.json) | One adult. |"); // Map { "a" => "One adult." }
 */
export function readExampleDescriptions(readme: string): Map<string, string> {
  const descriptions = new Map<string, string>();
  for (const match of readme.matchAll(/^\|\s*\[requests\/([\w.-]+)\.json\]\([^)]*\)\s*\|\s*(.+?)\s*\|\s*$/gm)) {
    descriptions.set(match[1] as string, match[2] as string);
  }
  return descriptions;
}
