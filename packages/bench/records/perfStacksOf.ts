/**
 * `npx tsx bench/records/perfStacksOf.ts FILE.perf.data [--pattern NAME]...`: a `perf record -g`
 * of a service (threadsOfQuoteStore.ts --profile-seconds keeps them in bench/.cache/store-perf/)
 * split by thread (the event loop, the other threads by id), each thread's samples by what
 * they ran: PostgreSQL's WebAssembly, the kernel, garbage collection, V8's compiler, JavaScript,
 * the rest of node; then, per thread, the share of samples with each pattern anywhere on the
 * stack (inclusive): by default the store's own functions and the parts of the request path the
 * store touches.
 */
import { execFileSync } from "node:child_process";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const { values, positionals } = parseBenchArgs(import.meta.url, { allowPositionals: true, options: { pattern: { type: "string", multiple: true } } });
const file = positionals[0];
if (file === undefined) throw new Error("usage: perfStacksOf.ts FILE.perf.data [--pattern NAME]...");
const patterns = values.pattern ?? [
  "recordQuotation",
  "recordOfQuotation",
  "insertStatement",
  "startWriting",
  "postMessage",
  "MessagePort",
  "SonicBoom",
  "actualWrite",
  "answerWithQuoteId",
  "uuid",
  "v7",
  "writev",
  "epoll_wait",
  "JSON",
  "Serialize",
  "Deserialize",
  "handleRequest",
  "answer ",
  "runPrepared",
  "bindMessage",
  "execProtocol",
  "parseResults",
  "fd_write",
  "writeSync",
  "pwrite",
  "Query.",
  "Client.",
];

const script = execFileSync("perf", ["script", "-i", file, "-F", "pid,tid,ip,sym,dso"], { encoding: "utf8", maxBuffer: 1024 * 1024 * 1024 });
interface Thread {
  samples: number;
  kinds: Map<string, number>;
  inclusive: Map<string, number>;
}
const threads = new Map<string, Thread>();
for (const block of script.split("\n\n")) {
  const lines = block.split("\n").filter((line) => line.trim() !== "");
  if (lines.length === 0) continue;
  const [pid, tid] = lines[0]!.trim().split(/\s+/)[0]!.split("/");
  const frames = lines.slice(1).map((line) => line.trim().replace(/^[0-9a-f]+\s+/, ""));
  const name = pid === tid ? "event loop" : `thread ${tid}`;
  const thread = threads.get(name) ?? { samples: 0, kinds: new Map(), inclusive: new Map() };
  thread.samples += 1;
  const leaf = frames[0] ?? "";
  const stack = frames.join(" | ");
  const kind = /kernel/.test(leaf)
    ? "kernel"
    : /wasm-function|wasm/i.test(leaf) && !/Builtins/.test(leaf)
      ? "WebAssembly"
      : /Heap|Scaveng|Mark|Sweep|GC|Evacuat|Compact/.test(stack) && /v8::internal::(Heap|Scaveng|Mark|Sweep|Concurrent|Minor|Evacuat)/.test(stack)
        ? "garbage collection"
        : /v8::internal::compiler|maglev|Turbofan|wasm::/i.test(stack)
          ? "V8 compiler"
          : /^JS:|Builtins_/.test(leaf)
            ? "JavaScript and builtins"
            : /libc|ld-linux/.test(leaf)
              ? "libc"
              : "node and V8 runtime";
  thread.kinds.set(kind, (thread.kinds.get(kind) ?? 0) + 1);
  for (const pattern of patterns) if (stack.includes(pattern)) thread.inclusive.set(pattern, (thread.inclusive.get(pattern) ?? 0) + 1);
  threads.set(name, thread);
}
const total = [...threads.values()].reduce((sum, thread) => sum + thread.samples, 0);
for (const [name, thread] of [...threads].sort((a, b) => b[1].samples - a[1].samples)) {
  if (thread.samples < total / 100) continue;
  console.log(`${name}: ${thread.samples} samples (${((100 * thread.samples) / total).toFixed(1)} % of the process)`);
  for (const [kind, count] of [...thread.kinds].sort((a, b) => b[1] - a[1]))
    console.log(`  ${kind.padEnd(26)} ${((100 * count) / thread.samples).toFixed(1).padStart(5)} %`);
  for (const [pattern, count] of [...thread.inclusive].sort((a, b) => b[1] - a[1]))
    if (count >= thread.samples / 200) console.log(`  with ${pattern.padEnd(21)} ${((100 * count) / thread.samples).toFixed(1).padStart(5)} %`);
}
