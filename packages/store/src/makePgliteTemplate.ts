import { PGlite } from "@electric-sql/pglite";

/**
 * A new, empty PGlite database as `initdb` leaves it, as a gzipped tar (PGlite's
 * `dumpDataDir`): what a new data folder is unpacked from (pgliteTemplate.ts). Made in memory:
 * the files are those initdb writes in a folder, and nothing is left on disk.
 *
 * @example
 * await writeFile("dist/pglite-0.5.16-template.tar.gz", await makePgliteTemplate());
 */
export async function makePgliteTemplate(): Promise<Uint8Array> {
  const database = await PGlite.create();
  try {
    return new Uint8Array(await (await database.dumpDataDir("gzip")).arrayBuffer());
  } finally {
    await database.close();
  }
}
