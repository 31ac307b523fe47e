/**
 * `npx tsx bench/service/measureStartup.ts`: how long the built service (`node dist/cli.js
 * serve`, what `npm start` runs after its build) takes from the moment its process is started
 * to its first `/healthz` 200 (the port answers), to its first `/readyz` 200 (the quote store is
 * open) and to its first quotation answered 200 with a Quote-ID (priced and on record; sent as
 * soon as the port answers, so it waits for the store). Scenarios: the store off; the embedded
 * database (PGlite) in a new data folder; the same folder again (an existing one); the same
 * folder after the service was killed (SIGKILL: PostgreSQL's crash recovery); with
 * `--postgres`, PostgreSQL (DATABASE_URL, else a throw-away cluster of Debian's package). Each
 * scenario runs `--runs` times; the table gives the median and the range, with the load average
 * at the end of each scenario (the figures mean little on a busy machine: say the load).
 *
 *   npx tsx bench/service/measureStartup.ts [--runs 5] [--postgres] [--no-build]
 */
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freshPostgresLocation } from "@pmi-rating/test-support";
import { fetchTestToken } from "../../scripts/lib/fetchTestToken.js";
import { freePort } from "../../scripts/lib/freePort.js";
import { postgresForScript, type ScriptPostgres } from "../../scripts/lib/postgresForScript.js";
import { percentile } from "../lib/percentile.js";
import { parseBenchArgs } from "../lib/parseBenchArgs.js";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const { values } = parseBenchArgs(import.meta.url, {
  options: { runs: { type: "string", default: "5" }, postgres: { type: "boolean", default: false }, "no-build": { type: "boolean", default: false } },
});
const runs = Number(values.runs);
const body = readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8");

/** Milliseconds from the process's start to each first answer; undefined for what did not happen. */
interface Startup {
  readonly healthz: number;
  readonly readyz: number;
  readonly recordedQuote?: number;
  /** The store's own opening time, as the service logs it (`quote-store`, openedInMs). */
  readonly storeOpenedInMs?: number;
}

/** Asks `url` every 5 ms until it answers 200; resolves to the time it did. */
async function firstOk(url: string, deadline: number): Promise<number> {
  while (performance.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return performance.now();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`${url} did not answer 200 in time`);
}

async function startOnce(env: Record<string, string>, options: { readonly kill?: boolean } = {}): Promise<Startup> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ["dist/cli.js", "serve"], {
    cwd: ROOT,
    // DATABASE_URL only where the scenario gives it: the bench's own is for its PostgreSQL scenario.
    env: { ...process.env, DATABASE_URL: "", PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let log = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  try {
    const deadline = started + 120_000;
    const healthz = await firstOk(`${url}/healthz`, deadline);
    // Sent as soon as the port answers: priced at once, answered once its record is kept.
    const quote = env.PMI_QUOTE_STORE === "off" ? undefined : firstRecordedQuote(url);
    const readyz = await firstOk(`${url}/readyz`, deadline);
    const recordedQuote = await quote;
    const opened = /"openedInMs":(\d+)/.exec(log)?.[1];
    return {
      healthz: healthz - started,
      readyz: readyz - started,
      ...(recordedQuote === undefined ? {} : { recordedQuote: recordedQuote - started }),
      ...(opened === undefined ? {} : { storeOpenedInMs: Number(opened) }),
    };
  } finally {
    child.kill(options.kill === true ? "SIGKILL" : "SIGTERM");
    await exited;
  }
}

async function firstRecordedQuote(url: string): Promise<number> {
  const token = await fetchTestToken(url);
  const response = await fetch(`${url}${QUOTE_PATH}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "Correlation-ID": "startup", "Requesting-System": "bench" },
    body,
  });
  await response.arrayBuffer();
  if (response.status !== 200 || response.headers.get("quote-id") === null) throw new Error(`the first quotation was answered ${response.status}`);
  return performance.now();
}

interface Row {
  readonly name: string;
  readonly startups: readonly Startup[];
  readonly load: string;
}

async function scenario(name: string, next: () => Promise<Startup>): Promise<Row> {
  const startups: Startup[] = [];
  for (let run = 0; run < runs; run += 1) startups.push(await next());
  const row = {
    name,
    startups,
    load: loadavg()
      .map((value) => value.toFixed(2))
      .join(" "),
  };
  process.stderr.write(`${format(row)}\n`);
  return row;
}

function summary(numbers: readonly (number | undefined)[]): string {
  const known = numbers.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (known.length === 0) return "–";
  return `${(percentile(known, 0.5) / 1000).toFixed(2)} s (${(known[0]! / 1000).toFixed(2)}–${(known[known.length - 1]! / 1000).toFixed(2)})`;
}

function format(row: Row): string {
  const of = (key: keyof Startup) => summary(row.startups.map((startup) => startup[key]));
  return `| ${row.name} | ${of("healthz")} | ${of("readyz")} | ${of("recordedQuote")} | ${of("storeOpenedInMs")} | ${row.load} |`;
}

if (!values["no-build"]) execSync("npm run build", { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
// The bench's own fetch loaded and warmed before the first process is timed.
await fetch("http://127.0.0.1:1/").catch(() => undefined);
const work = mkdtempSync(join(tmpdir(), "pmi-rating-startup-"));
let postgres: ScriptPostgres | undefined;
try {
  const rows: Row[] = [];
  rows.push(await scenario("store off", () => startOnce({ PMI_QUOTE_STORE: "off" })));
  let folder = 0;
  const freshFolder = () => join(work, `data-${folder++}`);
  rows.push(await scenario("PGlite, new data folder", () => startOnce({ PMI_QUOTE_STORE: "on", PMI_DATA_DIR: freshFolder() })));
  const existing = freshFolder();
  await startOnce({ PMI_QUOTE_STORE: "on", PMI_DATA_DIR: existing });
  rows.push(await scenario("PGlite, existing data folder", () => startOnce({ PMI_QUOTE_STORE: "on", PMI_DATA_DIR: existing })));
  rows.push(
    await scenario("PGlite, existing folder after SIGKILL", async () => {
      await startOnce({ PMI_QUOTE_STORE: "on", PMI_DATA_DIR: existing }, { kill: true });
      return startOnce({ PMI_QUOTE_STORE: "on", PMI_DATA_DIR: existing });
    }),
  );
  if (values.postgres) {
    postgres = await postgresForScript();
    const url = postgres.url;
    rows.push(await scenario("PostgreSQL, new schema", async () => startOnce({ PMI_QUOTE_STORE: "on", DATABASE_URL: (await freshPostgresLocation(url)).databaseUrl })));
  }
  console.log(`\nnode dist/cli.js serve, ${runs} runs each: median (fastest–slowest), from the process's start\n`);
  console.log("| scenario | /healthz 200 | /readyz 200 | first quotation 200 on record | store opened in (its log) | load average at the end (1, 5, 15 min) |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const row of rows) console.log(format(row));
} finally {
  postgres?.remove();
  rmSync(work, { recursive: true, force: true });
}
