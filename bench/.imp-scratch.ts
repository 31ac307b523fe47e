import { runChild } from "./lib/runChild.js";
console.log(JSON.stringify(await runChild("impact/measureImpact.ts"), null, 1));
