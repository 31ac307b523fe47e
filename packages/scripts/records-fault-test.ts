/**
 * `npm run fault-test`: what the quote store promises under faults (docs/records.md), proved
 * on real processes. For each scenario a `pmi-rating serve` process is driven with quotations
 * (every one with its own caller id), and then:
 *
 * - kill: the service is killed with SIGKILL mid-run and started again (PGlite, then PostgreSQL);
 * - database restart, refuse: PostgreSQL is stopped mid-run and started again; the service
 *   answers 503 meanwhile;
 * - database restart, journal: the same, the service pricing on into its local journal.
 *
 * Passes (exit 0) when every quotation the load generator saw answered 200 is in the store
 * under its Quote-ID, with its own request, and no request is stored twice.
 *
 *   npm run fault-test -- [--seconds 8] [--connections 8] [--scenario kill-pglite,kill-postgres,restart-refuse,restart-journal]
 */
import type { ChildProcess } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openQuoteStore, type QuoteStoreLocation } from "../store/src/openQuoteStore.js";
import { freshPostgresLocation } from "@pmi-rating/test-support";
import { fetchTestToken } from "./lib/fetchTestToken.js";
import { freePort } from "./lib/freePort.js";
import { startServiceProcess } from "./lib/startServiceProcess.js";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./lib/startThrowawayPostgres.js";
import { waitForUrl } from "./lib/waitForUrl.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "8" },
    scenario: { type: "string", default: "kill-pglite,kill-postgres,restart-refuse,restart-journal" },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const requestTemplate = readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8");
const callerIdMatch = /"id":\s*"[^"]*"/.exec(requestTemplate);
if (callerIdMatch === null) throw new Error("the example request has no id");

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

interface Outcome {
  readonly callerId: string;
  readonly status: number;
  readonly quoteId?: string;
}

const signingKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();

function startService(port: number, env: Record<string, string>): ChildProcess {
  return startServiceProcess({
    port,
    fromSource: true,
    env: { PMI_TEST_SIGNING_KEY: signingKey, PMI_TEST_ISSUER: "urn:fault-test", PMI_QUOTE_STORE: "on", ...env },
  });
}

