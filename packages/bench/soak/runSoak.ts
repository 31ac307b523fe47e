/**
 * `npm run soak`: the reference service (as `pmi-rating serve` runs it, JWT on, logging every
 * request) in its own process, first driven flat out for a short while to measure its peak,
 * then for 10 minutes at about 70 % of that peak over keep-alive connections on loopback, while
 * the attacks of attacks.ts (and a client hanging up mid-body) are sent every 5 seconds.
 * Prints requests, errors, p99 latency, the service's RSS at start and end, and the load
 * average; exits 1 if any request failed, any attack got an unexpected answer or the
 * service logged an error.
 *
 *   npm run soak                  # 10 minutes (600 s)
 *   npm run soak -- --seconds 20  # a quick check
 */
import { execFileSync, spawn } from "node:child_process";
import { loadavg } from "node:os";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../../service/src/index.js";
import { abortMidBody, ATTACKS, sendAttack } from "./attacks.js";

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const CONNECTIONS = 10;
const PEAK_SECONDS = 10;
const LOAD_SHARE = 0.7;

function secondsOption(): number {
  const index = process.argv.indexOf("--seconds");
  const seconds = index === -1 ? 600 : Number(process.argv[index + 1]);
  if (!Number.isInteger(seconds) || seconds < 5) throw new Error("--seconds takes a whole number of seconds, at least 5");
  return seconds;
}

/** Resident set size of a process in MB, as ps reports it. */
function rssMegabytes(pid: number): number {
  return Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)], { encoding: "utf8" }).trim()) / 1024;
}

const seconds = secondsOption();
const cli = fileURLToPath(new URL("../../cli/src/index.ts", import.meta.url));
// The service runs with a bounded old generation, as in a container with a memory limit: V8
// otherwise lets garbage pile up to a large heap before collecting, which hides whether the
// RSS is flat; a real leak under this bound ends in an out-of-memory crash, failing the soak.
const maxOldSpaceMb = 128;
const service = spawn(process.execPath, [`--max-old-space-size=${maxOldSpaceMb}`, "--import", "tsx", cli, "serve", "--port", "0"], {
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, HOST: "127.0.0.1" },
});
const logged = { lines: 0, errors: 0, refused: 0, closedByClient: 0 };
const baseUrl = await new Promise<string>((resolve, reject) => {
  createInterface({ input: service.stdout }).on("line", (line) => {
    logged.lines += 1;
    const entry = JSON.parse(line) as { level: string; event: string; url?: string; status?: number };
    if (entry.level === "error") logged.errors += 1;
    if (entry.event === "request-refused") logged.refused += 1;
    if (entry.status === 499) logged.closedByClient += 1;
    if (entry.event === "listening" && entry.url !== undefined) resolve(entry.url);
  });
  service.once("exit", (code) => reject(new Error(`the service exited with code ${code} before listening`)));
});
const port = Number(new URL(baseUrl).port);
let serviceExit: number | null | undefined;
service.once("exit", (code) => (serviceExit = code));

const tokenResponse = await fetch(`${baseUrl}/oauth2/token`, {
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams({ grant_type: "client_credentials", client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET }).toString(),
});
const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
const body = await import("node:fs").then((fs) => fs.readFileSync(new URL("../../../examples/requests/new-business-single-adult.json", import.meta.url), "utf8"));
const load = {
  url: `${baseUrl}${QUOTE_PATH}`,
  method: "POST",
  body,
  headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "correlation-id": "soak-0001", "requesting-system": "soak" },
  connections: CONNECTIONS,
  pipelining: 1,
  timeout: 10,
};

console.log(
  `pmi-rating soak: service at ${baseUrl} (pid ${service.pid}, --max-old-space-size=${maxOldSpaceMb}), load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}`,
);
const peak = await autocannon({ ...load, duration: PEAK_SECONDS });
const rate = Math.max(1, Math.round(peak.requests.average * LOAD_SHARE));
console.log(
  `peak: ${peak.requests.average.toFixed(0)} requests/s over ${PEAK_SECONDS} s (${peak.errors + peak.timeouts + peak.non2xx} failed); soaking at ${rate}/s for ${seconds} s`,
);

