/**
 * The service benchmark's work without a server: the same 1,000 bodies that measureService
 * sends, each `JSON.parse`d, priced by `safeQuote` and its answer `JSON.stringify`d, in a
 * plain loop, in rounds that alternate with the same loop disturbed the way a server's other
 * work disturbs it between two requests: reading through `N` KB of other memory (what
 * node:http, libuv and the kernel's network path evict from the caches), or one small write
 * system call per request (a kernel entry and exit). Prints the CPU per request of each.
 * Why: to tell "the requests are harder" from "a server makes the same work dearer".
 *
 *   npx tsx bench/service/loopSafeQuote.ts [round seconds] [rounds]   # bundled and run by node
 */
import { spawnSync } from "node:child_process";
import { closeSync, openSync, writeSync } from "node:fs";
import { bundleScript } from "../lib/bundleScript.js";
import { answerOfBenchBody, serviceBenchBodies } from "./serviceBenchBodies.js";

const roundSeconds = Number(process.argv[2] ?? 2);
const rounds = Number(process.argv[3] ?? 6);

async function runBundled(): Promise<void> {
  const bundle = await bundleScript("service/loopSafeQuote.ts");
  spawnSync(process.execPath, [bundle, String(roundSeconds), String(rounds)], { stdio: "inherit", env: { ...process.env, LOOP_CHILD: "1" } });
}

function measure(): void {
  const bodies = serviceBenchBodies();
  const devNull = openSync("/dev/null", "w");
  const noise = new Uint8Array(8 << 20);
  const answerBytes = new Uint8Array(1500);
  let sink = 0;
  const disturb: Readonly<Record<string, () => void>> = {
    plain: () => undefined,
    "read 512 KB": () => {
      for (let offset = 0; offset < 512 << 10; offset += 64) sink += noise[offset]!;
    },
    "read 2 MB": () => {
      for (let offset = 0; offset < 2 << 20; offset += 64) sink += noise[offset]!;
    },
    "read 8 MB": () => {
      for (let offset = 0; offset < 8 << 20; offset += 64) sink += noise[offset]!;
    },
    "write(2) 1.5 KB": () => {
      writeSync(devNull, answerBytes);
    },
  };
  const runFor = (milliseconds: number, between: () => void) => {
    let requests = 0;
    let cpu = 0;
    const end = performance.now() + milliseconds;
    while (performance.now() < end) {
      for (let index = 0; index < 20; index += 1) {
        between();
        // Only the request's own CPU is counted: the disturbance's is left out.
        const before = process.cpuUsage();
        sink += answerOfBenchBody(JSON.parse(bodies[requests % bodies.length]!)).text.length;
        const { user, system } = process.cpuUsage(before);
        cpu += user + system;
        requests += 1;
      }
    }
    return cpu / requests;
  };
  // LOOP_ONLY=plain (a comma list) runs only those, e.g. to compare V8 flags given before the bundle.
  const names = Object.keys(disturb).filter((name) => process.env.LOOP_ONLY === undefined || process.env.LOOP_ONLY.split(",").includes(name));
  for (const name of names) runFor(2000, disturb[name]!);
  const figures = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const name of round % 2 === 0 ? names : [...names].reverse()) figures.get(name)!.push(Math.round(runFor(roundSeconds * 1000, disturb[name]!)));
  }
  closeSync(devNull);
  for (const name of names) {
    const values = figures.get(name)!;
    console.log(`${name}: CPU per request ${values.join(", ")} µs (median ${[...values].sort((a, b) => a - b)[values.length >> 1]})`);
  }
  if (sink === 0) console.log("");
}

if (process.env.LOOP_CHILD === "1") measure();
else await runBundled();
