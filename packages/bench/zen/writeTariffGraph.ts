/**
 * Writes the default tariff as a JDM graph to bench/zen/hrsol-tariff.jdm.json, for reading
 * or opening in the GoRules editor: `npx tsx bench/zen/writeTariffGraph.ts`.
 * The benchmark does not read this file; it generates the graph afresh from the tables.
 */
import { writeFileSync } from "node:fs";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { generateTariffGraph } from "./generateTariffGraph.js";

const target = new URL("./hrsol-tariff.jdm.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(generateTariffGraph(defaultTables), null, 2)}\n`);
process.stdout.write(`Wrote ${target.pathname}.\n`);
