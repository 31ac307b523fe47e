/**
 * Where the bytes a quote allocates come from: prices the service benchmark's 1,000 bodies
 * (parse, `safeQuote`, stringify, as `startSafeQuoteServer.ts` does) under V8's sampling heap
 * profiler, counting objects a scavenge collected too, and prints the bytes per request
 * allocated by each function (self), largest first. Why: in a server a quote runs with its data
 * out of cache, so the bytes it touches, not its looped speed, predict the service's CPU.
 *
 *   npx tsx bench/service/allocationsPerQuote.ts [requests]
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Session } from "node:inspector/promises";
import { bundleScript } from "../lib/bundleScript.js";
import { answerOfBenchBody, serviceBenchBodies } from "./serviceBenchBodies.js";

interface ProfileNode {
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly selfSize: number;
  readonly children: readonly ProfileNode[];
}

const requests = Number(process.argv[2] ?? 20_000);

async function measure(): Promise<void> {
  const bodies = serviceBenchBodies();
  const priceOne = (index: number) => answerOfBenchBody(JSON.parse(bodies[index % bodies.length]!)).text.length;
  let sink = 0;
  for (let index = 0; index < 20_000; index += 1) sink += priceOne(index);
  const session = new Session();
  session.connect();
  await session.post("HeapProfiler.startSampling", { samplingInterval: 256, includeObjectsCollectedByMinorGC: true, includeObjectsCollectedByMajorGC: true });
  for (let index = 0; index < requests; index += 1) sink += priceOne(index);
  const { profile } = (await session.post("HeapProfiler.stopSampling")) as unknown as { profile: { head: ProfileNode } };
  // The bundle marks each module with a `// src/...` line: a frame is named by its source file, not the bundle's line.
  const moduleStarts = readFileSync(fileURLToPath(import.meta.url), "utf8")
    .split("\n")
    .flatMap((line, index) => (/^\/\/ (src|bench)\//.test(line) ? [{ line: index, file: line.slice(3) }] : []));
  const fileOf = (url: string, line: number) => (url === "" ? "" : (moduleStarts.findLast((start) => start.line <= line)?.file ?? url.replace(/^.*\//, "")));
  const bytesBy = new Map<string, number>();
  // A builtin (JSON.parse, an iterator's `next`, `push`) is named with the JavaScript function that called it.
  const visit = (node: ProfileNode, caller: string) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || "(anonymous)"} ${fileOf(url, lineNumber)}`;
    const where = url === "" ? `${functionName} in ${caller}` : name;
    bytesBy.set(where, (bytesBy.get(where) ?? 0) + node.selfSize);
    for (const child of node.children) visit(child, url === "" ? caller : name);
  };
  visit(profile.head, "(root)");
  const total = [...bytesBy.values()].reduce((sum, bytes) => sum + bytes, 0);
  console.log(`${(total / requests / 1024).toFixed(1)} KB allocated per request (sampled every 256 bytes, ${requests} requests; checksum ${sink % 7})`);
  for (const [where, bytes] of [...bytesBy].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) {
    console.log(`${(bytes / requests).toFixed(0).padStart(7)} B  ${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${where}`);
  }
}

if (process.env.ALLOCATIONS_CHILD === "1") await measure();
else {
  const bundle = await bundleScript("service/allocationsPerQuote.ts");
  spawnSync(process.execPath, [bundle, String(requests)], { stdio: "inherit", env: { ...process.env, ALLOCATIONS_CHILD: "1" } });
}
