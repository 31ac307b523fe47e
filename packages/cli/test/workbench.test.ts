import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CliError } from "../src/CliError.js";
import { runWorkbench } from "../src/run/runWorkbench.js";
import { startReferenceService } from "@pmi-rating/service";
import { defaultTables } from "pmi-rating/tables";
import type { ParsedTables } from "pmi-rating";
import { ROOT } from "./builtCli.js";

// From source, as npm start runs: the page is bundled on the fly, no build step needed.
describe("pmi-rating workbench", () => {
  it("serves the page and the given tables, prints its URL, and serves nothing else", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pmi-workbench-cli-"));
    cpSync(join(ROOT, "tables"), folder, { recursive: true });
    rmSync(join(folder, "2025.1"), { recursive: true });
    const lines: string[] = [];
    const server = await runWorkbench({ port: 0, tables: folder }, (line) => lines.push(line));
    try {
      expect(lines).toEqual([`pmi-rating workbench: ${server.url}\n`]);
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const page = await fetch(server.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<title>pmi-rating workbench</title>");
      const tables = (await (await fetch(`${server.url}tables.json`)).json()) as ParsedTables;
      expect(tables.versions.map((version) => version.directory)).toEqual(["2026.1", "2027.1"]);
      const script = await fetch(`${server.url}workbench.js`);
      expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
      expect((await fetch(`${server.url}v1/individualHealthcarePolicy/quote`, { method: "POST" })).status).toBe(404);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("refuses a tables folder with problems, naming them", async () => {
    await expect(runWorkbench({ port: 0, tables: join(ROOT, "no-such-folder") }, () => undefined)).rejects.toBeInstanceOf(CliError);
  });
});

describe("the reference service", () => {
  it("serves the workbench at / with the tables it prices with", async () => {
    const service = await startReferenceService({ env: {}, port: 0, host: "127.0.0.1", handleSignals: false, log: () => undefined });
    try {
      const page = await fetch(`${service.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(await page.text()).toContain('<script type="module" src="workbench.js"></script>');
      const tables = (await (await fetch(`${service.url}/tables.json`)).json()) as ParsedTables;
      expect(tables.hashes.overall).toBe(defaultTables.hash);
    } finally {
      await service.close();
    }
  }, 60_000);

  it("does not serve the workbench when given compiled tables it has no files of", async () => {
    const service = await startReferenceService({ env: {}, port: 0, host: "127.0.0.1", handleSignals: false, log: () => undefined, tables: defaultTables });
    try {
      expect((await fetch(`${service.url}/`)).status).toBe(404);
    } finally {
      await service.close();
    }
  });
});
