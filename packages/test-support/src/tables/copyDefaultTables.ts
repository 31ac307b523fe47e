import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The tables/ folder of the repository: the source of the default tables. */
export const TABLES_DIRECTORY = fileURLToPath(new URL("../../../../tables", import.meta.url));

/**
 * Copies the default tables into a fresh temporary folder for a test to break, and returns
 * its path with helpers to rewrite one file.
 *
 * @example
 * const folder = await copyDefaultTables();
 * await folder.edit("2026.1/ncd.csv", (text) => text.replace("12,0.60", "12,-0.60"));
 * await folder.draft("2027.1");
 */
export async function copyDefaultTables() {
  const directory = await mkdtemp(join(tmpdir(), "pmi-rating-tables-"));
  await cp(TABLES_DIRECTORY, directory, { recursive: true });
  return {
    directory,
    path: (file: string) => join(directory, file),
    async edit(file: string, change: (text: string) => string): Promise<void> {
      const path = join(directory, file);
      const before = await readFile(path, "utf8");
      const after = change(before);
      if (after === before) throw new Error(`The test edit changed nothing in ${file}`);
      await writeFile(path, after);
    },
    /** Makes one version a draft, as a proposal starts: `status: "draft"`, no sign-off keys. */
    async draft(version: string): Promise<void> {
      const path = join(directory, version, "manifest.json");
      const { approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...rest } = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
      await writeFile(path, `${JSON.stringify({ ...rest, status: "draft" }, null, 2)}\n`);
    },
  };
}
