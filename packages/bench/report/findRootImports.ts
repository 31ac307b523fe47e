import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Library source files (src/, without tests, the command line and the book generator) that
 * import a package by its root ("date-fns") rather than a subpath ("date-fns/isExists"), for
 * the cold-start commentary.
 *
 * @example
 * findRootImports("date-fns"); // ["src/validate/ageOnDate.ts", ...]
 */
export function findRootImports(packageName: string): string[] {
  const root = fileURLToPath(new URL("../../../", import.meta.url));
  const pattern = new RegExp(`from\\s+["']${packageName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["']`);
  return readdirSync(`${root}src`, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !/^(cli|book)\//.test(file))
    .filter((file) => pattern.test(readFileSync(`${root}src/${file}`, "utf8")))
    .map((file) => `src/${file}`)
    .sort();
}
