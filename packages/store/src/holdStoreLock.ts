import { hostname as osHostname } from "node:os";
import { link, mkdir, readFile, rename, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import { v7 as uuidv7 } from "uuid";
import { isProcessAlive } from "./isProcessAlive.js";

/** Who holds an embedded store: what the lock file says. */
export interface StoreLockHolder {
  /** What holds it, e.g. "a service keeping quote records" or "pmi-rating quotes show". */
  readonly holder: string;
  readonly pid: number;
  readonly hostname: string;
  /** When it took the store (ISO 8601). */
  readonly since: string;
  /** This holding's own id: a lock taken over is told from one taken anew. */
  readonly token: string;
}

/** An embedded store held by this process: release it when the store closes. */
export interface StoreLock {
  readonly path: string;
  readonly holder: StoreLockHolder;
  /** Removes the lock file (only if it is still this holding's) and stops refreshing it. */
  release(): Promise<void>;
}

/** What `openQuoteStore` rejects with when another process (or this one) holds the embedded store. */
export class QuoteStoreHeldError extends Error {
  readonly code = "QUOTE_STORE_HELD";
  constructor(
    /** The embedded database's folder. */
    readonly databaseDir: string,
    readonly lockPath: string,
    /** Undefined when the lock file could not be read. */
    readonly holder: StoreLockHolder | undefined,
  ) {
    super(
      `The embedded quote store in ${databaseDir} is held by ${holder === undefined ? "another process" : describeHolder(holder)}: one process at a time may open it. ` +
        `Stop that process first, or keep the quotes in PostgreSQL (DATABASE_URL), which several processes share. ` +
        `If that process no longer runs, delete ${lockPath}.`,
    );
    this.name = "QuoteStoreHeldError";
  }
}

/** "a service keeping quote records (process 1234 on host web-1 since 2026-03-02T09:00:00.000Z)". */
export function describeHolder(holder: StoreLockHolder): string {
  return `${holder.holder} (process ${holder.pid} on host ${holder.hostname} since ${holder.since})`;
}

/** How often a holder touches its lock file: a lock from another host untouched for `STALE_AFTER_MS` is a holder gone. */
const REFRESH_MS = 10_000;
const STALE_AFTER_MS = 60_000;
/** The rounding between a lock's time and this process's start, as computed from the clock and the process's uptime. */
const CLOCK_SLACK_MS = 1_000;

/** When this process started, on the wall clock (the same in every thread of it). */
function processStartedAt(): number {
  return Date.now() - process.uptime() * 1000;
}

/** The lock file of an embedded database's folder: beside it, `quotes.lock` for `data/quotes`. */
export function storeLockPath(databaseDir: string): string {
  const absolute = resolve(databaseDir);
  return join(dirname(absolute), `${basename(absolute)}.lock`);
}

interface LockOptions {
  readonly holder: string;
  /** Told when a lock left by a process that no longer runs was taken over (undefined: a lock file that could not be read). */
  readonly onStaleTakenOver?: (stale: StoreLockHolder | undefined, path: string) => void;
  /** For tests: this host's name, whether a process of it runs, and the time now. */
  readonly hostname?: string;
  readonly isAlive?: (pid: number) => boolean;
  readonly now?: () => number;
}

async function holderIn(path: string): Promise<{ holder: StoreLockHolder | undefined; touchedAt: number } | undefined> {
  try {
    const [text, stats] = await Promise.all([readFile(path, "utf8"), stat(path)]);
    let holder: StoreLockHolder | undefined;
    try {
      const read = JSON.parse(text) as Partial<StoreLockHolder>;
      if (typeof read.pid === "number" && typeof read.hostname === "string" && typeof read.since === "string" && typeof read.token === "string") {
        // Bounded: the file is anyone's to write, and its texts go into messages and logs.
        holder = {
          holder: typeof read.holder === "string" ? read.holder.slice(0, 200) : "a process",
          pid: read.pid,
          hostname: read.hostname.slice(0, 255),
          since: read.since.slice(0, 40),
          token: read.token.slice(0, 100),
        };
      }
    } catch {
      // Not a lock this code wrote: judged by its age alone, below.
    }
    return { holder, touchedAt: stats.mtimeMs };
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * Takes the embedded database in `databaseDir` for this process, with its journal: a lock file
 * beside the folder (`storeLockPath`) holding what took it, its process id, host and time. The
 * file is created whole and at once: written under a name of its own, then linked to the
 * lock's name, which fails when that name exists (as `open(path, "wx")`, O_EXCL, does), so no
 * process reads a half-written lock. A lock already there is the holder's, unless its process
 * is gone: on this host, its process id no longer runs (or is this process's own but older than
 * it: left by an earlier process with the same id, as a container's process 1 after a restart); on another
 * host (a data folder on a shared volume), it has not been touched for a minute (a holder
 * touches it every 10 s). A lock whose process is gone is taken over, and told to
 * `onStaleTakenOver`; any other rejects with `QuoteStoreHeldError`.
 *
 * Two PGlite processes on one folder would each run PostgreSQL on the same files, and each copy
 * the other's journal: a quote answered by one is "not found" by the other, or worse.
 *
 * @example
 * const lock = await holdStoreLock("data/quotes", { holder: "pmi-rating quotes show" });
 * try { ... } finally { await lock.release(); }
 */
export async function holdStoreLock(databaseDir: string, options: LockOptions): Promise<StoreLock> {
  const path = storeLockPath(databaseDir);
  const thisHost = options.hostname ?? osHostname();
  const isAlive = options.isAlive ?? isProcessAlive;
  const now = options.now ?? Date.now;
  const mine: StoreLockHolder = { holder: options.holder, pid: process.pid, hostname: thisHost, since: new Date(now()).toISOString(), token: uuidv7() };
  await mkdir(dirname(path), { recursive: true });

  function isGone(current: { holder: StoreLockHolder | undefined; touchedAt: number }): boolean {
    const { holder } = current;
    if (holder === undefined || holder.hostname !== thisHost) return now() - current.touchedAt > STALE_AFTER_MS;
    // This process's own id: its lock if taken since this process started (a second opening here
    // is refused too), else left by an earlier process that had the same id.
    if (holder.pid === process.pid) return Date.parse(holder.since) < processStartedAt() - CLOCK_SLACK_MS;
    return !isAlive(holder.pid);
  }

  // A few rounds: a lock released, or taken over by another process, between two steps of this one.
  for (let round = 0; round < 5; round++) {
    if (await createWhole(path, mine)) {
      return heldLock(path, mine);
    }
    const current = await holderIn(path);
    if (current === undefined) continue;
    if (!isGone(current)) throw new QuoteStoreHeldError(databaseDir, path, current.holder);
    if (await removeIfStill(path, current.holder)) options.onStaleTakenOver?.(current.holder, path);
  }
  throw new QuoteStoreHeldError(databaseDir, path, (await holderIn(path))?.holder);
}

/** Creates the lock file with its content, or resolves false when it exists already. */
async function createWhole(path: string, holder: StoreLockHolder): Promise<boolean> {
  const draft = `${path}.${holder.token}`;
  await writeFile(draft, JSON.stringify(holder) + "\n", { flag: "wx" });
  try {
    await link(draft, path);
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => {});
  }
}

/**
 * Removes a lock judged stale, unless another process took it over first: moved aside under a
 * name of its own, then read back; a lock that turns out to be another's is put back (linked,
 * so that it never replaces one made meanwhile).
 */
async function removeIfStill(path: string, stale: StoreLockHolder | undefined): Promise<boolean> {
  const aside = `${path}.stale-${uuidv7()}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as { code?: unknown }).code === "ENOENT") return false;
    throw error;
  }
  const moved = await holderIn(aside);
  if (moved !== undefined && moved.holder?.token !== stale?.token) await link(aside, path).catch(() => {});
  await unlink(aside).catch(() => {});
  return moved !== undefined && moved.holder?.token === stale?.token;
}

function heldLock(path: string, holder: StoreLockHolder): StoreLock {
  // Touched now and then, so that a process on another host can tell a holder gone from one at work.
  const refresh = setInterval(() => {
    const at = new Date();
    utimes(path, at, at).catch(() => {});
  }, REFRESH_MS);
  refresh.unref();
  let released: Promise<void> | undefined;
  return {
    path,
    holder,
    release() {
      released ??= (async () => {
        clearInterval(refresh);
        const current = await holderIn(path);
        if (current?.holder?.token === holder.token) await unlink(path).catch(() => {});
      })();
      return released;
    },
  };
}
