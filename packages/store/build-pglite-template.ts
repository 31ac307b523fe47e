import { existsSync } from "node:fs";
import { copyFile, mkdir, rename, writeFile } from "node:fs/promises";
import { makePgliteTemplate } from "./src/makePgliteTemplate.js";
import { installedPgliteVersion, pgliteTemplateName } from "./src/pgliteTemplate.js";

// npm run build:pglite-template: a new, empty PGlite database (initdb's files, gzipped tar) in
// dist/, beside the built worker, so that the embedded quote store of `pmi-rating serve` starts a
// new data folder in a second instead of running initdb (5 to 15 s). It depends only on PGlite's
// version: made once per version in node_modules/.cache (dist/ is emptied by every build).
const started = performance.now();
const name = pgliteTemplateName(installedPgliteVersion());
const cached = new URL(`../../node_modules/.cache/pmi-rating/${name}`, import.meta.url);
const made = !existsSync(cached);
if (made) {
  const template = await makePgliteTemplate();
  await mkdir(new URL(".", cached), { recursive: true });
  // Written aside, then renamed: two builds at once never read half a file.
  const partial = new URL(`${cached.href}.${process.pid}.partial`);
  await writeFile(partial, template);
  await rename(partial, cached);
}
await mkdir(new URL("./dist/", import.meta.url), { recursive: true });
await copyFile(cached, new URL(`./dist/${name}`, import.meta.url));
console.log(`dist/${name}: ${made ? "made" : "from node_modules/.cache"} in ${Math.round(performance.now() - started)} ms`);