const rssStart = rssMegabytes(service.pid!);
const loadStart = loadavg();
const rssSamples: number[] = [rssStart];
// V8 grows its heap to a steady size during the first minute of sustained load; flatness is
// judged from there (the RSS after the peak run is printed too).
const settleSeconds = Math.min(60, Math.floor(seconds / 4));
let rssSettled = rssStart;
const settleTimer = setTimeout(() => (rssSettled = rssMegabytes(service.pid!)), settleSeconds * 1000);
const attackResults = new Map<string, { sent: number; unexpected: number; statuses: Set<number> }>();
const attacker = setInterval(() => {
  rssSamples.push(rssMegabytes(service.pid!));
  void abortMidBody(port, token);
  for (const attack of ATTACKS) {
    void sendAttack(port, attack).then((status) => {
      const result = attackResults.get(attack.name) ?? { sent: 0, unexpected: 0, statuses: new Set<number>() };
      result.sent += 1;
      result.statuses.add(status);
      if (status !== attack.expectedStatus) result.unexpected += 1;
      attackResults.set(attack.name, result);
    });
  }
}, 5_000);
// overallRate (requests per second over all connections) is autocannon 9's; bench/lib's typing omits it.
const soakOptions = { ...load, duration: seconds, overallRate: rate };
const soak = await autocannon(soakOptions);
clearInterval(attacker);
clearTimeout(settleTimer);
await new Promise((wait) => setTimeout(wait, 500));
const rssEnd = rssMegabytes(service.pid!);
const loadEnd = loadavg();

const failed = soak.errors + soak.timeouts + soak.non2xx;
const unexpectedAttacks = [...attackResults.values()].reduce((sum, result) => sum + result.unexpected, 0);
console.log(
  `soak: ${soak.requests.total} requests in ${seconds} s (${soak.requests.average.toFixed(0)}/s), ${soak.errors} errors, ${soak.timeouts} timeouts, ${soak.non2xx} non-2xx`,
);
console.log(`latency: p50 ${soak.latency.p50} ms, p99 ${soak.latency.p99} ms`);
console.log(
  `service RSS: ${rssStart.toFixed(1)} MB after the peak run, ${rssSettled.toFixed(1)} MB ${settleSeconds} s into the soak, ${rssEnd.toFixed(1)} MB at end ` +
    `(${(((rssEnd - rssSettled) / rssSettled) * 100).toFixed(1)} % from ${settleSeconds} s to end), max ${Math.max(...rssSamples).toFixed(1)} MB`,
);
console.log(
  `load average (1, 5, 15 min): ${loadStart.map((value) => value.toFixed(2)).join(" ")} at start, ${loadEnd.map((value) => value.toFixed(2)).join(" ")} at end (2 cores, shared)`,
);
console.log(`service log: ${logged.lines} lines, ${logged.errors} at level error, ${logged.refused} refused requests, ${logged.closedByClient} client aborts (499)`);
for (const attack of ATTACKS) {
  const result = attackResults.get(attack.name);
  console.log(
    `attack ${attack.name}: expected ${attack.expectedStatus}, got ${[...(result?.statuses ?? [])].join("/")} (${result?.sent ?? 0} sent, ${result?.unexpected ?? 0} unexpected)`,
  );
}
const crashed = serviceExit !== undefined;
if (crashed) console.log(`the service exited during the soak with code ${serviceExit}`);
else {
  service.kill("SIGTERM");
  await new Promise((resolve) => service.once("exit", resolve));
}
const ok = !crashed && failed === 0 && unexpectedAttacks === 0 && logged.errors === 0;
console.log(ok ? "soak: PASS" : "soak: FAIL");
process.exitCode = ok ? 0 : 1;
