/**
 * A/B of node:http bridges in one run: starts each server bundle given on the command line
 * (`label=path/to/bundle.js:kind`, kinds as in serveForBench.ts) one after the other, drives
 * it with autocannon (10 connections, after a 1 s warm-up) and prints its requests/s as a
 * ratio to the bare node:http server measured in the same round. Rounds alternate the
 * servers, so that a change in the machine's load (two cores, shared) hits every server alike.
 *
 *   npx tsx bench/service/compareAdapters.ts before=bench/service/.serveBefore.bundle.js:adapter \
 *     after=bench/service/.serveForBench.bundle.js:adapter  # BENCH_ROUNDS=3 BENCH_SERVICE_SECONDS=5
 *
 * Build the "after" bundle with `bundleScript("service/serveForBench.ts")`; keep a copy of an
 * older one as the "before".
 */
import { spawn, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { defaultTables } from "../../src/tables/default/index.js";
import { mixedBook } from "../lib/benchBooks.js";
import { bundleScript } from "../lib/bundleScript.js";
import { driveWithAutocannon } from "./driveWithAutocannon.js";
import { fetchTestToken } from "./fetchTestToken.js";

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const seconds = Number(process.env.BENCH_SERVICE_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

async function start(bundle: string, kind: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [bundle, kind], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((done, fail) => {
    let output = "";
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      const ready = /^READY (\S+)$/m.exec(output);
      if (ready?.[1] !== undefined) done(ready[1]);
    });
    child.once("exit", (code) => fail(new Error(`${bundle} ${kind} exited with code ${code} before it was ready`)));
  });
  return { url, child };
}

const servers = process.argv.slice(2).map((argument) => {
  const match = /^([^=]+)=(.+):(\w+)$/.exec(argument);
  if (match === null) throw new Error(`expected label=bundle.js:kind, got ${argument}`);
  return { label: match[1]!, bundle: resolve(match[2]!), kind: match[3]! };
});
const bareBundle = await bundleScript("service/serveForBench.ts");
const [request] = mixedBook(1, defaultTables);
const body = JSON.stringify(request);
const callerHeaders = { "correlation-id": "bench-service-0001", "requesting-system": "BOOK-GENERATOR" };

console.log(`load average at start: ${loadavg().map((value) => value.toFixed(2)).join(" ")}; ${seconds} s per server, ${rounds} rounds`);
for (let round = 1; round <= rounds; round += 1) {
  let bareRate = Number.NaN;
  for (const server of [{ label: "bare", bundle: bareBundle, kind: "bare" }, ...servers]) {
    const { url, child } = await start(server.bundle, server.kind);
    try {
      const headers = server.kind === "reference" ? { ...callerHeaders, authorization: `Bearer ${await fetchTestToken(url)}` } : callerHeaders;
      const load = { url: `${url}${QUOTE_PATH}`, body, headers, connections: 10, label: server.label };
      await driveWithAutocannon({ ...load, durationSeconds: 1 });
      const figures = await driveWithAutocannon({ ...load, durationSeconds: seconds });
      if (server.kind === "bare") bareRate = figures.requestsPerSecond;
      const ratio = ((100 * figures.requestsPerSecond) / bareRate).toFixed(1);
      console.log(`round ${round} ${server.label.padEnd(10)} ${figures.requestsPerSecond.toFixed(0).padStart(6)} req/s  ${ratio.padStart(5)} % of bare  p50 ${figures.latencyP50Ms} ms  p99 ${figures.latencyP99Ms} ms  load ${loadavg()[0]!.toFixed(2)}`);
    } finally {
      child.kill();
    }
  }
}
