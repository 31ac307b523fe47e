/**
 * Where a service request's CPU goes: runs one server bundle (`path/to/bundle.js kind`, kinds
 * as in serveForBench.ts; `reference` is driven with a test token) under `node --cpu-prof`, drives it with autocannon (10 connections,
 * `BENCH_SERVICE_SECONDS`, default 5) and prints the functions with the most self time.
 *
 *   npx tsx bench/service/profileAdapter.ts bench/service/.serveForBench.bundle.js adapter
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defaultTables } from "../../src/tables/default/index.js";
import { mixedBook } from "../lib/benchBooks.js";
import { summarizeCpuProfile } from "../profile.js";
import { driveWithAutocannon } from "./driveWithAutocannon.js";
import { fetchTestToken } from "./fetchTestToken.js";

const [bundle, kind = "adapter"] = process.argv.slice(2);
if (bundle === undefined) throw new Error("usage: profileAdapter.ts <bundle.js> [kind]");
const seconds = Number(process.env.BENCH_SERVICE_SECONDS ?? 5);
const directory = mkdtempSync(join(tmpdir(), "pmi-service-profile-"));
// --cpu-prof writes the profile only on a normal exit: SIGINT is turned into one.
const exitOnInterrupt = "data:text/javascript,process.on('SIGINT',()=>process.exit(0))";
const child = spawn(process.execPath, ["--cpu-prof", "--cpu-prof-dir", directory, "--import", exitOnInterrupt, resolve(bundle), kind], { stdio: ["ignore", "pipe", "inherit"] });
const url = await new Promise<string>((done, fail) => {
  let output = "";
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    output += chunk;
    const ready = /^READY (\S+)$/m.exec(output);
    if (ready?.[1] !== undefined) done(ready[1]);
  });
  child.once("exit", (code) => fail(new Error(`the server exited with code ${code} before it was ready`)));
});
const [request] = mixedBook(1, defaultTables);
const figures = await driveWithAutocannon({
  url: `${url}/v1/individualHealthcarePolicy/quote`,
  body: JSON.stringify(request),
  headers: {
    "correlation-id": "bench-service-0001",
    "requesting-system": "BOOK-GENERATOR",
    ...(kind === "reference" ? { authorization: `Bearer ${await fetchTestToken(url)}` } : {}),
  },
  connections: 10,
  durationSeconds: seconds,
  label: kind,
});
const exited = new Promise((done) => child.once("exit", done));
child.kill("SIGINT");
await exited;
const file = readdirSync(directory).find((name) => name.endsWith(".cpuprofile"));
if (file === undefined) throw new Error(`no profile written in ${directory}`);
console.log(`${figures.requests} requests, ${figures.requestsPerSecond.toFixed(0)} req/s under the profiler; top self time:`);
for (const row of summarizeCpuProfile(JSON.parse(readFileSync(join(directory, file), "utf8")), 25)) {
  console.log(`${row.percent.toFixed(1).padStart(5)} %  ${row.functionName || "(anonymous)"}  ${row.location}`);
}
