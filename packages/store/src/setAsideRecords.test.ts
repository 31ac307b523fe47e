import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sampleRecord } from "@pmi-rating/test-support";
import { appendSetAside, selectSetAsideRecords, setAsidePathOf } from "./setAsideRecords.js";

describe("selectSetAsideRecords", () => {
  it("finds the records selected without changing the file, and with erase rewrites it without them, keeping every other line", async () => {
    const journalDir = await mkdtemp(join(tmpdir(), "pmi-set-aside-"));
    const [kept, erased] = [sampleRecord(), sampleRecord()];
    await appendSetAside(journalDir, kept, "refused");
    await appendSetAside(journalDir, erased, "refused");
    await writeFile(setAsidePathOf(journalDir), "a line that is no record\n", { flag: "a" });
    const before = await readFile(setAsidePathOf(journalDir), "utf8");
    const selects = (record: { quoteId: string }) => record.quoteId === erased.quoteId;

    expect(await selectSetAsideRecords(journalDir, selects, { erase: false })).toEqual([erased.quoteId]);
    expect(await readFile(setAsidePathOf(journalDir), "utf8")).toBe(before);

    expect(await selectSetAsideRecords(journalDir, selects, { erase: true })).toEqual([erased.quoteId]);
    const after = await readFile(setAsidePathOf(journalDir), "utf8");
    expect(after).not.toContain(erased.quoteId);
    expect(after.split("\n").filter((line) => line !== "")).toEqual([before.split("\n")[0], "a line that is no record"]);
    expect(await selectSetAsideRecords(journalDir, selects, { erase: true })).toEqual([]);
  });

  it("finds nothing where nothing was set aside", async () => {
    const journalDir = await mkdtemp(join(tmpdir(), "pmi-set-aside-"));
    expect(await selectSetAsideRecords(journalDir, () => true, { erase: true })).toEqual([]);
  });
});
