/** Child of bench/profile.ts: prices the book it is given for BENCH_PROFILE_SECONDS, under --cpu-prof. */
import { readFileSync } from "node:fs";
import { quote } from "../../../src/index.js";
import { defaultTables } from "../../../src/plans/defaultTables.js";

const book = JSON.parse(readFileSync(process.env.BENCH_PROFILE_BOOK ?? "", "utf8")) as unknown[];
const until = performance.now() + Number(process.env.BENCH_PROFILE_SECONDS ?? 5) * 1000;
let quotes = 0;
while (performance.now() < until) {
  for (let index = 0; index < 100; index++) quote(book[(quotes + index) % book.length], defaultTables);
  quotes += 100;
}
process.stderr.write(`profiled ${quotes} quotes\n`);
