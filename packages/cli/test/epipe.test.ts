import { spawn } from "node:child_process";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_CLI, ensureBuiltCli, ROOT } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

/**
 * Runs the built binary with its standard output read by a reader that stops after the first
 * chunk and closes the pipe, as `pmi-rating … | head -1` does; resolves to the binary's exit
 * code and standard error.
 */
function runIntoClosedPipe(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILT_CLI, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    let stderr = "";
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout.once("data", () => child.stdout.destroy());
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("pmi-rating into a pipe closed early", () => {
  it("exits quietly with 0, as head expects, for help and for a long result", async () => {
    for (const args of [
      ["impact", "--help"],
      ["book", "--policies", "20000", "--seed", "1"],
    ]) {
      const run = await runIntoClosedPipe(args);
      expect(run.stderr).toBe("");
      expect(run.code).toBe(0);
    }
  });
});
