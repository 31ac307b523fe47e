import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The installed PGlite's version. A template (below) is PostgreSQL's files as that version's
 * initdb writes them: another version may not read them, so its name carries the version.
 *
 * @example
 * installedPgliteVersion(); // "0.5.16"
 */
export function installedPgliteVersion(): string {
  // Through the resolver, so that hoisting does not matter; the package does not export its package.json.
  const entry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  return (JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8")) as { version: string }).version;
}

/**
 * The file name of the data folder template of a PGlite version: a new, empty database as
 * `initdb` leaves it, gzipped tar (PGlite's `dumpDataDir`), built by `npm run build` beside the
 * built worker (scripts/build-pglite-template.ts). A new data folder is unpacked from it
 * (PGlite's `loadDataDir`) instead of running initdb, which takes 5 to 15 s in WebAssembly.
 *
 * @example
 * pgliteTemplateName("0.5.16"); // "pglite-0.5.16-template.tar.gz"
 */
export function pgliteTemplateName(version: string): string {
  return `pglite-${version}-template.tar.gz`;
}
