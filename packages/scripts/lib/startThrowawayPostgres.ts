import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { userInfo } from "node:os";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A PostgreSQL cluster of Debian's package, in a temporary folder, on a loopback port. */
export interface ThrowawayPostgres {
  /** Connection string of its `postgres` database. */
  readonly url: string;
  /** Stops the server (fast shutdown); the data stays, for `start`. */
  stop(): void;
  start(): void;
  /** Stops it and deletes its folder. */
  remove(): void;
}

function binFolder(): string {
  const given = process.env.PMI_PG_BIN?.trim();
  if (given) return given;
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").filter((name) => existsSync(`/usr/lib/postgresql/${name}/bin/initdb`)) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (newest === undefined) throw new Error("PostgreSQL is not installed; on Debian or Ubuntu: apt-get install -y postgresql");
  return `/usr/lib/postgresql/${newest}/bin`;
}

/**
 * Starts a throw-away PostgreSQL cluster (initdb, pg_ctl) on 127.0.0.1:`port`, run by the
 * package's postgres user when this process is root (PostgreSQL refuses root).
 *
 * @example
 * const postgres = startThrowawayPostgres(22433);
 * process.env.DATABASE_URL = postgres.url;
 * postgres.remove();
 */
export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = binFolder();
  const directory = mkdtempSync(join(tmpdir(), "pmi-rating-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const owner = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const group = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(directory, Number(owner.stdout.trim()), Number(group.stdout.trim()));
  }
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, fullArgs, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const data = join(directory, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  const start = () => run("pg_ctl", ["-D", data, "-l", join(directory, "log"), "-w", "-o", `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1`, "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
