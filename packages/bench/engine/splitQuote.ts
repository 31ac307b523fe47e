/**
 * A quick split of where one quote's CPU goes, for A/B work on the engine (about 30 s):
 * validateQuoteRequest alone, quote() with and without explain, on the 1-, 2- and 4-member
 * books and on every example request, against the plain-number floor and a JSON round trip
 * of each example's body. Run as a bundle, as users run the package:
 *
 *   npm run bench:split
 */
import { readdirSync, readFileSync } from "node:fs";
import { quote, validateQuoteRequest } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";
import { compileFloorTariff } from "../floor/compileFloorTariff.js";
import { floorQuote, type RawQuoteRequest } from "../floor/floorQuote.js";
import { bookOfPolicySize } from "../lib/benchBooks.js";

const floorTariff = compileFloorTariff(defaultTables);

/** CPU microseconds per call: the best of five rounds (the least disturbed by other work). */
function cpuPerCall(calls: number, call: (index: number) => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    const before = process.cpuUsage();
    for (let index = 0; index < calls; index++) call(index);
    const used = process.cpuUsage(before);
    best = Math.min(best, (used.user + used.system) / calls);
  }
  return best;
}

const format = (micros: number): string => micros.toFixed(2).padStart(7);
const rows: string[] = [];
for (const members of [1, 2, 4]) {
  const book = bookOfPolicySize(members, 1000, defaultTables);
  const raw = book as unknown as RawQuoteRequest[];
  for (let index = 0; index < 20_000; index++) quote(book[index % 1000], defaultTables, { explain: index % 3 === 0 });
  const validate = cpuPerCall(10_000, (index) => validateQuoteRequest(book[index % 1000], { tables: defaultTables }));
  const plain = cpuPerCall(10_000, (index) => quote(book[index % 1000], defaultTables));
  const explained = cpuPerCall(5_000, (index) => quote(book[index % 1000], defaultTables, { explain: true }));
  const floor = cpuPerCall(100_000, (index) => floorQuote(raw[index % 1000] as RawQuoteRequest, floorTariff));
  rows.push(
    `${members}-member book   validate ${format(validate)}  quote ${format(plain)}  explain ${format(explained)} (${(explained / plain).toFixed(2)}×)  floor ${format(floor)}  quote÷floor ${(plain / floor).toFixed(1)}×`,
  );
}
const examplesFolder = new URL("../../../examples/requests/", import.meta.url);
for (const file of readdirSync(examplesFolder)
  .filter((name) => name.endsWith(".json"))
  .sort()) {
  const body = readFileSync(new URL(file, examplesFolder), "utf8");
  const request: unknown = JSON.parse(body);
  for (let index = 0; index < 3_000; index++) quote(request, defaultTables, { explain: index % 2 === 0 });
  const validate = cpuPerCall(5_000, () => validateQuoteRequest(request, { tables: defaultTables }));
  const plain = cpuPerCall(5_000, () => quote(request, defaultTables));
  const explained = cpuPerCall(3_000, () => quote(request, defaultTables, { explain: true }));
  const roundTrip = cpuPerCall(20_000, () => JSON.stringify(JSON.parse(body)));
  rows.push(
    `${file.padEnd(38)} validate ${format(validate)}  quote ${format(plain)}  explain ${(explained / plain).toFixed(2)}×  JSON ${format(roundTrip)}  quote÷JSON ${(plain / roundTrip).toFixed(2)}×`,
  );
}
console.log(
  `CPU µs per call (best of 5 rounds), load average ${(await import("node:os"))
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
for (const row of rows) console.log(row);
