import { validateQuoteRequest as validateNow } from "../../src/validate/validateQuoteRequest.js";
import { validateQuoteRequest as validateBefore } from "../.cache/before/src/validate/validateQuoteRequest.js";
import { defaultTables } from "../../src/tables/default/index.js";
import { bookOfPolicySize } from "../lib/benchBooks.js";
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";

function cpu(calls: number, call: (i: number) => unknown): number {
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) call(i);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}
const only = process.env["ONLY"]; // "now" to profile
const sets: [string, unknown[]][] = [];
for (const members of [1, 2, 4]) sets.push([`${members}-member book`, bookOfPolicySize(members, 1000, defaultTables)]);
const folder = new URL("../../examples/requests/", import.meta.url);
for (const file of readdirSync(folder).filter((n) => n.endsWith(".json")).sort()) sets.push([file, [JSON.parse(readFileSync(new URL(file, folder), "utf8"))]]);
let mismatches = 0;
for (const [, reqs] of sets) for (const r of reqs) if (JSON.stringify(validateNow(r, { tables: defaultTables })) !== JSON.stringify(validateBefore(r, { tables: defaultTables }))) mismatches++;
console.log(`load ${loadavg().map((l) => l.toFixed(2)).join(" ")}  mismatches ${mismatches}`);
if (only === "now") {
  const book = sets[0]![1];
  const end = Date.now() + 6000; let n = 0;
  while (Date.now() < end) for (let i = 0; i < 1000; i++, n++) validateNow(book[i % book.length], { tables: defaultTables });
  console.log("calls", n);
} else {
  for (const [label, reqs] of sets) {
    let b = Infinity, a = Infinity;
    const n = reqs.length === 1 ? 5000 : 10000;
    for (let round = 0; round < 5; round++) {
      b = Math.min(b, cpu(n, (i) => validateBefore(reqs[i % reqs.length], { tables: defaultTables })));
      a = Math.min(a, cpu(n, (i) => validateNow(reqs[i % reqs.length], { tables: defaultTables })));
    }
    console.log(`${label.padEnd(40)} before ${b.toFixed(2).padStart(6)}  now ${a.toFixed(2).padStart(6)}  ${(b / a).toFixed(2)}x`);
  }
}
