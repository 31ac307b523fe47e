import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { MIGRATIONS } from "../../store/src/migrations.js";
import { installedPgliteVersion, pgliteTemplateName } from "../../store/src/pgliteTemplate.js";

/**
 * A PGlite database with the quote store's schema, in a new folder under the system's temporary
 * one, in this process (no worker thread: the process's CPU is then PGlite's). Unpacked from the
 * template of `npm run build` when there is one, else made by initdb (5 to 15 s). `settings` are
 * PostgreSQL parameters (`name=value`) added to PGlite's own start parameters. The caller closes
 * the database and removes the folder.
 *
 * @example
 * const { folder, database } = await openBenchPglite("pmi-rating-inserts-", ["wal_init_zero=off"]);
 */
export async function openBenchPglite(folderPrefix: string, settings: readonly string[] = []): Promise<{ readonly folder: string; readonly database: PGlite }> {
  const templatePath = fileURLToPath(new URL(`../../store/dist/${pgliteTemplateName(installedPgliteVersion())}`, import.meta.url));
  const template = existsSync(templatePath) ? readFileSync(templatePath) : undefined;
  const folder = mkdtempSync(join(tmpdir(), folderPrefix));
  const database = await PGlite.create(folder, {
    ...(template === undefined ? {} : { loadDataDir: new Blob([template]) }),
    // startParams replaces PGlite's own start parameters rather than adding to them: they come first.
    ...(settings.length === 0 ? {} : { startParams: [...PGlite.defaultStartParams, ...settings.flatMap((setting) => ["-c", setting])] }),
  });
  for (const migration of MIGRATIONS) for (const statement of migration.statements) await database.exec(statement);
  return { folder, database };
}
