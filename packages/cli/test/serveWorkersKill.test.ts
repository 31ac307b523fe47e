import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_CLI, ensureBuiltCli } from "./builtCli.js";
import { socketCount, startCluster, startLoad, testToken, waitFor, type RunningCluster } from "./clusterUnderLoad.js";

beforeAll(ensureBuiltCli, 120_000);

/** 16 keep-alive clients: both workers hold some of their connections. */
const CONNECTIONS = 16;
const SERVE_WORKERS_2 = [BUILT_CLI, "serve", "--port", "0", "--host", "127.0.0.1", "--workers", "2"];

/** The worker holding most of the load's connections (the one whose loss would cost most). */
async function busiestWorker(cluster: RunningCluster): Promise<number> {
  const [first, second] = cluster.startedWorkers();
  if (first === undefined || second === undefined) throw new Error("the cluster did not start two workers");
  return socketCount(first) >= socketCount(second) ? first : second;
}

/**
 * Starts the cluster (`node ...args`), puts the load on it until every connection has carried
 * a few answers, runs `scenario`, then stops the load and the cluster whatever happened.
 */
async function underLoad(args: readonly string[], retry: boolean, scenario: (cluster: RunningCluster, load: ReturnType<typeof startLoad>) => Promise<void>) {
  const cluster = await startCluster(args);
  let load: ReturnType<typeof startLoad> | undefined;
  try {
    const token = await testToken(cluster.url);
    const started = startLoad(cluster.url, token, { connections: CONNECTIONS, retry });
    load = started;
    await waitFor(() => started.outcome.ok >= 5 * CONNECTIONS, "the load to get going");
    await scenario(cluster, started);
  } finally {
    await load?.stop();
    expect(await cluster.stop()).toBe(0);
  }
}

describe("serve --workers 2: one worker killed under keep-alive load", () => {
  it("SIGTERM: the worker drains (every request it took answered, its connections closed after their answer), a replacement starts, the load sees no failure", async () => {
    await underLoad(SERVE_WORKERS_2, false, async (cluster, load) => {
      const victim = await busiestWorker(cluster);
      const connectionsBefore = socketCount(victim);
      process.kill(victim, "SIGTERM");
      await waitFor(() => cluster.log().some((entry) => entry.event === "worker-exited" && entry.pid === victim), "the drained worker to exit");
      await waitFor(() => cluster.log().filter((entry) => entry.event === "listening").length === 3, "the replacement to listen");
      const okAtReplacement = load.outcome.ok;
      await waitFor(() => load.outcome.ok >= okAtReplacement + 3 * CONNECTIONS, "the load to go on");
      const outcome = await load.stop();

      expect(outcome.failures).toEqual([]);
      expect(outcome.otherStatuses).toEqual({});
      expect(outcome.answerDigests.size).toBe(1);
      // The worker did hold connections of the load, and told each to go elsewhere.
      expect(connectionsBefore).toBeGreaterThan(2);
      expect(outcome.closingAnswers).toBeGreaterThan(0);
      const log = cluster.log();
      expect(log).toContainEqual(expect.objectContaining({ event: "worker-draining", pid: victim, reason: "signal" }));
      expect(log).toContainEqual(expect.objectContaining({ event: "worker-exited", pid: victim, code: 0, signal: null, replaced: true }));
      expect(log.filter((entry) => entry.event === "worker-started" && entry.replaces === victim)).toHaveLength(1);
      expect(log.filter((entry) => entry.event === "unexpected-error")).toEqual([]);
    });
  }, 120_000);

  it("SIGKILL: the requests in flight on the worker fail as connection errors (never a wrong answer); a client that sends them again gets every answer; a replacement starts", async () => {
    await underLoad(SERVE_WORKERS_2, true, async (cluster, load) => {
      const victim = await busiestWorker(cluster);
      expect(socketCount(victim)).toBeGreaterThan(2);
      process.kill(victim, "SIGKILL");
      await waitFor(() => cluster.log().filter((entry) => entry.event === "listening").length === 3, "the replacement to listen");
      const okAtReplacement = load.outcome.ok;
      await waitFor(() => load.outcome.ok >= okAtReplacement + 3 * CONNECTIONS, "the load to go on");
      const outcome = await load.stop();

      // What a client sees: its connection reset or closed with no answer, on the requests the
      // dead worker held; sent again on a new connection, each is answered, and identically.
      expect(outcome.retried.length).toBeGreaterThan(0);
      expect(new Set(outcome.retried)).toSatisfy((codes: Set<string>) => [...codes].every((code) => ["ECONNRESET", "socket hang up", "EPIPE"].includes(code)));
      expect(outcome.failures).toEqual([]);
      expect(outcome.otherStatuses).toEqual({});
      expect(outcome.answerDigests.size).toBe(1);
      const log = cluster.log();
      expect(log).toContainEqual(expect.objectContaining({ event: "worker-exited", pid: victim, signal: "SIGKILL", replacing: true }));
      expect(log.filter((entry) => entry.event === "worker-started" && entry.replaces === victim)).toHaveLength(1);
    });
  }, 120_000);

  it("an uncaught exception: the worker logs it, drains, exits 1 and is replaced; the load sees no failure", async () => {
    await underLoad(["--import", "tsx", new URL("fixtures/serveClusterWithCrashSwitch.ts", import.meta.url).pathname], false, async (cluster, load) => {
      const victim = await busiestWorker(cluster);
      cluster.child.stdin.write(`crash ${victim}\n`);
      await waitFor(
        () => cluster.log().some((entry) => entry.event === "worker-exited" && entry.pid === victim),
        `the crashed worker to exit; log: ${JSON.stringify(cluster.log().slice(-8))}`,
        60_000,
      );
      await waitFor(() => cluster.log().filter((entry) => entry.event === "listening").length === 3, "the replacement to listen", 60_000);
      const okAtReplacement = load.outcome.ok;
      await waitFor(() => load.outcome.ok >= okAtReplacement + 3 * CONNECTIONS, "the load to go on");
      const outcome = await load.stop();

      expect(outcome.failures).toEqual([]);
      expect(outcome.otherStatuses).toEqual({});
      const log = cluster.log();
      expect(log).toContainEqual(expect.objectContaining({ event: "uncaught-exception", pid: victim, error: "Error" }));
      expect(log).toContainEqual(expect.objectContaining({ event: "worker-draining", pid: victim, reason: "uncaught-exception" }));
      expect(log).toContainEqual(expect.objectContaining({ event: "worker-exited", pid: victim, code: 1, replaced: true }));
      expect(log.filter((entry) => entry.event === "worker-started" && entry.replaces === victim)).toHaveLength(1);
    });
  }, 180_000);
});
