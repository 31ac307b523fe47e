import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openQuoteStore, saveServedTables, setAsidePathOf } from "@pmi-rating/store";
import { exampleRequestText, sampleRecord } from "@pmi-rating/test-support";
import { defaultTables } from "pmi-rating/tables";
import { ensureBuiltCli, runBuiltCli } from "./builtCli.js";

// `pmi-rating quotes erase` on the embedded store, as a data protection officer runs it.
let dataDir: string;
const DATE_OF_BIRTH = "1972-06-30";
const POSTCODE = "CR2 6XH";
const run = (...args: string[]) => runBuiltCli(["quotes", "erase", ...args], { env: { PMI_DATA_DIR: dataDir, DATABASE_URL: "" } });
const list = async () =>
  (JSON.parse((await runBuiltCli(["quotes", "list", "--json"], { env: { PMI_DATA_DIR: dataDir, DATABASE_URL: "" } })).stdout) as { quoteId: string }[]).map(
    (record) => record.quoteId,
  );

/** The example couple's request, its second member born on `dateOfBirth` at `postcode`. */
function requestOfPartner(dateOfBirth: string, postcode: string): string {
  const request = JSON.parse(exampleRequestText()) as { individualHealthCarePolicy: { quote: { memberCategory: { familyUnit: { member: object[] }[] }[] } } };
  Object.assign(request.individualHealthCarePolicy.quote.memberCategory[0]!.familyUnit[0]!.member[1]!, { dateOfBirth, postcode });
  return JSON.stringify(request);
}

const theirs = sampleRecord({}, requestOfPartner(DATE_OF_BIRTH, "cr26xh"));
const theirsSetAside = sampleRecord({}, requestOfPartner(DATE_OF_BIRTH, POSTCODE));
const someoneElse = sampleRecord({}, requestOfPartner(DATE_OF_BIRTH, "M1 1AE"));
const byId = sampleRecord();

beforeAll(async () => {
  await ensureBuiltCli();
  dataDir = await mkdtemp(join(tmpdir(), "pmi-rating-quotes-erase-"));
  const store = await openQuoteStore({ pgliteDir: join(dataDir, "quotes") });
  await saveServedTables(store, defaultTables);
  for (const record of [theirs, someoneElse, byId]) await store.record(record);
  await store.close();
  // A record of theirs the database once refused, kept beside the journal.
  const setAside = setAsidePathOf(join(dataDir, "journal"));
  await mkdir(dirname(setAside), { recursive: true });
  await writeFile(setAside, JSON.stringify({ setAsideAt: "2026-03-02T09:00:00.000Z", reason: "refused", record: theirsSetAside }) + "\n");
}, 180_000);

afterAll(async () => {
  if (dataDir !== undefined) await rm(dataDir, { recursive: true, force: true });
});

describe("pmi-rating quotes erase", () => {
  it("needs quote ids, or a date of birth and a postcode, and says what is wrong without repeating them (exit 2)", async () => {
    expect(await run()).toMatchObject({
      code: 2,
      stderr: "pmi-rating: Name the quotes to erase: their ids, or a member's --date-of-birth YYYY-MM-DD and --postcode together.\n",
    });
    expect((await run(byId.quoteId, "--postcode", POSTCODE)).stderr).toBe(
      "pmi-rating: Name the quotes to erase by their ids or by --date-of-birth and --postcode, not both.\n",
    );
    const wrong = await run("--date-of-birth", "30/06/1972", "--postcode", POSTCODE);
    expect(wrong).toMatchObject({ code: 2, stderr: "pmi-rating: The date of birth must be a real calendar date YYYY-MM-DD.\n" });
  }, 60_000);

  it("erases nothing without a confirmation: without --yes and no terminal to ask on, it says how many quotes match", async () => {
    const refused = await run("--date-of-birth", DATE_OF_BIRTH, "--postcode", POSTCODE);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toBe(
      "pmi-rating: 2 quotes match; erasing deletes their records for good (nothing of them is kept). Standard input is not a terminal to ask on: run again with --yes to erase.\n",
    );
    expect(await list()).toContain(theirs.quoteId);
  }, 60_000);

  it("erases every quote of the person, from the database and the records set aside, and writes their count and ids, never the date of birth or postcode", async () => {
    const erased = await run("--date-of-birth", DATE_OF_BIRTH, "--postcode", "cr2 6xh", "--yes", "--json");
    expect(erased.code).toBe(0);
    expect(JSON.parse(erased.stdout)).toEqual({ erased: 2, quoteIds: [theirs.quoteId, theirsSetAside.quoteId], notOnRecord: [] });
    for (const text of [erased.stdout, erased.stderr]) {
      expect(text).not.toContain(DATE_OF_BIRTH);
      expect(text.toUpperCase().replace(/\s/g, "")).not.toContain("CR26XH");
    }
    const left = await list();
    expect(left).not.toContain(theirs.quoteId);
    expect(left).toEqual(expect.arrayContaining([someoneElse.quoteId, byId.quoteId]));
    expect(await readFile(setAsidePathOf(join(dataDir, "journal")), "utf8")).toBe("");
  }, 60_000);

  it("erases quotes by id, and names the ids not on record (exit 1)", async () => {
    const unknown = "00000000-0000-7000-8000-000000000000";
    const erased = await run(byId.quoteId, unknown, "--yes");
    expect(erased).toMatchObject({ code: 1, stdout: `Erased 1 quote: ${byId.quoteId}.\n`, stderr: `pmi-rating: not on record: ${unknown}.\n` });
    expect(await list()).toEqual([someoneElse.quoteId]);
    const again = await run(byId.quoteId, "--yes");
    expect(again).toMatchObject({ code: 1, stdout: "No quote on record matches: nothing was erased.\n", stderr: `pmi-rating: not on record: ${byId.quoteId}.\n` });
  }, 60_000);
});
