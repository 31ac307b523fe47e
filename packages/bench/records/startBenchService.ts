import { fetchTestToken } from "../../scripts/lib/fetchTestToken.js";
import { freePort } from "../../scripts/lib/freePort.js";
import { startServiceProcess } from "../../scripts/lib/startServiceProcess.js";
import { waitForUrl } from "../../scripts/lib/waitForUrl.js";

/** A built reference service of the store bench, started and ready, with what a load generator needs. */
export interface BenchService {
  readonly name: string;
  readonly pid: number;
  readonly quoteUrl: string;
  /** A test client's token and the caller's headers, as every quotation of the bench sends them. */
  readonly headers: Readonly<Record<string, string>>;
  /** CPU seconds so far of the database server beside it, when it has one on this machine. */
  readonly databaseCpuSeconds: () => number | undefined;
  stop(): Promise<void>;
}

/**
 * Starts `node dist/cli.js serve` on a free port with `env` added, waits until it is ready
 * (`/readyz`: its store open) and fetches a token for it.
 *
 * @example
 * const service = await startBenchService("store off", { PMI_QUOTE_STORE: "off" });
 * await service.stop();
 */
export async function startBenchService(
  name: string,
  env: Record<string, string>,
  databaseCpuSeconds: () => number | undefined = () => undefined,
  root?: string,
): Promise<BenchService> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startServiceProcess({ port, env, ...(root === undefined ? {} : { root }) });
  const exited = new Promise((done) => child.once("exit", done));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  try {
    // A service that could not start ends: say so at once rather than after the wait.
    await Promise.race([
      waitForUrl(`${url}/readyz`, 240_000),
      exited.then(() => Promise.reject(new Error(`${name}: the service ended before it was ready (exit code ${child.exitCode ?? child.signalCode})`))),
    ]);
    const token = await fetchTestToken(url);
    return {
      name,
      pid: child.pid!,
      quoteUrl: `${url}/v1/individualHealthcarePolicy/quote`,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "Correlation-ID": "bench", "Requesting-System": "bench" },
      databaseCpuSeconds,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
