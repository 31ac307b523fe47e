import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openQuoteStore } from "@pmi-rating/store";
import { saveServedTables } from "@pmi-rating/store";
import { sampleRecord } from "@pmi-rating/test-support";
import { defaultTables } from "pmi-rating/tables";
import { BUILT_CLI, ensureBuiltCli, runBuiltCli, runProcess } from "./builtCli.js";

// The people's commands on the embedded store, as an actuary runs them: a data folder with two
// quotes on record (written by the store itself, with the tables that priced them), then the
// built binary pointed at it through PMI_DATA_DIR.
let dataDir: string;
const quoted = sampleRecord({ receivedAt: "2026-03-02T09:00:00.000Z", callingSystem: "HrSolWeb" });
const older = sampleRecord({ receivedAt: "2025-01-10T09:00:00.000Z", callingSystem: "Broker" });
const run = (...args: string[]) => runBuiltCli(["quotes", ...args], { env: { PMI_DATA_DIR: dataDir, DATABASE_URL: "" } });

beforeAll(async () => {
  await ensureBuiltCli();
  dataDir = await mkdtemp(join(tmpdir(), "pmi-rating-quotes-cli-"));
  const store = await openQuoteStore({ pgliteDir: join(dataDir, "quotes"), journalDir: join(dataDir, "journal") });
  await saveServedTables(store, defaultTables);
  await store.record(older);
  await store.record(quoted);
  await store.close();
}, 180_000);

