/** Bundles bench/engine/splitQuote.ts as the package is built and runs it in plain node. */
import { spawnSync } from "node:child_process";
import { bundleScript } from "../lib/bundleScript.js";

const bundle = await bundleScript("engine/splitQuote.ts");
const run = spawnSync(process.execPath, [bundle], { stdio: "inherit" });
process.exit(run.status ?? 1);
