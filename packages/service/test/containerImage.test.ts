import type { ChildProcessWithoutNullStreams } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleRequestText } from "@pmi-rating/test-support";
import { buildImageFolder, grantTraversal, imageUser, makeUserFolder, ROOT, runAsImageUser, SETPRIV } from "./emulatedImage.js";
import { readImageDockerfile } from "./imageDockerfile.js";

/**
 * The container image, emulated without a container runtime (none on the CI machine): the
 * service's program built as the image builds it, in a root-owned read-only folder laid out as
 * its /app, started by its CMD as a user other than root, with the environment of its
 * Dockerfile's ENV lines (read from the file, so the two cannot drift) and a folder that user owns
 * in place of its /data volume. Switching user needs root: the test is skipped otherwise.
 */
const whySkipped =
  process.getuid?.() !== 0
    ? "the test does not run as root, so it cannot start the service as another user"
    : SETPRIV === undefined
      ? "setpriv (util-linux) is not installed"
      : undefined;
if (whySkipped !== undefined) console.warn(`containerImage.test.ts skipped: ${whySkipped}.`);

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const { runtime } = readImageDockerfile();

/** A started program: its output so far, and its exit once it comes. */
interface Run {
  readonly child: ChildProcessWithoutNullStreams;
  readonly output: () => { stdout: string; stderr: string };
  readonly exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe.skipIf(whySkipped !== undefined)("the container image, emulated: its program as a non-root user in a read-only /app", () => {
  let folder: string;
  let app: string;
  let restoreModes = () => {};
  const runs: Run[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "pmi-image-"));
    restoreModes = grantTraversal([folder, join(ROOT, "node_modules"), dirname(process.execPath)]);
    app = join(folder, runtime.workdir);
    mkdirSync(app, { recursive: true });
    await buildImageFolder(app);
  }, 120_000);

  afterAll(async () => {
    for (const run of runs) run.child.kill("SIGKILL");
    await Promise.all(runs.map((run) => run.exited));
    restoreModes();
    rmSync(folder, { recursive: true, force: true });
  }, 30_000);

  /** The image's environment, its volume at `volume`, on `port`, with `extra` as `docker run -e` would add. */
  function imageEnvironment(volume: string, port: number, extra: Record<string, string> = {}): Record<string, string> {
    const env = Object.fromEntries(Object.entries(runtime.env).map(([name, value]) => [name, runtime.volumes.includes(value) ? volume : value]));
    return { ...env, PORT: String(port), TMPDIR: makeUserFolder(join(folder, `tmp-${port}`)), ...extra };
  }

  function start(env: Record<string, string>): Run {
    const child = runAsImageUser(runtime.command, { cwd: app, env });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
    const run = { child, output: () => ({ stdout, stderr }), exited };
    runs.push(run);
    return run;
  }

  async function untilReady(run: Run, url: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (run.child.exitCode !== null) throw new Error(`the service exited with ${run.child.exitCode}: ${run.output().stderr}`);
      const status = await fetch(`${url}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline) throw new Error(`/readyz still answers ${status} after ${timeoutMs} ms: ${run.output().stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  it("starts in demo mode with one setting, says so loudly, is ready on /readyz, and records a quote in its volume as its user", async () => {
    const volume = makeUserFolder(join(folder, "data-demo"));
    const port = await freePort();
    const env = imageEnvironment(volume, port, { PMI_MODE: "demo" });
    const run = start(env);
    const url = `http://127.0.0.1:${port}`;
    await untilReady(run, url, 90_000);

    const healthcheck = runAsImageUser(runtime.healthcheckCommand, { cwd: app, env });
    expect(await new Promise((resolve) => healthcheck.on("close", resolve))).toBe(0);
    const logLines = run
      .output()
      .stdout.split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as { level: string; event: string });
    expect(logLines).toContainEqual(expect.objectContaining({ level: "warn", event: "demo-mode" }));

    const token = await fetch(`${url}/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("hrsol-test-client:hrsol-test-secret").toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    }).then(async (response) => ((await response.json()) as { access_token: string }).access_token);
    const authorization = `Bearer ${token}`;
    const quoted = await fetch(`${url}${QUOTE_PATH}`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json", "Correlation-ID": "image-0001", "Requesting-System": "image-test" },
      body: exampleRequestText(),
    });
    expect(quoted.status).toBe(200);
    const quoteId = quoted.headers.get("quote-id");
    expect(quoteId).toMatch(/^[0-9a-f-]{36}$/);
    const record = await fetch(`${url}${QUOTE_PATH}/${quoteId}`, { headers: { authorization } });
    expect(record.status).toBe(200);
    expect(await record.json()).toMatchObject({ quoteRecord: { quoteId, outcome: "quoted", status: 200 } });

    // The embedded database is in the volume, written by the image's user, not by root.
    expect(readdirSync(volume)).toContain("quotes");
    expect(statSync(join(volume, "quotes")).uid).toBe(imageUser().uid);

    run.child.kill("SIGTERM");
    expect(await run.exited).toBe(0);
  }, 150_000);

  it("refuses to start in production, the image's default, until given its authentication settings, naming them", async () => {
    const run = start(imageEnvironment(makeUserFolder(join(folder, "data-production")), await freePort()));
    expect(await run.exited).toBe(1);
    const { stderr, stdout } = run.output();
    expect(stderr).toMatch(/^pmi-rating: the service configuration is not usable:\n {2}- Production mode needs the operator's authorisation server/);
    for (const setting of ["PMI_JWKS_URL", "PMI_ISSUER", "PMI_AUDIENCE", "PMI_REGISTRY", "PMI_MODE=demo"]) expect(stderr).toContain(setting);
    expect(stdout).not.toContain('"event":"listening"');
  }, 60_000);

  it("stops at start, naming PMI_DATA_DIR, when its volume is not its user's to write", async () => {
    const volume = join(folder, "data-root-owned");
    mkdirSync(volume, { mode: 0o755 });
    const run = start(imageEnvironment(volume, await freePort(), { PMI_MODE: "demo" }));
    expect(await run.exited).toBe(1);
    expect(run.output().stderr).toContain(`may not create or write the folder ${join(volume, "quotes")} (EACCES): point PMI_DATA_DIR at a folder it may write`);
  }, 120_000);
});
