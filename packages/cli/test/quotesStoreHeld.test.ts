import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILT_CLI, ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

// The embedded store has one owner: while the reference service holds it, the command line is
// refused with the service's process id (never a false "not found"); once the service stops, the
// command line reads what the service kept; a service killed leaves a lock the next one takes over.
let dataDir: string;
const QUOTE_URL_PATH = "/v1/individualHealthcarePolicy/quote";
const run = (...args: string[]) => runBuiltCli(["quotes", ...args], { env: { PMI_DATA_DIR: dataDir, DATABASE_URL: "" } });

/** `pmi-rating serve` on the data folder, once it listens and its store is open. */
async function startService(): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, [BUILT_CLI, "serve", "--port", "0", "--host", "127.0.0.1"], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1", PMI_DATA_DIR: dataDir, DATABASE_URL: "", PMI_QUOTE_STORE: "on" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  let stderr = "";
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match?.[1] !== undefined) resolve(match[1]);
    });
    child.stdout.resume();
    void exited.then((code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
  });
  await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 60_000, interval: 200 }).toBe(200);
  return { child, url, exited };
}

async function quoteThrough(url: string): Promise<{ quoteId: string; token: string }> {
  const tokenResponse = await fetch(`${url}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "grant_type=client_credentials&client_id=hrsol-test-client&client_secret=hrsol-test-secret",
  });
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const response = await fetch(`${url}${QUOTE_URL_PATH}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "correlation-id": "c-1", "requesting-system": "WEB" },
    body: readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8"),
  });
  expect(response.status).toBe(200);
  await response.text();
  return { quoteId: response.headers.get("quote-id") ?? "", token };
}

beforeAll(async () => {
  await ensureBuiltCli();
  dataDir = await mkdtemp(join(tmpdir(), "pmi-rating-store-held-"));
}, 180_000);

afterAll(async () => {
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe("the embedded store, held by the running service", () => {
  it("refuses the command line with the service's process id while it runs, and lets it read the quote once the service has stopped", async () => {
    const service = await startService();
    let quoteId: string;
    try {
      const quoted = await quoteThrough(service.url);
      quoteId = quoted.quoteId;
      const read = await fetch(`${service.url}${QUOTE_URL_PATH}/${quoteId}`, { headers: { authorization: `Bearer ${quoted.token}` } });
      expect(read.status).toBe(200);
      await read.text();

      const shown = await run("show", quoteId);
      expect(shown.code).toBe(3);
      expect(shown.stdout).toBe("");
      expect(shown.stderr).not.toContain("no quote");
      expect(shown.stderr).toContain(`is held by a service keeping quote records (process ${service.child.pid} on host ${hostname()} since 20`);
      expect(shown.stderr).toContain(`Ask the running service instead: GET ${QUOTE_URL_PATH}/{quoteId} with a token of the client that asked for the quote`);
      expect(shown.stderr).toContain(`delete ${join(dataDir, "quotes.lock")}.`);

      const listed = await run("list", "--json");
      expect(listed.code).toBe(3);
      expect(JSON.parse(listed.stdout)).toMatchObject({ error: { exitCode: 3, message: expect.stringContaining(`process ${service.child.pid}`) } });
      expect(listed.stderr).toBe("");
    } finally {
      service.child.kill("SIGTERM");
      expect(await service.exited).toBe(0);
    }
    // A clean stop removes the lock: the command line opens the store at once, and finds the quote.
    expect(existsSync(join(dataDir, "quotes.lock"))).toBe(false);
    const shown = await run("show", quoteId);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Quote ${quoteId}: quoted (HTTP 200)`);
    expect(shown.stderr).toBe("");
  }, 180_000);

  it("takes over, with a word, the lock of a service that was killed, and finds what it answered", async () => {
    const service = await startService();
    const { quoteId } = await quoteThrough(service.url);
    service.child.kill("SIGKILL");
    await service.exited;
    expect(existsSync(join(dataDir, "quotes.lock"))).toBe(true);
    const shown = await run("show", quoteId);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Quote ${quoteId}: quoted (HTTP 200)`);
    expect(shown.stderr).toBe(
      `pmi-rating: the quote store's lock (${join(dataDir, "quotes.lock")}) was left by process ${service.child.pid} on host ${hostname()}, which no longer runs: taken over.\n`,
    );
    expect(existsSync(join(dataDir, "quotes.lock"))).toBe(false);
  }, 180_000);
});
