import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadTables } from "pmi-rating/node";
import { copyDefaultTables } from "@pmi-rating/test-support";
import { ServiceConfigError } from "../src/index.js";
import { EXAMPLE_REQUEST, QUOTE_PATH, quoteHeaders, start, testToken } from "./harness.js";

/** A copy of the shipped tables whose 2026.1 (the example requests' version) is a draft. */
async function tablesWithDraft() {
  const folder = await copyDefaultTables();
  await folder.draft("2026.1");
  return folder;
}

/** A copy of the shipped tables whose approved 2026.1 had a file changed after approval. */
async function tablesChangedAfterApproval() {
  const folder = await copyDefaultTables();
  await folder.edit("2026.1/ncd.csv", (text) => text.replace("0,1.60", "0,1.61"));
  return folder;
}

describe("the service prices live quotes only with tables approved as they are", () => {
  const folders: string[] = [];
  afterAll(async () => {
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it("refuses to start on PMI_TABLES_DIR holding a draft, naming the version, its hash and the setting that would allow it", async () => {
    const folder = await tablesWithDraft();
    folders.push(folder.directory);
    const hash = (await loadTables(folder.directory)).versions.find((version) => version.manifest.version === "2026.1")?.hash;
    const started = start({ env: { PMI_TABLES_DIR: folder.directory } });
    await expect(started).rejects.toBeInstanceOf(ServiceConfigError);
    await expect(started).rejects.toThrow(`Version 2026.1 (content hash ${hash}) is a draft`);
    await expect(started).rejects.toThrow(/set PMI_ALLOW_UNAPPROVED_TABLES=true to price with them anyway/);
  });

  it("refuses to start on a version changed after approval, naming the hash approved and the hash now", async () => {
    const folder = await tablesChangedAfterApproval();
    folders.push(folder.directory);
    const changed = (await loadTables(folder.directory)).versions.find((version) => version.manifest.version === "2026.1")!;
    const started = start({ env: { PMI_TABLES_DIR: folder.directory } });
    await expect(started).rejects.toThrow(
      `[APPROVAL_OUTDATED] Version 2026.1 was approved with content hash ${changed.manifest.approvedHash} but its content hash is now ${changed.hash}`,
    );
  });

  it("refuses a PMI_ALLOW_UNAPPROVED_TABLES it cannot read rather than guess", async () => {
    await expect(start({ env: { PMI_ALLOW_UNAPPROVED_TABLES: "maybe" } })).rejects.toThrow(/PMI_ALLOW_UNAPPROVED_TABLES must be true or false, not "maybe"/);
  });

  it("with PMI_ALLOW_UNAPPROVED_TABLES=true prices the draft, says so in its log at start and on every quote's record", async () => {
    const folder = await tablesWithDraft();
    const dataDir = await mkdtemp(join(tmpdir(), "pmi-rating-signoff-"));
    folders.push(folder.directory, dataDir);
    const { service, logLines } = await start({
      env: { PMI_TABLES_DIR: folder.directory, PMI_ALLOW_UNAPPROVED_TABLES: "true", PMI_QUOTE_STORE: "on", PMI_DATA_DIR: dataDir },
      workbench: false,
    });
    try {
      const events = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(events.find((event) => event.event === "listening")).toMatchObject({ unapprovedTablesAllowed: true });
      expect(events.find((event) => event.event === "unapproved-tables-allowed")).toMatchObject({
        level: "warn",
        setting: "PMI_ALLOW_UNAPPROVED_TABLES",
        versions: expect.arrayContaining([expect.objectContaining({ version: "2026.1", state: "draft" })]),
      });
      const token = await testToken(service);
      const answer = await fetch(`${service.url}${QUOTE_PATH}`, { method: "POST", headers: quoteHeaders(token), body: EXAMPLE_REQUEST });
      expect(answer.status).toBe(200);
      const quoteId = answer.headers.get("quote-id");
      const record = await fetch(`${service.url}${QUOTE_PATH}/${quoteId}`, { headers: { authorization: `Bearer ${token}` } });
      const { quoteRecord } = (await record.json()) as { quoteRecord: { tables: Record<string, unknown> } };
      expect(quoteRecord.tables).toMatchObject({ version: "2026.1", unapprovedTablesAllowed: true });
    } finally {
      await service.close();
    }
  }, 120_000);

  it("starts on the shipped tables, approved as they are, with no such line in its log", async () => {
    const { service, logLines } = await start({ workbench: false });
    try {
      expect(logLines.join("\n")).not.toContain("unapproved");
    } finally {
      await service.close();
    }
  });
});
