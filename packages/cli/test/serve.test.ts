import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_CLI, ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

describe("pmi-rating serve", () => {
  it("starts the reference service, answers, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, [BUILT_CLI, "serve", "--port", "0", "--host", "127.0.0.1"], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: "1", PMI_QUOTE_STORE: "off" },
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

  it("refuses --tables whose versions are not all approved as they are, naming each and the option that would allow them", async () => {
    const folder = join(mkdtempSync(join(tmpdir(), "pmi-serve-draft-")), "tables");
    cpSync(join(ROOT, "tables"), folder, { recursive: true });
    const manifestPath = join(folder, "2027.1/manifest.json");
    const { approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...draft } = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
    writeFileSync(manifestPath, `${JSON.stringify({ ...draft, status: "draft" }, null, 2)}\n`);
    const runs = [
      { args: ["--tables", folder], env: {}, allowedBy: "--allow-unapproved-tables" },
      { args: ["--tables", folder, "--workers", "2"], env: {}, allowedBy: "--allow-unapproved-tables" },
      { args: [], env: { PMI_TABLES_DIR: folder }, allowedBy: "PMI_ALLOW_UNAPPROVED_TABLES=true" },
      { args: ["--workers", "2"], env: { PMI_TABLES_DIR: folder }, allowedBy: "--allow-unapproved-tables" },
    ];
    for (const { args, env, allowedBy } of runs) {
      const run = await runBuiltCli(["serve", "--port", "0", ...args], { env: { PMI_QUOTE_STORE: "off", ...env } });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("[VERSION_NOT_APPROVED] Version 2027.1 (content hash 915b9e1bf60156209cfdcc49972d991197a76c8ef3a233e5f7c2e7a24fadcc06) is a draft");
      expect(run.stderr).toContain(allowedBy);
    }
  });

  it("--workers 2 answers on two processes that accept each other's tokens, and replaces a worker that dies", async () => {
    const child = spawn(process.execPath, [BUILT_CLI, "serve", "--port", "0", "--host", "127.0.0.1", "--workers", "2"], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: "1", PMI_QUOTE_STORE: "off" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    const logEvents = () =>
      stdout
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { event: string; pid?: number; replaces?: number; signal?: string; worker?: number });
    const url = await new Promise<string>((resolve, reject) => {
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        stderr += chunk;
        const match = /listening on (http:\/\/\S+) \(2 worker processes\)/.exec(stderr);
        if (match?.[1] !== undefined) resolve(match[1]);
      });
      child.on("exit", (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
    });
    const body = readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8");
    const quoteStatuses = async (token: string, count: number) => {
      const statuses: number[] = [];
      for (let index = 0; index < count; index += 1) {
        // A fresh connection each time, so that either worker may answer.
        const response = await fetch(`${url}/v1/individualHealthcarePolicy/quote`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
            "correlation-id": `c-${index}`,
            "requesting-system": "WEB",
            connection: "close",
          },
          body,
        });
        statuses.push(response.status);
        await response.text();
      }
      return statuses;
    };
    try {
      const started = logEvents().filter((entry) => entry.event === "worker-started");
      expect(started).toHaveLength(2);
      const tokenResponse = await fetch(`${url}/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
        body: "grant_type=client_credentials&client_id=hrsol-test-client&client_secret=hrsol-test-secret",
      });
      const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
      expect(await quoteStatuses(token, 6)).toEqual([200, 200, 200, 200, 200, 200]);

      const victim = started[0]?.pid ?? 0;
      process.kill(victim, "SIGKILL");
      await expect.poll(() => logEvents().some((entry) => entry.event === "worker-started" && entry.replaces === victim), { timeout: 15_000 }).toBe(true);
      const exited = logEvents().find((entry) => entry.event === "worker-exited");
      expect(exited).toMatchObject({ pid: victim, signal: "SIGKILL" });
      await expect.poll(() => logEvents().filter((entry) => entry.event === "listening").length, { timeout: 15_000 }).toBe(3);
      // Replace the other original worker too: neither worker now running issued the token, so
      // it is accepted only because every worker signs and verifies with the same key.
      const second = started[1]?.pid ?? 0;
      process.kill(second, "SIGKILL");
      await expect.poll(() => logEvents().filter((entry) => entry.event === "listening").length, { timeout: 15_000 }).toBe(4);
      expect(logEvents().some((entry) => entry.event === "worker-started" && entry.replaces === second)).toBe(true);
      expect(await quoteStatuses(token, 4)).toEqual([200, 200, 200, 200]);
    } finally {
      const exitCode = new Promise<number | null>((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      expect(await exitCode).toBe(0);
    }
    expect(logEvents().map((entry) => entry.event)).toContain("cluster-stopped");
  }, 60_000);

  it("--workers stops with exit code 1 when its workers cannot listen, and says why", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const run = await runBuiltCli(["serve", "--port", String(port), "--host", "127.0.0.1", "--workers", "2"], { env: { PMI_QUOTE_STORE: "off" } });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("Cannot start the service");
      expect(run.stderr).toContain("EADDRINUSE");
      expect(run.stdout).toContain('"event":"cluster-start-failed"');
    } finally {
      blocker.close();
    }
  }, 30_000);

  it("--workers checks the configuration once, before starting any worker", async () => {
    const run = await runBuiltCli(["serve", "--workers", "2"], { env: { PMI_ISSUER: "https://issuer.example" } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("PMI_ISSUER and PMI_AUDIENCE need PMI_JWKS_URL");
    expect(run.stdout).not.toContain("worker-started");
  });

  it("--workers without DATABASE_URL refuses to keep quotes in the embedded database, which one process owns", async () => {
    const run = await runBuiltCli(["serve", "--workers", "2"], { env: { PMI_QUOTE_STORE: "on", DATABASE_URL: "" } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("serve --workers keeps quotes in one PostgreSQL: set DATABASE_URL");
    expect(run.stdout).not.toContain("worker-started");
  });

  it("stops with exit code 1, and says why, when its quote store cannot be opened", async () => {
    // A file where the data folder should be: the embedded database has nowhere to live.
    const dataDir = join(mkdtempSync(join(tmpdir(), "pmi-rating-serve-")), "not-a-folder");
    writeFileSync(dataDir, "");
    const run = await runBuiltCli(["serve", "--port", "0"], { env: { PMI_QUOTE_STORE: "on", PMI_DATA_DIR: dataDir, DATABASE_URL: "" } });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`the quote store, PGlite in ${dataDir}/quotes, could not be opened`);
    expect(run.stderr).toContain("PMI_QUOTE_STORE=off keeps none");
    expect(run.stderr).not.toContain("unexpected error");
    expect(run.stdout).toContain('"event":"quote-store-failed"');
  }, 30_000);

  it("with its quote store on, ends with exit code 1 when its port is taken, rather than staying up with the store's thread", async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      const dataDir = mkdtempSync(join(tmpdir(), "pmi-rating-serve-"));
      const run = await runBuiltCli(["serve", "--port", String(port), "--host", "127.0.0.1"], {
        env: { PMI_QUOTE_STORE: "on", PMI_DATA_DIR: dataDir, DATABASE_URL: "" },
      });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain("Cannot listen");
      expect(run.stderr).toContain("EADDRINUSE");
    } finally {
      blocker.close();
    }
  }, 120_000);

  it("refuses a port that is not a number", async () => {
    const run = await runBuiltCli(["serve", "--port", "http"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('"http" is not a whole number');
  });
});
