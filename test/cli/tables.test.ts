import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

function copyOfTables(): string {
  const directory = mkdtempSync(join(tmpdir(), "pmi-cli-tables-"));
  cpSync(join(ROOT, "tables"), directory, { recursive: true });
  return directory;
}

describe("pmi-rating tables check", () => {
  it("summarises a valid folder: versions, effective dates, hashes, ages, bands, options", async () => {
    const run = await runBuiltCli(["tables", "check", "tables"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^✔ tables: valid, 3 versions\nHash [0-9a-f]{64}\n/);
    expect(run.stdout).toContain("Version 2025.1, effective from 2025-01-01");
    expect(run.stdout).toContain("Version 2026.1, effective from 2026-01-01");
    expect(run.stdout).toContain("Version 2027.1, effective from 2027-01-01");
    expect(run.stdout).toMatch(/│ Hash +│ [0-9a-f]{64} +│/);
    expect(run.stdout).toMatch(/│ Ages +│ 0-99 \(New Business up to \d+\), \d+ age bands/);
    expect(run.stdout).toMatch(/│ Postcode bands +│ A, B, C/);
    expect(run.stdout).toMatch(/│ Options +│ Excess \(352\): 0, 100/);
    expect(run.stdout).toContain("12 % from 2017-06-01");
  });

  it("lists every problem with file, row and column and exits 1", async () => {
    const directory = copyOfTables();
    const ncd = join(directory, "2026.1/ncd.csv");
    const lines = readFileSync(ncd, "utf8").split("\n");
    lines[2] = lines[2]!.replace(/,[^,]*$/, ",-1");
    lines[3] = lines[3]!.replace(/,[^,]*$/, ",abc");
    writeFileSync(ncd, lines.join("\n"));
    rmSync(join(directory, "2027.1/payment.csv"));
    const run = await runBuiltCli(["tables", "check", directory]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^pmi-rating: The tables in ".*" have \d+ problems:\n/);
    expect(run.stderr).toMatch(/^ {2}2026\.1\/ncd\.csv:3 column "factor" \[[A-Z_]+\] .+$/m);
    expect(run.stderr).toMatch(/^ {2}2026\.1\/ncd\.csv:4 column "factor" \[INVALID_NUMBER\] .+$/m);
    expect(run.stderr).toMatch(/^ {2}2027\.1\/payment\.csv \[MISSING_FILE\] .+$/m);
  });

  it("says clearly that the folder does not exist", async () => {
    const run = await runBuiltCli(["tables", "check", "no-such-tables"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('pmi-rating: Cannot read tables folder "no-such-tables": no such file or folder\n');
  });
});
