import { existsSync } from "node:fs";
import { join } from "node:path";
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/**
 * Starts `pmi-rating serve` as a child process on 127.0.0.1:`port` with `env` added to this
 * process's environment: the built `dist/cli.js` (what users run; `npm run build` first) or,
 * with `fromSource`, `src/cli/index.ts` under node with tsx's loader (not the tsx wrapper, so
 * that a signal sent to the child reaches the service itself). Its standard output is dropped,
 * its errors shown.
 *
 * @example
 * const service = startServiceProcess({ port, env: { PMI_QUOTE_STORE: "on" } });
 * await waitForUrl(`http://127.0.0.1:${port}/readyz`, 60_000);
 * service.kill("SIGTERM");
 */
export function startServiceProcess(options: {
  readonly port: number;
  readonly env?: Record<string, string>;
  readonly fromSource?: boolean;
  /** Another checkout to run the service of (its own built dist): a bench's before beside its after. Default: this one. */
  readonly root?: string;
}): ChildProcess {
  const root = options.root ?? ROOT;
  // A checkout from before the workspace packages had the binary in the root's dist/.
  const built = existsSync(join(root, "packages/cli/dist/cli.js")) ? "packages/cli/dist/cli.js" : "dist/cli.js";
  const entry = options.fromSource === true ? ["--import", "tsx", "packages/cli/src/index.ts"] : [built];
  return spawn(process.execPath, [...entry, "serve"], {
    cwd: root,
    env: { ...process.env, PORT: String(options.port), HOST: "127.0.0.1", ...options.env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
