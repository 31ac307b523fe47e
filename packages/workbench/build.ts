import { mkdir, rm, writeFile } from "node:fs/promises";
import { buildWorkbenchAssets } from "./src/build/buildWorkbenchAssets.js";

// The package build's last step: the workbench as static files in dist/workbench/, for the packaged
// command line (`pmi-rating serve`, `pmi-rating workbench`) and for a team to host.
const outdir = new URL("./dist/workbench/", import.meta.url);
const started = performance.now();
const assets = await buildWorkbenchAssets();
await rm(outdir, { recursive: true, force: true });
await mkdir(outdir, { recursive: true });
for (const asset of assets) await writeFile(new URL(asset.name, outdir), asset.body);
const size = assets.reduce((sum, asset) => sum + asset.body.byteLength, 0);
console.log(`dist/workbench/: ${assets.map((asset) => asset.name).join(", ")} (${Math.round(size / 1024)} KiB) in ${Math.round(performance.now() - started)} ms`);
