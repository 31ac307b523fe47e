import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * Returns the package's `examples/requests` folder, looked for in the folder of the running
 * module and its parents (the built CLI is `dist/cli.js`, the source `src/cli/run/…`, both inside
 * the package), or `undefined` when it is not there. The folder ships in the npm package.
 *
 * @example
 * findExamplesDirectory("/app/node_modules/pmi-rating/dist"); // "/app/node_modules/pmi-rating/examples/requests"
 */
export function findExamplesDirectory(fromDirectory: string, exists: (path: string) => boolean = existsSync): string | undefined {
  let directory = fromDirectory;
  for (let level = 0; level < 6; level += 1) {
    const candidate = join(directory, "examples", "requests");
    if (exists(join(directory, "package.json")) && exists(candidate)) return candidate;
    const parent = dirname(directory);
    if (parent === directory) return undefined;
    directory = parent;
  }
  return undefined;
}
