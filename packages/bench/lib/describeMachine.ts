import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";

/** The machine, runtime and package versions a set of figures was measured on. */
export interface MachineDescription {
  readonly date: string;
  readonly cpuModel: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly os: string;
  readonly node: string;
  readonly packages: Readonly<Record<string, string>>;
  /** 1-, 5- and 15-minute load averages when the description was taken. */
  readonly loadAverage: readonly number[];
}

const require = createRequire(import.meta.url);

/**
 * Returns the installed version of a package, read from its package.json (found through the
 * resolver so that hoisting does not matter), or "not installed".
 *
 * @example
 * installedVersion("tinybench"); // "6.2.3"
 */
export function installedVersion(name: string): string {
  try {
    const entry = require.resolve(name);
    let folder = entry;
    while (folder.includes("node_modules")) {
      folder = folder.slice(0, folder.lastIndexOf("/"));
      try {
        const manifest = JSON.parse(readFileSync(`${folder}/package.json`, "utf8")) as { name?: string; version?: string };
        if (manifest.name === name && manifest.version !== undefined) return manifest.version;
      } catch {
        // not a package root yet: keep walking up
      }
    }
  } catch {
    // fall through
  }
  return "not installed";
}

/**
 * Describes the machine the benchmark runs on, for the header of docs/performance.md.
 *
 * @example
 * describeMachine().cores; // 2
 */
export function describeMachine(): MachineDescription {
  const own = JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string };
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpuModel: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    packages: {
      "pmi-rating": own.version,
      "@gorules/zen-engine": installedVersion("@gorules/zen-engine"),
      "big.js": installedVersion("big.js"),
      zod: installedVersion("zod"),
      tinybench: installedVersion("tinybench"),
      autocannon: installedVersion("autocannon"),
    },
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}
