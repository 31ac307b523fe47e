import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { join } from "node:path";
import { ROOT } from "./builtCli.js";

export const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
export const EXAMPLE_REQUEST = readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8");

/** One line of the cluster's log (primary and workers write JSON lines to the same standard output). */
export interface ClusterLogEntry {
  readonly event: string;
  readonly pid?: number;
  readonly worker?: number;
  readonly replaces?: number;
  readonly replaced?: boolean;
  readonly reason?: string;
  readonly code?: number | null;
  readonly signal?: string | null;
  readonly error?: string;
  readonly url?: string;
}

/** A cluster process started for a test, its log, and the means to stop it. */
export interface RunningCluster {
  readonly child: ChildProcessWithoutNullStreams;
  readonly url: string;
  log(): ClusterLogEntry[];
  /** The pids of the workers started so far, in order. */
  startedWorkers(): number[];
  /** SIGTERM to the primary; resolves to its exit code (SIGKILL after 30 s: null). */
  stop(): Promise<number | null>;
}

/**
 * Starts `node ...args` (a `serve --workers` program) and resolves once its primary logs
 * `cluster-listening`. The quote store is off: the workers would need a PostgreSQL server.
 */
export function startCluster(args: readonly string[], startTimeoutMs = 90_000): Promise<RunningCluster> {
  const child = spawn(process.execPath, [...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1", PMI_QUOTE_STORE: "off", PORT: "0", HOST: "127.0.0.1" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const log = () =>
    stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as ClusterLogEntry);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
      const listening = log().find((entry) => entry.event === "cluster-listening");
      if (listening?.url !== undefined)
        resolve({
          child,
          url: listening.url,
          log,
          startedWorkers: () => log().flatMap((entry) => (entry.event === "worker-started" && entry.pid !== undefined ? [entry.pid] : [])),
          stop: () => {
            // A program reading its standard input stays alive while it is open.
            child.stdin.end();
            child.kill("SIGTERM");
            const killer = setTimeout(() => child.kill("SIGKILL"), 30_000);
            return exited.finally(() => clearTimeout(killer));
          },
        });
    });
    void exited.then((code) => reject(new Error(`the cluster exited (${code}) before it listened: ${stderr}`)));
    setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the cluster did not listen within ${startTimeoutMs} ms: ${stderr}${stdout}`));
    }, startTimeoutMs).unref();
  });
}

/** A token from the test environment's token endpoint. */
export async function testToken(url: string): Promise<string> {
  const response = await fetch(`${url}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", connection: "close" },
    body: "grant_type=client_credentials&client_id=hrsol-test-client&client_secret=hrsol-test-secret",
  });
  if (response.status !== 200) throw new Error(`token endpoint answered ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** What the load saw. */
export interface LoadOutcome {
  /** Answers 200. */
  ok: number;
  /** Answers with another status, by status. */
  readonly otherStatuses: Record<number, number>;
  /** Requests given up: the connection failed before an answer, and the client does not retry (or ran out of attempts). */
  readonly failures: string[];
  /** Connection failures a retrying client sent again, by error code. */
  readonly retried: string[];
  /** The distinct bodies of the 200 answers (the quotation is pure: one request, one answer). */
  readonly answerDigests: Set<string>;
  /** Answers that carried `Connection: close` (a draining worker's). */
  closingAnswers: number;
}

/**
 * Keep-alive clients posting the example quotation in a loop, each on its own connection (a
 * new one after an answer with `Connection: close` or a failure), until `stop()`. With
 * `retry`, a request whose connection failed before any answer arrived is sent again on a new
 * connection (up to 3 times): safe because a quotation is pure; the rule docs/reliability.md
 * gives clients.
 */
export function startLoad(url: string, token: string, options: { readonly connections: number; readonly retry: boolean }) {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const body = Buffer.from(EXAMPLE_REQUEST);
  const outcome: LoadOutcome = { ok: 0, otherStatuses: {}, failures: [], retried: [], answerDigests: new Set(), closingAnswers: 0 };
  let running = true;
  const send = (attempt: number): Promise<void> =>
    new Promise((resolve) => {
      const request = httpRequest(
        `${url}${QUOTE_PATH}`,
        {
          method: "POST",
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            "content-type": "application/json",
            "content-length": String(body.length),
            "correlation-id": "kill-test",
            "requesting-system": "test-suite",
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => {
            if (response.headers.connection === "close") outcome.closingAnswers += 1;
            if (response.statusCode === 200) {
              outcome.ok += 1;
              outcome.answerDigests.add(createHash("sha256").update(Buffer.concat(chunks)).digest("hex"));
            } else outcome.otherStatuses[response.statusCode ?? 0] = (outcome.otherStatuses[response.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
          response.on("error", (error: NodeJS.ErrnoException) => failed(error));
        },
      );
      let settled = false;
      const failed = (error: NodeJS.ErrnoException) => {
        if (settled) return;
        settled = true;
        const code = error.code ?? error.message;
        if (options.retry && attempt < 3) {
          outcome.retried.push(code);
          setTimeout(() => void send(attempt + 1).then(resolve), 20 * (attempt + 1));
        } else {
          outcome.failures.push(code);
          resolve();
        }
      };
      request.on("error", failed);
      request.end(body);
    });
  const clients = Array.from({ length: options.connections }, async () => {
    while (running) await send(0);
  });
  return {
    outcome,
    /** Stops sending; resolves once every request sent has its outcome. */
    async stop(): Promise<LoadOutcome> {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      return outcome;
    },
  };
}

/**
 * The TCP connections a process holds (Linux: the sockets among its open files), to pick the
 * worker that holds the load's connections: with the operating system's distribution, one
 * worker may hold most of them.
 */
export function socketCount(pid: number): number {
  const folder = `/proc/${pid}/fd`;
  try {
    return readdirSync(folder).filter((fd) => {
      try {
        return readlinkSync(join(folder, fd)).startsWith("socket:");
      } catch {
        return false;
      }
    }).length;
  } catch {
    return 0;
  }
}

/** Waits until `condition` holds, checking every 50 ms, failing after `timeoutMs`. */
export async function waitFor(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
