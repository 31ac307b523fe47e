/**
 * Child benchmark: the reference service (JWT on), the quote adapter without authentication
 * (JWT off) and a bare node:http server, each in its own process, driven in turn by
 * autocannon from this one, then the reference service on 2 node:cluster workers (10 keep-alive connections; 10 s, 3 s on a quick run; after an
 * unreported warm-up), all with the same body: the first request of the seeded book.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { bundleScript } from "../lib/bundleScript.js";
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "../../src/service/index.js";
import { defaultTables } from "../../src/tables/default/index.js";
import { mixedBook } from "../lib/benchBooks.js";
import { isQuickRun, printResult } from "../lib/runChild.js";
import { driveWithAutocannon, type LoadFigures } from "./driveWithAutocannon.js";

export interface ServiceFigures {
  readonly connections: number;
  readonly durationSeconds: number;
  readonly bodyBytes: number;
  readonly runs: readonly (LoadFigures & { readonly label: string })[];
}

const QUOTE_PATH = "/v1/individualHealthcarePolicy/quote";
const connections = 10;
const durationSeconds = Number(process.env.BENCH_SERVICE_SECONDS ?? (isQuickRun ? 3 : 10));

async function startServer(kind: string): Promise<{ url: string; child: ChildProcess }> {
  const script = await bundleScript("service/serveForBench.ts");
  const child = spawn(process.execPath, [script, kind], { stdio: ["ignore", "pipe", "inherit"] });
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.setEncoding("utf8");
    child.stdout?.on("data", (chunk: string) => {
      output += chunk;
      const ready = /^READY (\S+)$/m.exec(output);
      if (ready?.[1] !== undefined) resolve(ready[1]);
    });
    child.once("exit", (code) => reject(new Error(`the ${kind} server exited with code ${code} before it was ready`)));
  });
  return { url, child };
}

async function fetchTestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET }).toString(),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || body.access_token === undefined) throw new Error(`the test token endpoint answered ${response.status}: ${JSON.stringify(body)}`);
  return body.access_token;
}

const [request] = mixedBook(1, defaultTables);
const body = JSON.stringify(request);
const callerHeaders = { "correlation-id": "bench-service-0001", "requesting-system": "BOOK-GENERATOR" };
const clusterWorkers = 2;
process.env.BENCH_CLUSTER_WORKERS = String(clusterWorkers);
const runs: (LoadFigures & { label: string })[] = [];
for (const [kind, label] of [
  ["bare", "bare node:http (JSON parse, fixed answer)"],
  ["adapter", "quote adapter, JWT off"],
  ["reference", "reference service, JWT on"],
  ["cluster", `reference service, JWT on, ${clusterWorkers} workers (serve --workers ${clusterWorkers})`],
] as const) {
  const { url, child } = await startServer(kind);
  try {
    const headers = kind === "reference" || kind === "cluster" ? { ...callerHeaders, authorization: `Bearer ${await fetchTestToken(url)}` } : callerHeaders;
    const probe = await fetch(`${url}${QUOTE_PATH}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    if (!probe.ok) throw new Error(`${label}: a probe request was answered ${probe.status}: ${await probe.text()}`);
    const load = { url: `${url}${QUOTE_PATH}`, body, headers, connections, label };
    // Warm-up, not reported: the first seconds of a fresh process measure the JIT, not the server.
    await driveWithAutocannon({ ...load, durationSeconds: isQuickRun ? 1 : 3 });
    runs.push({ label, ...(await driveWithAutocannon({ ...load, durationSeconds })) });
  } finally {
    child.kill();
  }
}
printResult({ connections, durationSeconds, bodyBytes: Buffer.byteLength(body), runs } satisfies ServiceFigures);
