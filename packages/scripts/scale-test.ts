/**
 * `npm run scale-test`: proves the service scales behind a real load balancer. Starts N
 * service processes sharing one test signing key, nginx (Debian's package) on loopback in front
 * of them, drives quotations through nginx with autocannon, kills one backend (SIGKILL) half way,
 * and reports requests, errors and the share each backend served. Not part of `npm test`.
 *
 *   npm run scale-test -- [--backends 3] [--duration 20] [--connections 10]
 *
 * The backends keep their quotes in one PostgreSQL (DATABASE_URL when set, else a throw-away
 * cluster of Debian's postgresql package), as a deployment would (docs/records.md).
 *
 * Passes (exit 0) when: a token issued through the balancer verifies on every process; no
 * request fails beyond those that can have been in flight on the killed backend (at most one
 * per connection); every backend served a share; the survivors kept serving after the kill;
 * and every quotation answered 200 through nginx is found by its Quote-ID through the balancer
 * (so through any backend), those of the killed backend's share included; and quotations sent
 * twice with one Idempotency-Key (one after the other, or both at once, on any backends) are
 * each recorded exactly once, both answers carrying its Quote-ID (scale/checkIdempotentRetries.ts).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { checkIdempotentRetries } from "./scale/checkIdempotentRetries.js";
import { countUpstreams } from "./scale/countUpstreams.js";
import { nginxConfig } from "./scale/nginxConfig.js";
import { fetchTestToken } from "./lib/fetchTestToken.js";
import { freePort } from "./lib/freePort.js";
import { postgresForScript, type ScriptPostgres } from "./lib/postgresForScript.js";
import { startServiceProcess } from "./lib/startServiceProcess.js";
import { waitForUrl } from "./lib/waitForUrl.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
/** Quotations sent twice with one Idempotency-Key after the load: enough to meet both kinds of retry on every backend, a second or two. */
const IDEMPOTENT_KEYS = 24;
const NCD_PATH = "/v1/individualHealthcarePolicy/ncdLevel?uwType=CME&memberYearsClaimFree=2&priceDate=2026-03-01";

const { values } = parseArgs({
  options: {
    backends: { type: "string", default: "3" },
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
  },
});
const backendCount = wholeNumber("--backends", values.backends, 2, 16);
const durationSeconds = wholeNumber("--duration", values.duration, 4, 600);
const connections = wholeNumber("--connections", values.connections, 1, 200);

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) fail(`${name} must be a whole number from ${min} to ${max}; received "${text}".`);
  return value;
}

function fail(message: string): never {
  console.error(`scale-test: ${message}`);
  process.exit(1);
}

function findNginx(): string {
  for (const candidate of ["/usr/sbin/nginx", "nginx"]) {
    if (spawnSync(candidate, ["-v"], { stdio: "ignore" }).status === 0) return candidate;
  }
  return fail("nginx is not installed; on Debian or Ubuntu: apt-get update && apt-get install -y nginx");
}

const children: ChildProcess[] = [];
const workDirectory = mkdtempSync(join(tmpdir(), "pmi-scale-"));
function stopAll(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
}
let postgres: ScriptPostgres | undefined;
process.on("exit", () => {
  stopAll();
  postgres?.remove();
  rmSync(workDirectory, { recursive: true, force: true });
});
process.on("SIGINT", () => process.exit(130));

