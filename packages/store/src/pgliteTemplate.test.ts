import { readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "./applyMigrations.js";
import { makePgliteTemplate } from "./makePgliteTemplate.js";
import { MIGRATIONS } from "./migrations.js";
import { openPgliteClient } from "./openPgliteClient.js";
import { installedPgliteVersion, pgliteTemplateName } from "./pgliteTemplate.js";

describe("the PGlite data folder template", () => {
  it("is named after the installed PGlite's version, whose files it holds", () => {
    const installed = (JSON.parse(readFileSync(new URL("../../../node_modules/@electric-sql/pglite/package.json", import.meta.url), "utf8")) as { version: string })
      .version;
    expect(installedPgliteVersion()).toBe(installed);
    expect(pgliteTemplateName("0.5.16")).toBe("pglite-0.5.16-template.tar.gz");
  });

  it("gives a new folder a database that migrates, keeps rows, and opens again as an existing folder", async () => {
    const folder = await mkdtemp(join(tmpdir(), "pmi-rating-template-"));
    const templatePath = join(folder, pgliteTemplateName(installedPgliteVersion()));
    await writeFile(templatePath, await makePgliteTemplate());
    const dataDir = join(folder, "quotes");
    const client = await openPgliteClient(dataDir, { templatePath });
    expect(await applyMigrations(client)).toEqual(MIGRATIONS.map((migration) => migration.version));
    await client.query("insert into served_tables (hash, snapshot) values ($1, $2)", ["h1", "{}"]);
    // initdb gives every database a random system identifier: two folders sharing one were unpacked from the template.
    const systemIdentifier = "select system_identifier::text as id from pg_control_system()";
    const [first] = await client.query(systemIdentifier);
    await client.close();
    const other = await openPgliteClient(join(folder, "other"), { templatePath });
    expect(await other.query(systemIdentifier)).toEqual([first]);
    await other.close();
    // Opened again: an existing database, which the template must not overwrite.
    const again = await openPgliteClient(dataDir, { templatePath });
    expect(await applyMigrations(again)).toEqual([]);
    expect(await again.query("select hash from served_tables")).toEqual([{ hash: "h1" }]);
    await again.close();
  }, 120_000);
});
