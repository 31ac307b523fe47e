/**
 * Writes the default tariff as a JDM graph to bench/zen/hrsol-tariff.jdm.json, for reading
 * or opening in the GoRules editor: `npx tsx bench/zen/writeTariffGraph.ts [priceRequiredDate]`.
 * The benchmark does not read this file; it generates the graph afresh from the tables.
 */
import { writeFileSync } from "node:fs";
import { defaultTables } from "../../src/tables/default/index.js";
import { generateTariffGraph } from "./generateTariffGraph.js";

const date = process.argv[2] ?? defaultTables.versions.at(-1)?.manifest.effectiveFrom ?? "";
const target = new URL("./hrsol-tariff.jdm.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(generateTariffGraph(defaultTables, date), null, 2)}\n`);
process.stdout.write(`Wrote ${target.pathname} (tables in force on ${date}).\n`);
