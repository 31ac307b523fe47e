import { access, readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { IPT_FILE } from "../tables/parsedTables.js";

/**
 * Returns the golden case files (`*.json`) of a folder and of every sub-folder, as paths
 * relative to it with `/` separators, sorted, so that a suite can be organised by theme
 * (`renewal/capped.json`). Folders whose name starts with a dot (`.git`, editor caches),
 * `node_modules` and tables folders (holding `ipt.csv`: the tables a case names, whose
 * manifests are not cases) are skipped. Rejects with the file system's error when the folder cannot be read.
 *
 * @example
 * await findGoldenCaseFiles("test/golden/cases"); // ["error-age-required.json", …, "renewal/capped.json"]
 */
export async function findGoldenCaseFiles(directory: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (folder: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true });
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith(".") && entry.name !== "node_modules" && !(await isTablesFolder(path))) await visit(path);
      } else if (entry.isFile() && entry.name.endsWith(".json")) {
        found.push(relative(directory, path).split(sep).join("/"));
      }
    }
  };
  await visit(directory);
  return found.sort();
}

/** Whether a folder is a tables folder (it holds ipt.csv), which a case may name but is no case. */
async function isTablesFolder(folder: string): Promise<boolean> {
  try {
    await access(join(folder, IPT_FILE));
    return true;
  } catch {
    return false;
  }
}
