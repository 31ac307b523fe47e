import { mkdtemp, readdir, readFile, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { holdStoreLock, QuoteStoreHeldError, storeLockPath, type StoreLockHolder } from "./holdStoreLock.js";

async function freshDatabaseDir(): Promise<string> {
  return join(await mkdtemp(join(tmpdir(), "pmi-store-lock-")), "quotes");
}

/** A lock file as another process would have left it. */
async function writeLock(databaseDir: string, holder: Partial<StoreLockHolder>, ageMs = 0): Promise<string> {
  const path = storeLockPath(databaseDir);
  await writeFile(
    path,
    JSON.stringify({ holder: "a service keeping quote records", pid: 4_000_000, hostname: hostname(), since: "2026-03-02T09:00:00.000Z", token: "theirs", ...holder }),
  );
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
  return path;
}

async function refusal(taking: Promise<unknown>): Promise<QuoteStoreHeldError> {
  const error = await taking.then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(QuoteStoreHeldError);
  return error as QuoteStoreHeldError;
}

describe("holdStoreLock", () => {
  it("takes a free store with a lock file beside its folder naming what holds it, and removes the file on release", async () => {
    const databaseDir = await freshDatabaseDir();
    const lock = await holdStoreLock(databaseDir, { holder: "pmi-rating quotes show" });
    expect(lock.path).toBe(`${databaseDir}.lock`);
    expect(JSON.parse(await readFile(lock.path, "utf8"))).toEqual({
      holder: "pmi-rating quotes show",
      pid: process.pid,
      hostname: hostname(),
      since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      token: lock.holder.token,
    });
    await lock.release();
    // Nothing left beside the folder: no lock, no draft.
    expect(await readdir(join(databaseDir, ".."))).toEqual([]);
    const again = await holdStoreLock(databaseDir, { holder: "pmi-rating quotes list" });
    await again.release();
  });

  it("refuses a store that a running process of this host holds, naming its process, host and time, and leaves its lock alone", async () => {
    const databaseDir = await freshDatabaseDir();
    const path = await writeLock(databaseDir, {});
    const error = await refusal(holdStoreLock(databaseDir, { holder: "pmi-rating quotes show", isAlive: (pid) => pid === 4_000_000 }));
    expect(error.holder).toMatchObject({ pid: 4_000_000, hostname: hostname(), since: "2026-03-02T09:00:00.000Z" });
    expect(error.code).toBe("QUOTE_STORE_HELD");
    expect(error.message).toBe(
      `The embedded quote store in ${databaseDir} is held by a service keeping quote records (process 4000000 on host ${hostname()} since 2026-03-02T09:00:00.000Z): one process at a time may open it. ` +
        `Stop that process first, or keep the quotes in PostgreSQL (DATABASE_URL), which several processes share. If that process no longer runs, delete ${path}.`,
    );
    expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({ token: "theirs" });
  });

  it("refuses a second holding in the same process, and lets exactly one of several at once have it", async () => {
    const databaseDir = await freshDatabaseDir();
    const takings = await Promise.allSettled(Array.from({ length: 6 }, () => holdStoreLock(databaseDir, { holder: "a test" })));
    const held = takings.filter((taking) => taking.status === "fulfilled");
    expect(held).toHaveLength(1);
    for (const taking of takings) if (taking.status === "rejected") expect(taking.reason).toBeInstanceOf(QuoteStoreHeldError);
    const error = await refusal(holdStoreLock(databaseDir, { holder: "a test" }));
    expect(error.holder?.pid).toBe(process.pid);
    await held[0]!.value.release();
  });

  it("takes over, with a word, a lock whose process no longer runs on this host", async () => {
    const databaseDir = await freshDatabaseDir();
    const path = await writeLock(databaseDir, {});
    const told: (StoreLockHolder | undefined)[] = [];
    const lock = await holdStoreLock(databaseDir, { holder: "a test", isAlive: () => false, onStaleTakenOver: (stale) => told.push(stale) });
    expect(told).toEqual([expect.objectContaining({ pid: 4_000_000, token: "theirs" })]);
    expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({ pid: process.pid, token: lock.holder.token });
    await lock.release();
  });

  it("takes over a lock naming this process's own id that this process does not hold: left by an earlier process with the same id (a container's process 1 restarted)", async () => {
    const databaseDir = await freshDatabaseDir();
    await writeLock(databaseDir, { pid: process.pid, since: "2020-01-01T00:00:00.000Z" });
    const told: (StoreLockHolder | undefined)[] = [];
    const lock = await holdStoreLock(databaseDir, { holder: "a test", isAlive: () => true, onStaleTakenOver: (stale) => told.push(stale) });
    expect(told).toHaveLength(1);
    await lock.release();
  });

  it("judges a lock of another host by its age: refused while its holder touches it, taken over once untouched for a minute", async () => {
    const databaseDir = await freshDatabaseDir();
    await writeLock(databaseDir, { hostname: "web-2" }, 50_000);
    const error = await refusal(holdStoreLock(databaseDir, { holder: "a test", isAlive: () => false }));
    expect(error.holder?.hostname).toBe("web-2");
    await writeLock(databaseDir, { hostname: "web-2" }, 70_000);
    const lock = await holdStoreLock(databaseDir, { holder: "a test", isAlive: () => true });
    expect(lock.holder.pid).toBe(process.pid);
    await lock.release();
  });

  it("judges a lock file it cannot read by its age, and says so when it refuses", async () => {
    const databaseDir = await freshDatabaseDir();
    const path = storeLockPath(databaseDir);
    await writeFile(path, "not a lock");
    const error = await refusal(holdStoreLock(databaseDir, { holder: "a test" }));
    expect(error.holder).toBeUndefined();
    expect(error.message).toContain("is held by another process: one process at a time may open it.");
    const old = new Date(Date.now() - 120_000);
    await utimes(path, old, old);
    const told: (StoreLockHolder | undefined)[] = [];
    const lock = await holdStoreLock(databaseDir, { holder: "a test", onStaleTakenOver: (stale) => told.push(stale) });
    expect(told).toEqual([undefined]);
    await lock.release();
  });

  it("does not remove on release a lock that is no longer its own", async () => {
    const databaseDir = await freshDatabaseDir();
    const lock = await holdStoreLock(databaseDir, { holder: "a test" });
    const path = await writeLock(databaseDir, { token: "someone else's" });
    await lock.release();
    expect(JSON.parse(await readFile(path, "utf8"))).toMatchObject({ token: "someone else's" });
  });

  it("bounds the texts it reads from a lock file, which anyone may write", async () => {
    const databaseDir = await freshDatabaseDir();
    await writeLock(databaseDir, { holder: "x".repeat(10_000), hostname: "h".repeat(10_000) }, 0);
    const error = await refusal(holdStoreLock(databaseDir, { holder: "a test" }));
    expect(error.holder?.holder).toHaveLength(200);
    expect(error.holder?.hostname).toHaveLength(255);
  });
});