/** Drives quotations until `stop()`; each request has its own caller id; connection failures are retried as new requests. */
function driveLoad(url: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  let counter = 0;
  let token: string | undefined;
  const loop = async () => {
    while (running) {
      const callerId = `FT-${process.pid}-${counter++}`;
      try {
        token ??= await fetchTestToken(url);
        const response = await fetch(`${url}${QUOTE_PATH}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "Correlation-ID": callerId, "Requesting-System": "fault-test" },
          body: requestTemplate.replace(callerIdMatch![0], `"id": "${callerId}"`),
        });
        const text = await response.text();
        const quoteId = response.headers.get("quote-id") ?? undefined;
        outcomes.push({ callerId, status: response.status, ...(quoteId === undefined ? {} : { quoteId }) });
        if (response.status === 200 && (quoteId === undefined || !text.includes(quoteId))) throw new Error(`a 200 without its Quote-ID in the body: ${callerId}`);
      } catch (error) {
        if (error instanceof Error && error.message.startsWith("a 200 without")) throw error;
        // The service is down (killed, restarting): this request got no answer; try again shortly.
        outcomes.push({ callerId, status: 0 });
        await sleep(50);
      }
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

async function verify(name: string, location: QuoteStoreLocation, outcomes: readonly Outcome[]): Promise<string[]> {
  const store = await openQuoteStore(location);
  const problems: string[] = [];
  try {
    const answered = outcomes.filter((outcome) => outcome.status === 200);
    let found = 0;
    for (const outcome of answered) {
      const record = await store.find(outcome.quoteId!);
      if (record === undefined) problems.push(`${outcome.callerId} was answered 200 as ${outcome.quoteId} but is not on record`);
      else if (record.callerQuoteId !== outcome.callerId) problems.push(`${outcome.quoteId} holds ${record.callerQuoteId}, not ${outcome.callerId}`);
      else found += 1;
    }
    const perCaller = new Map<string, number>();
    let stored = 0;
    for await (const record of store.replay()) {
      stored += 1;
      perCaller.set(record.callerQuoteId ?? "", (perCaller.get(record.callerQuoteId ?? "") ?? 0) + 1);
    }
    const twice = [...perCaller].filter(([, count]) => count > 1);
    if (twice.length > 0) problems.push(`${twice.length} requests stored more than once, e.g. ${twice[0]![0]}`);
    const statuses = new Map<number, number>();
    for (const outcome of outcomes) statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    console.log(
      `${name}: ${outcomes.length} requests (${[...statuses].map(([status, count]) => `${status === 0 ? "no answer" : status}: ${count}`).join(", ")}); ` +
        `${found} of ${answered.length} answered 200 found by id; ${stored} records in the store; ${twice.length} stored twice`,
    );
  } finally {
    await store.close();
  }
  return problems;
}

async function killScenario(name: string, location: QuoteStoreLocation, env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let service = startService(port, env);
  await waitForUrl(`${url}/readyz`, 180_000);
  const load = driveLoad(url);
  await sleep((seconds * 1000) / 2);
  service.kill("SIGKILL");
  await new Promise((done) => service.once("exit", done));
  console.log(`${name}: killed the service (SIGKILL) after ${seconds / 2} s under load; starting it again`);
  service = startService(port, env);
  await waitForUrl(`${url}/readyz`, 180_000);
  await sleep((seconds * 1000) / 2);
  const outcomes = await load.stop();
  service.kill("SIGTERM");
  await new Promise((done) => service.once("exit", done));
  const problems: string[] = [];
  // The embedded store's journal: the killed service's files copied by the restarted one as it opened, and its own ended and deleted as it stopped.
  if (env.PMI_DATA_DIR !== undefined) {
    const left = readdirSync(join(env.PMI_DATA_DIR, "journal"));
    console.log(`${name}: ${left.length} journal files left after the restarted service stopped`);
    if (left.length > 0) problems.push(`the journal still holds ${left.join(", ")} after a clean stop`);
  }
  return [...problems, ...(await verify(name, location, outcomes))];
}

async function restartScenario(name: string, postgres: ThrowawayPostgres, location: { databaseUrl: string }, env: Record<string, string>): Promise<string[]> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const service = startService(port, { DATABASE_URL: location.databaseUrl, ...env });
  await waitForUrl(`${url}/readyz`, 180_000);
  const load = driveLoad(url);
  await sleep((seconds * 1000) / 3);
  postgres.stop();
  console.log(`${name}: stopped PostgreSQL under load`);
  await sleep((seconds * 1000) / 3);
  postgres.start();
  console.log(`${name}: started PostgreSQL again`);
  await sleep((seconds * 1000) / 3);
  const outcomes = await load.stop();
  // The journal is copied within a second or two of the database's return; shutdown copies what is left.
  service.kill("SIGTERM");
  await new Promise((done) => service.once("exit", done));
  const problems = await verify(name, location, outcomes);
  if (env.PMI_QUOTE_STORE_UNAVAILABLE === "refuse" && !outcomes.some((outcome) => outcome.status === 503)) problems.push("no 503 while the database was down");
  return problems;
}

async function main(): Promise<void> {
  const scenarios = new Set(values.scenario.split(","));
  const work = mkdtempSync(join(tmpdir(), "pmi-rating-fault-"));
  const problems: string[] = [];
  let postgres: ThrowawayPostgres | undefined;
  try {
    if (scenarios.has("kill-pglite")) {
      const dataDir = join(work, "pglite");
      problems.push(...(await killScenario("kill, PGlite", { pgliteDir: join(dataDir, "quotes") }, { PMI_DATA_DIR: dataDir })));
    }
    const needsPostgres = ["kill-postgres", "restart-refuse", "restart-journal"].some((scenario) => scenarios.has(scenario));
    if (needsPostgres) postgres = startThrowawayPostgres(await freePort());
    const database = () => freshPostgresLocation(postgres!.url);
    if (scenarios.has("kill-postgres")) {
      const location = await database();
      problems.push(...(await killScenario("kill, PostgreSQL", location, { DATABASE_URL: location.databaseUrl })));
    }
    if (scenarios.has("restart-refuse"))
      problems.push(...(await restartScenario("database restart, refuse", postgres!, await database(), { PMI_QUOTE_STORE_UNAVAILABLE: "refuse" })));
    if (scenarios.has("restart-journal")) {
      problems.push(
        ...(await restartScenario("database restart, journal", postgres!, await database(), {
          PMI_QUOTE_STORE_UNAVAILABLE: "journal",
          PMI_QUOTE_JOURNAL_DIR: join(work, "journal"),
        })),
      );
    }
  } finally {
    postgres?.remove();
    rmSync(work, { recursive: true, force: true });
  }
  if (problems.length > 0) {
    console.log(`FAIL:\n  ${problems.slice(0, 20).join("\n  ")}`);
    process.exitCode = 1;
  } else console.log("PASS: every quotation answered 200 is on record under its Quote-ID, none stored twice");
}

await main();
