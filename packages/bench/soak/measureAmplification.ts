/**
 * `npm run bench:amplification`: what two attackers sending the amplification body cost the
 * sound requests, measured in one run against the reference service (as `pmi-rating serve`
 * runs it in production: JWT from an issuer this script plays, with a JWKS on loopback; its
 * default rate limits; its log lines built but not written) in its own process. The sound load
 * and each attacker are distinct clients, so the limit on refused quotations per client
 * (`PMI_RATE_LIMIT_REFUSED_QUOTES`, default 600 problems per 60 s) holds the attackers back and not the
 * others, each 429 held 1 s before it is sent (the tarpit, `PMI_RATE_LIMIT_DELAY_MS`); set the
 * limit to `off` in the environment to see the attack unlimited, or the delay to `0` to see the
 * limit answering at once (an attacker then reconnects and resends at once).
 *
 * 1. the service's CPU per attack body and per sound request (100 of each on one connection,
 *    the service's own CPU clock read before and after);
 * 2. sound requests/s and p99 over `--connections` keep-alive connections (default 50), in
 *    turns: unattacked, with two more connections sending the amplification body in a loop,
 *    unattacked, attacked, unattacked (turns, so that a change of the machine's load shows
 *    in both);
 * 3. the ratio of the attacked throughput to the unattacked, each the mean of its turns, beside
 *    what fair sharing of one event loop predicts from the CPU figures of step 1: each connection
 *    gets one request served per round, so the sound share is N·S / (N·S + 2·A) for N sound
 *    connections, S the CPU of a sound request and A that of an attack body.
 *
 * Fails (exit code 1) when the ratio is under 0.8 or an attack body costs 20 ms of CPU or more
 * (the acceptance of the second hardening round). Prints the load average beside the figures:
 * on a shared machine only the ratio, measured in the same run, means anything.
 *
 *   npm run bench:amplification                          # 50 sound connections, 8 s per turn
 *   npm run bench:amplification -- --seconds 4           # a quick check
 *   npm run bench:amplification -- --connections 10      # fewer sound connections: attackers get a larger share
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { Agent, createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { REQUEST_LIMITS } from "../../../src/model/limits.js";
import { driveWithAutocannon, type LoadFigures } from "../service/driveWithAutocannon.js";
import { amplificationBody } from "./attacks.js";

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const ATTACKERS = 2;
const CPU_SAMPLE = 100;
const RATIO_TARGET = 0.8;
const CPU_TARGET_MS = 20;

function wholeNumberOption(name: string, fallback: number, least: number): number {
  const index = process.argv.indexOf(name);
  const value = index === -1 ? fallback : Number(process.argv[index + 1]);
  if (!Number.isInteger(value) || value < least) throw new Error(`${name} takes a whole number, at least ${least}`);
  return value;
}

const seconds = wholeNumberOption("--seconds", 8, 2);
const SOUND_CONNECTIONS = wholeNumberOption("--connections", 50, 1);
const soundBody = readFileSync(new URL("../../../examples/requests/new-business-single-adult.json", import.meta.url), "utf8");
const attackBody = amplificationBody(soundBody, REQUEST_LIMITS);
const loadAtStart = loadavg();

// The service in its production configuration, its tokens issued here: the sound load and each
// attacker are distinct clients, as on a real service (the test token endpoint has one client),
// so that the per-client limits (refused quotations) act on the attackers only.
const ISSUER = "https://issuer.bench.invalid/";
const AUDIENCE = "pmi-rating-bench";
const issuerKeys = await generateKeyPair("ES256");
const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(issuerKeys.publicKey)), kid: "bench-key", alg: "ES256", use: "sig" }] });
const jwksServer = createServer((_request, response) => response.writeHead(200, { "content-type": "application/json" }).end(jwks));
await new Promise<void>((resolve) => jwksServer.listen(0, "127.0.0.1", resolve));
/** An access token of `clientId` with the quotation's scope, valid for an hour. */
function tokenOf(clientId: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: "quote", client_id: clientId })
    .setProtectedHeader({ alg: "ES256", kid: "bench-key", typ: "at+jwt" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(issuerKeys.privateKey);
}

const service = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("../service/serveForBench.ts", import.meta.url)), "reference"], {
  stdio: ["pipe", "pipe", "inherit"],
  env: {
    ...process.env,
    PMI_JWKS_URL: `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks`,
    PMI_ISSUER: ISSUER,
    PMI_AUDIENCE: AUDIENCE,
    PMI_REGISTRY: "HrSolWeb",
  },
});
const serviceLines = createInterface({ input: service.stdout });
const pendingCpuReads: ((microseconds: number) => void)[] = [];
const baseUrl = await new Promise<string>((resolve, reject) => {
  serviceLines.on("line", (line) => {
    if (line.startsWith("READY ")) resolve(line.slice("READY ".length));
    if (line.startsWith("CPU ")) pendingCpuReads.shift()?.(Number(line.slice("CPU ".length)));
  });
  service.once("exit", (code) => reject(new Error(`the service exited with code ${code} before listening`)));
});
/** The service process's CPU time so far, in milliseconds (its own clock, read over stdin). */
const serviceCpuMs = () =>
  new Promise<number>((resolve) => {
    pendingCpuReads.push((microseconds) => resolve(microseconds / 1000));
    service.stdin.write("cpu\n");
  });