afterAll(async () => {
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe("pmi-rating quotes", () => {
  it("lists the quotes on record, newest first, and filters them by calling system and date", async () => {
    const all = await run("list");
    expect(all.code).toBe(0);
    const lines = all.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${quoted.quoteId}  2026-03-02T09:00:00.000Z  quoted   HrSolWeb  broker-1  EX-COUPLE-1  2026\\.1  \\d+(\\.\\d+)?$`));
    expect(lines[2]).toContain(older.quoteId);
    const one = await run("list", "--calling-system", "Broker", "--json");
    expect(JSON.parse(one.stdout).map((record: { quoteId: string }) => record.quoteId)).toEqual([older.quoteId]);
    const none = await run("list", "--since", "2027-01-01");
    expect(none).toMatchObject({ code: 0, stdout: "No quote on record matches.\n" });
  });

  it("shows one quote whole, and says so when there is none (exit 1)", async () => {
    const shown = await run("show", quoted.quoteId);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toContain(`Quote ${quoted.quoteId}: quoted (HTTP 200), received 2026-03-02T09:00:00.000Z`);
    expect(shown.stdout).toContain(`Request as received:\n${quoted.request}\nAnswer as given:\n${quoted.response}`);
    const missing = await run("show", "00000000-0000-7000-8000-000000000000");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe("pmi-rating: There is no quote 00000000-0000-7000-8000-000000000000 on record.\n");
  });

  it("replays the quotes from a date with the tables on record, to the penny", async () => {
    const replayed = await run("replay", "--since", "2026-01-01", "--json");
    expect(replayed.code).toBe(0);
    expect(JSON.parse(replayed.stdout)).toMatchObject({ replayed: 1, reproduced: 1, unreproduced: [], changedVersions: [] });
    const wrongDate = await run("replay", "--since", "last week");
    expect(wrongDate.code).toBe(2);
    expect(wrongDate.stderr).toBe('pmi-rating: --since must be a date, YYYY-MM-DD or ISO 8601, not "last week".\n');
  });

  it("escapes the control characters of stored fields in list and show, so a stored value cannot drive the terminal", async () => {
    const poisoned = sampleRecord({
      receivedAt: "2025-06-01T09:00:00.000Z",
      callingSystem: "Evil\u001b]0;owned\u0007\u001b[2J",
      callerQuoteId: "Q-1\u009b31m\u202eevil",
      clientId: "broker-\u001b[1A",
    });
    const store = await openQuoteStore({ pgliteDir: join(dataDir, "quotes"), journalDir: join(dataDir, "journal") });
    await store.record(poisoned);
    await store.close();
    // eslint-disable-next-line no-control-regex -- matching the control characters is the point
    const terminalActsOn = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
    const listed = await run("list", "--since", "2025-05-01", "--until", "2025-07-01");
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toMatch(terminalActsOn);
    expect(listed.stdout).toContain(`${poisoned.quoteId}  2025-06-01T09:00:00.000Z  quoted   Evil\\x1b]0;owned\\x07\\x1b[2J  broker-\\x1b[1A  Q-1\\x9b31m\\u202eevil  `);
    const shown = await run("show", poisoned.quoteId);
    expect(shown.code).toBe(0);
    expect(shown.stdout).not.toMatch(terminalActsOn);
    expect(shown.stdout).toContain("caller's id Q-1\\x9b31m\\u202eevil,");
    expect(shown.stdout).toContain("calling system Evil\\x1b]0;owned\\x07\\x1b[2J, client broker-\\x1b[1A");
    // JSON keeps every value exactly (a program reads it back) with nothing a terminal acts on.
    for (const json of [await run("list", "--since", "2025-05-01", "--until", "2025-07-01", "--json"), await run("show", poisoned.quoteId, "--json")]) {
      expect(json.stdout).not.toMatch(terminalActsOn);
      expect(JSON.stringify(JSON.parse(json.stdout))).toContain(JSON.stringify(poisoned.callingSystem));
    }
  });

  it("purges only with a confirmation: without --yes and no terminal to ask on it says how many would go and deletes nothing", async () => {
    const refused = await run("purge", "--before", "2099-01-01");
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      "pmi-rating: 3 quotes were received before 2099-01-01T00:00:00.000Z; a purge deletes them for good. Standard input is not a terminal to ask on: run again with --yes to delete them.\n",
    );
    const left = await run("list", "--json");
    expect(JSON.parse(left.stdout)).toHaveLength(3);
  });

  it("purges the quotes received before a date, and only those, with --yes", async () => {
    const purged = await run("purge", "--before", "2026-01-01", "--yes", "--json");
    expect(JSON.parse(purged.stdout)).toEqual({ deleted: 2, before: "2026-01-01T00:00:00.000Z" });
    const left = await run("list", "--json");
    expect(JSON.parse(left.stdout).map((record: { quoteId: string }) => record.quoteId)).toEqual([quoted.quoteId]);
    const nothing = await run("purge", "--before", "2026-01-01");
    expect(nothing).toMatchObject({ code: 0, stdout: "No quote was received before 2026-01-01T00:00:00.000Z: nothing to delete.\n" });
  });

  it("asks on a terminal before a purge: no keeps every quote, yes deletes them", async () => {
    // script(1) of util-linux runs the binary on a pseudo-terminal, so standard input is a TTY
    // and the question is asked; what is typed is sent through it.
    const onTerminal = (answer: string) =>
      runProcess("script", ["-qec", `'${process.execPath}' '${BUILT_CLI}' quotes purge --before 2099-01-01`, "/dev/null"], {
        input: answer,
        env: { PMI_DATA_DIR: dataDir, DATABASE_URL: "" },
      });
    const kept = await onTerminal("n\n");
    expect(kept.code).toBe(1);
    expect(kept.stdout).toContain("1 quote was received before 2099-01-01T00:00:00.000Z; a purge deletes it for good. Delete it? [y/N] ");
    expect(kept.stdout).toContain("pmi-rating: Nothing was deleted.");
    expect(JSON.parse((await run("list", "--json")).stdout)).toHaveLength(1);
    const deleted = await onTerminal("y\n");
    expect(deleted.code).toBe(0);
    expect(deleted.stdout).toContain("Deleted 1 quote received before 2099-01-01T00:00:00.000Z.");
    expect(JSON.parse((await run("list", "--json")).stdout)).toEqual([]);
  }, 120_000);
});
