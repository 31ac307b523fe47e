import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { usageOfScript } from "../lib/parseBenchArgs.js";
import { percentile } from "../lib/percentile.js";
import { processCpuSeconds } from "../lib/processCpuSeconds.js";
import { procStatFields } from "../lib/procStatFields.js";
import { runWithConcurrency } from "../lib/workerPool.js";
import { summarizeCpuProfile } from "../profile.js";
import { skippedBecause } from "@pmi-rating/test-support";

describe("percentile", () => {
  it("takes the nearest rank of an unsorted list without changing it", () => {
    const values = [5, 1, 3, 2, 4];
    expect(percentile(values, 0.5)).toBe(3);
    expect(percentile(values, 0.99)).toBe(5);
    expect(percentile(values, 0)).toBe(1);
    expect(values).toEqual([5, 1, 3, 2, 4]);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe("runWithConcurrency", () => {
  it("runs every call once and never more than the given number at a time", async () => {
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await runWithConcurrency(50, 4, async (index) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      seen.push(index);
      running--;
    });
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(most).toBe(4);
  });
});

describe("summarizeCpuProfile", () => {
  it("sums self time per function, largest first, as a share of the busy time", () => {
    const frame = (functionName: string, url: string, lineNumber: number) => ({ functionName, url, lineNumber });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame("(idle)", "", -1) },
        { id: 2, callFrame: frame("div", "file:///x/node_modules/big.js/big.mjs", 342) },
        { id: 3, callFrame: frame("quote", "file:///x/src/quote/quote.ts", 0) },
      ],
      samples: [1, 2, 3, 2, 1],
      timeDeltas: [1000, 300, 100, 300, 5000],
    };
    const rows = summarizeCpuProfile(profile, 5);
    expect(rows.map((row) => row.functionName)).toEqual(["div", "quote"]);
    expect(rows[0]?.selfMs).toBeCloseTo(0.6);
    expect(rows[0]?.percent).toBeCloseTo(85.71, 1);
    expect(rows[0]?.location).toBe("/x/node_modules/big.js/big.mjs:343");
  });
});

describe("a bench script's command line (parseBenchArgs)", () => {
  const script = fileURLToPath(new URL("../records/perfStacksOf.ts", import.meta.url));
  const run = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", script, ...args], { encoding: "utf8" });

  it("prints the script's opening comment for --help, without its stars, and exits 0", () => {
    expect(usageOfScript(pathToFileURL(script).href)).toMatch(/^\S/);
    const help = run("--help");
    expect(help.status).toBe(0);
    expect(help.stdout).toBe(usageOfScript(pathToFileURL(script).href));
    expect(help.stdout).not.toMatch(/^\s*\*/m);
  });

  it("says an unknown option in one line with a pointer to --help, exit code 2, no stack trace", () => {
    const unknown = run("--bogus");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^perfStacksOf\.ts: Unknown option '--bogus'[^\n]*\n--help shows its options\.\n$/);
  });
});

describe.skipIf(process.platform !== "linux")(
  `procStatFields and processCpuSeconds (Linux's /proc)${skippedBecause(process.platform !== "linux" && `Linux only, not ${process.platform}`)}`,
  () => {
    it("reads a process's fields after its command name: its parent, and CPU time that grows as it works", () => {
      expect(Number(procStatFields(`/proc/${process.pid}/stat`)?.[1])).toBe(process.ppid);
      const before = processCpuSeconds(process.pid)!;
      // Work until this thread has used 50 ms of CPU by its own count: five of /proc's 10 ms ticks, however busy the machine.
      const started = process.cpuUsage();
      while (process.cpuUsage(started).user < 50_000) Math.sqrt(Math.random());
      const after = processCpuSeconds(process.pid)!;
      expect(after.mainThread).toBeGreaterThan(before.mainThread);
      expect(after.total).toBeGreaterThanOrEqual(after.mainThread);
    });

    it("answers undefined for a process that is not there", () => {
      expect(procStatFields("/proc/not-a-process/stat")).toBeUndefined();
      expect(processCpuSeconds(2 ** 22 + 1)).toBeUndefined();
    });
  },
);
