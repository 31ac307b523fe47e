import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_CLI, ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

describe("pmi-rating serve", () => {
  it("starts the reference service, answers, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, [BUILT_CLI, "serve", "--port", "0", "--host", "127.0.0.1"], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        stderr += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(stderr);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      child.on("exit", (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
    });
    try {
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: "ok", tables: { versions: ["2025.1", "2026.1", "2027.1"] } });
      const unauthenticated = await fetch(`${url}/v1/individualHealthcarePolicy/quote`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8"),
      });
      expect(unauthenticated.status).toBe(401);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
  });

  it("refuses a port that is not a number", async () => {
    const run = await runBuiltCli(["serve", "--port", "http"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"http" is not a whole number');
  });
});
