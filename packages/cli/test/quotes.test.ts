import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openQuoteStore } from "@pmi-rating/store";
import { saveServedTables } from "@pmi-rating/store";
import { sampleRecord } from "@pmi-rating/test-support";
import { defaultTables } from "pmi-rating/tables";
import { ensureBuiltCli, runBuiltCli } from "./builtCli.js";

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

  it("purges the quotes received before a date, and only those", async () => {
    const purged = await run("purge", "--before", "2026-01-01", "--json");
    expect(JSON.parse(purged.stdout)).toEqual({ deleted: 1, before: "2026-01-01T00:00:00.000Z" });
    const left = await run("list", "--json");
    expect(JSON.parse(left.stdout).map((record: { quoteId: string }) => record.quoteId)).toEqual([quoted.quoteId]);
  });
});
