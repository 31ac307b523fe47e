/**
 * `npx tsx bench/records/measureQuoteStore.ts`: the reference service's requests/s without the
 * quote store, then with it on the embedded database (PGlite) and on PostgreSQL (DATABASE_URL,
 * else a throw-away cluster of Debian's package), in one run, each a `pmi-rating serve` process
 * driven by autocannon with the same quotation. docs/performance.md, section "Quote store".
 *
 *   npx tsx bench/records/measureQuoteStore.ts [--seconds 8] [--connections 8]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/lib/startThrowawayPostgres.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const { values } = parseArgs({ options: { seconds: { type: "string", default: "8" }, connections: { type: "string", default: "8" } } });
const body = readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function measure(name: string, env: Record<string, string>): Promise<{ name: string; perSecond: number; p50: number; p99: number; non2xx: number; load: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/cli/index.ts", "serve"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (let started = Date.now(); ;) {
      try {
        if ((await fetch(`${url}/readyz`)).ok) break;
      } catch {
        if (Date.now() - started > 240_000) throw new Error(`${name}: the service did not start`);
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    const tokenResponse = await fetch(`${url}/oauth2/token`, {
      method: "POST",
      headers: { authorization: `Basic ${Buffer.from("hrsol-test-client:hrsol-test-secret").toString("base64")}`, "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials",
    });
    const token = ((await tokenResponse.json()) as { access_token: string }).access_token;
    const options = {
      url: `${url}${QUOTE_PATH}`,
      method: "POST" as const,
      body,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "Correlation-ID": "bench", "Requesting-System": "bench" },
      connections: Number(values.connections),
    };
    await autocannon({ ...options, duration: 2 }); // warm-up
    const result = (await autocannon({ ...options, duration: Number(values.seconds) })) as unknown as {
      requests: { average: number };
      latency: { p50: number; p99: number };
      non2xx: number;
    };
    return {
      name,
      perSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      load: loadavg()
        .map((value) => value.toFixed(1))
        .join(" "),
    };
  } finally {
    child.kill("SIGTERM");
    await new Promise((done) => child.once("exit", done));
  }
}

const work = mkdtempSync(join(tmpdir(), "pmi-rating-store-bench-"));
let postgres: ThrowawayPostgres | undefined;
try {
  const databaseUrl = process.env.DATABASE_URL?.trim() || (postgres = startThrowawayPostgres(await freePort())).url;
  const off = await measure("store off", { PMI_QUOTE_STORE: "off" });
  const pglite = await measure("store on, PGlite", { PMI_QUOTE_STORE: "on", PMI_DATA_DIR: join(work, "data") });
  const onPostgres = await measure("store on, PostgreSQL", { PMI_QUOTE_STORE: "on", DATABASE_URL: databaseUrl });
  console.log(
    `| Service (${values.connections} connections, ${values.seconds} s) | requests/s | p50 / p99 | non-2xx | ratio to store off | load average (1, 5, 15 min) |`,
  );
  console.log("|---|---|---|---|---|---|");
  for (const row of [off, pglite, onPostgres]) {
    console.log(
      `| ${row.name} | ${Math.round(row.perSecond).toLocaleString("en-GB")} | ${row.p50} / ${row.p99} ms | ${row.non2xx} | ${((100 * row.perSecond) / off.perSecond).toFixed(0)} % | ${row.load} |`,
    );
  }
} finally {
  postgres?.remove();
  rmSync(work, { recursive: true, force: true });
}