async function main(): Promise<void> {
  const nginx = findNginx();
  const listenPort = await freePort();
  const balancer = `http://127.0.0.1:${listenPort}`;
  const backendPorts: number[] = [];
  for (let index = 0; index < backendCount; index++) backendPorts.push(await freePort());

  // One signing key and issuer for every process: a token from any of them verifies on all.
  postgres = await postgresForScript();
  const databaseUrl = postgres.url;
  console.log(`quote store: PostgreSQL ${postgres.cluster === undefined ? "(DATABASE_URL)" : `(throw-away cluster, ${databaseUrl})`}`);
  const signingKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
  const backends = backendPorts.map((port) => {
    // From the sources, under node with tsx's loader, so that killing the child kills the service.
    const child = startServiceProcess({
      port,
      fromSource: true,
      env: { PMI_TEST_SIGNING_KEY: signingKey, PMI_TEST_ISSUER: balancer, PMI_METRICS: "on", PMI_QUOTE_STORE: "on", DATABASE_URL: databaseUrl },
    });
    children.push(child);
    return { port, child, address: `127.0.0.1:${port}` };
  });
  await Promise.all(backendPorts.map((port) => waitForUrl(`http://127.0.0.1:${port}/readyz`, 60_000)));

  mkdirSync(join(workDirectory, "logs"));
  const configFile = join(workDirectory, "nginx.conf");
  writeFileSync(configFile, nginxConfig({ listenPort, backendPorts, workDirectory: join(workDirectory, "logs") }));
  const balancerProcess = spawn(nginx, ["-c", configFile, "-p", workDirectory], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(balancerProcess);
  await waitForUrl(`${balancer}/healthz`, 10_000);
  console.log(`nginx ${balancer} in front of ${backendCount} service processes: ${backends.map((backend) => backend.address).join(", ")}`);

  // A token from the balancer's token endpoint (issued by whichever process answered) ...
  const token = await fetchTestToken(balancer);
  const headers = { authorization: `Bearer ${token}`, "Correlation-ID": "scale-test", "Requesting-System": "scale-test" };
  // ... verifies on every process, asked directly.
  for (const backend of backends) {
    const status = (await fetch(`http://${backend.address}${NCD_PATH}`, { headers })).status;
    if (status !== 200) throw new Error(`the token was refused by ${backend.address} (${status}): tokens are not shared`);
  }
  console.log(`token issued through the balancer verified on all ${backendCount} processes`);

  const body = readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8");
  const check = await fetch(`${balancer}${QUOTE_PATH}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body });
  if (check.status !== 200) throw new Error(`a quotation through the balancer answered ${check.status}: ${await check.text()}`);

  // Quotations sent twice with one Idempotency-Key, through the balancer to every backend: each recorded once.
  const accessLogPath = join(workDirectory, "logs/access.log");
  const logBefore = readFileSync(accessLogPath, "utf8").length;
  const retries = await checkIdempotentRetries({
    balancer,
    headers: { ...headers, "content-type": "application/json" },
    body,
    databaseUrl,
    keys: IDEMPOTENT_KEYS,
    runId: `${process.pid}-${Date.now()}`,
  });
  await new Promise((done) => setTimeout(done, 200));
  const logAfterRetries = readFileSync(accessLogPath, "utf8");
  const retriedOn = countUpstreams(logAfterRetries.slice(logBefore)).size;
  console.log(`retries    ${retries.summary}, on ${retriedOn} backends`);

  const victim = backends[0]!;
  const killAfterMs = (durationSeconds * 1000) / 2;
  let killedAt = 0;
  const killTimer = setTimeout(() => {
    killedAt = Date.now();
    victim.child.kill("SIGKILL");
    console.log(`killed backend ${victim.address} (SIGKILL) after ${killAfterMs / 1000} s`);
  }, killAfterMs);
  const startedAt = Date.now();
  // Every quotation answered 200, by quote id, to be found again afterwards.
  const answeredIds: string[] = [];
  console.log(`driving ${balancer}${QUOTE_PATH} with autocannon: ${connections} connections for ${durationSeconds} s`);
  const result = (await autocannon({
    url: `${balancer}${QUOTE_PATH}`,
    method: "POST",
    body,
    headers: { ...headers, "content-type": "application/json" },
    connections,
    duration: durationSeconds,
    requests: [
      {
        onResponse: (status: number, _body: string, _context: unknown, responseHeaders: Record<string, string>) => {
          const quoteId = responseHeaders["quote-id"];
          if (status === 200 && quoteId !== undefined) answeredIds.push(quoteId);
        },
      },
    ],
  })) as unknown as {
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  };
  clearTimeout(killTimer);

  // nginx writes its access log as it goes; give it a moment, then count per backend.
  await new Promise((done) => setTimeout(done, 500));
  // The load's lines only: those of the retries above are counted there.
  const accessLog = readFileSync(accessLogPath, "utf8").slice(logAfterRetries.length);
  const quoteLines = accessLog.split("\n").filter((line) => line.includes(`POST ${QUOTE_PATH}`));
  const served = countUpstreams(quoteLines.join("\n"));
  const afterKill = countUpstreams(
    quoteLines
      .filter((line) => {
        const stamp = /\[([^\]]+)\]/.exec(line)?.[1];
        return stamp !== undefined && killedAt > 0 && parseNginxTime(stamp) > killedAt + 1000;
      })
      .join("\n"),
  );
  const retried = quoteLines.filter((line) => /upstream=\S+, /.test(line)).length;
  const failed = result.errors + result.timeouts + result.non2xx;
  const total = [...served.values()].reduce((sum, count) => sum + count, 0);

  console.log("");
  console.log(
    `requests   ${result.requests.total} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${Math.round(result.requests.average)}/s), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  console.log(
    `statuses   ${Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}: ${count}`)
      .join(", ")}`,
  );
  console.log(`errors     ${result.errors} connection errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  console.log(`retried    ${retried} requests nginx passed to another backend, the killed one refusing the connection before the request was sent`);
  const errorLog = readFileSync(join(workDirectory, "logs/error.log"), "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
  console.log(
    `nginx      ${errorLog.length} lines in its error log${errorLog.length === 0 ? "" : `, the first: ${errorLog[0]!.replace(/^\S+ \S+ /, "").replace(/, client: .*$/, "")}`}`,
  );
  if (process.env.SCALE_TEST_VERBOSE === "1") for (const line of errorLog) console.log(`  ${line}`);
  console.log("share each backend served:");
  for (const backend of backends) {
    const count = served.get(backend.address) ?? 0;
    const share = total === 0 ? 0 : (100 * count) / total;
    const note = backend === victim ? "  (killed half way)" : `  (${afterKill.get(backend.address) ?? 0} after the kill)`;
    console.log(`  ${backend.address}  ${String(count).padStart(7)}  ${share.toFixed(1).padStart(5)} %${note}`);
  }

  // Every quotation answered through nginx is found by id through the balancer, whichever backend answers the look-up.
  let notFound = 0;
  const lookUpsPerBackend = new Map<string, number>();
  const pending = [...answeredIds];
  const lookUp = async () => {
    for (let quoteId = pending.pop(); quoteId !== undefined; quoteId = pending.pop()) {
      const found = await fetch(`${balancer}${QUOTE_PATH}/${quoteId}`, { headers });
      await found.arrayBuffer();
      if (found.status !== 200) notFound += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, lookUp));
  const lookUpLog = readFileSync(join(workDirectory, "logs/access.log"), "utf8")
    .split("\n")
    .filter((line) => line.includes(`GET ${QUOTE_PATH}/`));
  for (const [address, count] of countUpstreams(lookUpLog.join("\n"))) lookUpsPerBackend.set(address, count);
  console.log(
    `records    ${answeredIds.length - notFound} of ${answeredIds.length} quotations answered 200 found by Quote-ID through the balancer ` +
      `(the killed backend had answered ${served.get(victim.address) ?? 0} quotation requests); look-ups served by ${[...lookUpsPerBackend].map(([address, count]) => `${address}: ${count}`).join(", ")}`,
  );

  const problems: string[] = [...retries.problems];
  if (retriedOn < 2) problems.push(`the retries with an Idempotency-Key reached ${retriedOn} backend: not across processes`);
  if (answeredIds.length === 0) problems.push("no quotation carried a Quote-ID: the backends kept no records");
  if (notFound > 0) problems.push(`${notFound} quotations answered 200 were not found by their Quote-ID`);
  if (failed > connections) problems.push(`${failed} requests failed, more than the ${connections} that can have been in flight on the killed backend`);
  if (backends.some((backend) => (served.get(backend.address) ?? 0) === 0)) problems.push("a backend served nothing: the balancer did not spread the load");
  if (backends.slice(1).some((backend) => (afterKill.get(backend.address) ?? 0) === 0)) problems.push("a surviving backend served nothing after the kill");
  if ((afterKill.get(victim.address) ?? 0) > 0) problems.push("the killed backend still answered after the kill");
  if (result.statusCodeStats["401"] !== undefined) problems.push("some requests were refused 401: the token did not verify on every process");
  console.log("");
  if (problems.length > 0) {
    console.log(`FAIL: ${problems.join("; ")}`);
    process.exitCode = 1;
  } else {
    console.log(
      `PASS: ${failed} failed requests (at most ${connections} allowed: those in flight on the killed backend), every backend served, the survivors carried on, each quotation retried with an Idempotency-Key recorded once`,
    );
  }
  balancerProcess.kill("SIGQUIT");
}

/** nginx's `$time_local` (e.g. 23/Nov/2026:10:31:05 +0000) as epoch milliseconds. */
function parseNginxTime(stamp: string): number {
  const match = /^(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-]\d{2})(\d{2})$/.exec(stamp);
  if (match === null) return 0;
  const [, day, month, year, hour, minute, second, zoneHours, zoneMinutes] = match;
  const iso = `${year}-${String("JanFebMarAprMayJunJulAugSepOctNovDec".indexOf(month!) / 3 + 1).padStart(2, "0")}-${day}T${hour}:${minute}:${second}${zoneHours}:${zoneMinutes}`;
  return Date.parse(iso);
}

main()
  .catch((error: unknown) => {
    console.error(`scale-test: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(stopAll);