const headersOf = async (clientId: string) => ({ authorization: `Bearer ${await tokenOf(clientId)}`, "correlation-id": "bench-0001", "requesting-system": "bench" });
const headers = await headersOf("sound-load");
const attackerHeaders = await Promise.all(Array.from({ length: ATTACKERS }, (_, index) => headersOf(`attacker-${index + 1}`)));
/**
 * The service's CPU per attack body is measured with clients of its own, one per body: the
 * attackers' own count of refused quotations starts at zero, and the probe measures the 400
 * answer it is after, not the 429 the per-client limit on refused quotations gives a client
 * after its first such bodies.
 */
const clientsOf = (prefix: string, count: number) => Promise.all(Array.from({ length: count }, (_, index) => headersOf(`${prefix}-${index + 1}`)));
const measuringHeaders = await clientsOf("cost-probe", CPU_SAMPLE);

/** Posts `body` once on `agent`'s connection as the client of `callerHeaders`; resolves to the status and the answer's size in bytes. */
function post(agent: Agent, body: string, callerHeaders: Record<string, string> = headers): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}${QUOTE_PATH}`,
      { method: "POST", agent, headers: { ...callerHeaders, "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } },
      (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => (bytes += chunk.length));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** The service's CPU per request of `body`, `count` requests one after another on one keep-alive connection, as the clients of `callers` in turn. */
async function cpuPerRequest(
  body: string,
  count: number,
  callers: readonly Record<string, string>[] = [headers],
): Promise<{ cpuMs: number; status: number; bytes: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let last = { status: 0, bytes: 0 };
  const before = await serviceCpuMs();
  for (let index = 0; index < count; index += 1) last = await post(agent, body, callers[index % callers.length]);
  const after = await serviceCpuMs();
  agent.destroy();
  return { cpuMs: (after - before) / count, ...last };
}

const sound = (label: string): Promise<LoadFigures> =>
  driveWithAutocannon({ url: `${baseUrl}${QUOTE_PATH}`, body: soundBody, headers, connections: SOUND_CONNECTIONS, durationSeconds: seconds, label });

/** Two connections sending the amplification body in a loop while `during` runs; counts their answers. */
async function underAttack<T>(during: () => Promise<T>): Promise<{ result: T; attacks: number; statuses: Set<number> }> {
  const agent = new Agent({ keepAlive: true, maxSockets: ATTACKERS });
  let attacking = true;
  let attacks = 0;
  const statuses = new Set<number>();
  const attackers = attackerHeaders.map(async (callerHeaders) => {
    while (attacking) {
      const { status } = await post(agent, attackBody, callerHeaders);
      attacks += 1;
      statuses.add(status);
    }
  });
  const result = await during();
  attacking = false;
  await Promise.all(attackers);
  agent.destroy();
  return { result, attacks, statuses };
}

console.log(
  `amplification bench: service pid ${service.pid}, attack body ${(attackBody.length / 1024).toFixed(1)} KB, ${SOUND_CONNECTIONS} sound connections, ${ATTACKERS} attackers, ${seconds} s per phase`,
);
// Warm-up: both paths compiled before anything is timed.
await cpuPerRequest(attackBody, 50, await clientsOf("cost-probe-warm-up", 50));
await cpuPerRequest(soundBody, 200);
const attackCost = await cpuPerRequest(attackBody, CPU_SAMPLE, measuringHeaders);
const soundCost = await cpuPerRequest(soundBody, CPU_SAMPLE);
console.log(`service CPU per attack body: ${attackCost.cpuMs.toFixed(2)} ms (answered ${attackCost.status}, ${(attackCost.bytes / 1024).toFixed(1)} KB)`);
console.log(`service CPU per sound request: ${soundCost.cpuMs.toFixed(2)} ms (answered ${soundCost.status}, ${(soundCost.bytes / 1024).toFixed(1)} KB)`);

const describeRun = (label: string, figures: LoadFigures) =>
  `${label}: ${figures.requestsPerSecond.toFixed(0)} sound requests/s, p50 ${figures.latencyP50Ms} ms, p99 ${figures.latencyP99Ms} ms`;
await sound("warm-up");
const unattackedTurns: LoadFigures[] = [];
const attackedTurns: LoadFigures[] = [];
const attackStatuses = new Set<number>();
for (let turn = 0; turn < 5; turn += 1) {
  if (turn % 2 === 0) {
    const figures = await sound("unattacked");
    unattackedTurns.push(figures);
    console.log(describeRun("unattacked", figures));
  } else {
    const attacked = await underAttack(() => sound("under two attackers"));
    attackedTurns.push(attacked.result);
    for (const status of attacked.statuses) attackStatuses.add(status);
    console.log(`${describeRun("under two attackers", attacked.result)}; ${attacked.attacks} attack bodies answered (${[...attacked.statuses].join("/")})`);
  }
}
const mean = (turns: LoadFigures[], pick: (figures: LoadFigures) => number) => turns.reduce((sum, figures) => sum + pick(figures), 0) / turns.length;
const unattacked = mean(unattackedTurns, (figures) => figures.requestsPerSecond);
const attackedMean = mean(attackedTurns, (figures) => figures.requestsPerSecond);
const ratio = attackedMean / unattacked;
const predicted = (SOUND_CONNECTIONS * soundCost.cpuMs) / (SOUND_CONNECTIONS * soundCost.cpuMs + ATTACKERS * attackCost.cpuMs);
console.log(
  `ratio: ${ratio.toFixed(3)} (${attackedMean.toFixed(0)}/s attacked, ${unattacked.toFixed(0)}/s unattacked; p99 ${mean(attackedTurns, (figures) => figures.latencyP99Ms).toFixed(0)} ms against ${mean(unattackedTurns, (figures) => figures.latencyP99Ms).toFixed(0)} ms); target at least ${RATIO_TARGET}`,
);
console.log(`fair sharing of the event loop predicts ${predicted.toFixed(3)} for ${SOUND_CONNECTIONS} sound connections and ${ATTACKERS} attackers`);
console.log(
  `load average (1, 5, 15 min): ${loadAtStart.map((value) => value.toFixed(2)).join(" ")} at start, ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")} at end`,
);

jwksServer.close();
service.stdin.write("exit\n");
await new Promise((resolve) => service.once("exit", resolve));
const ok = ratio >= RATIO_TARGET && attackCost.cpuMs < CPU_TARGET_MS && [...attackStatuses].every((status) => status === 400 || status === 429);
console.log(ok ? "amplification: PASS" : "amplification: FAIL");
process.exitCode = ok ? 0 : 1;
