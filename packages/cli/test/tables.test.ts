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
    expect(run.stdout).toMatch(/│ Sign-off +│ approved by Chief Actuary \(illustrative\) on 2024-12-01; approved hash matches +│/);
    // The whole summary, as an actuary reads it (changes with the shipped tables).
    await expect(run.stdout).toMatchFileSnapshot(join(ROOT, "packages/cli/test/golden-output/tables-check.txt"));
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

  it("prints the summary, or every problem, as JSON with --json, the minimum premium as a quote charges it", async () => {
    const valid = await runBuiltCli(["tables", "check", "tables", "--json"]);
    expect(valid.code).toBe(0);
    const report = JSON.parse(valid.stdout) as {
      valid: boolean;
      summary: { hash: string; versions: { version: string; roundingMode: string; minimumPremium: string; minimumPremiumCharged: string }[] };
    };
    expect(report.valid).toBe(true);
    expect(report.summary.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(report.summary.versions.map((version) => version.version)).toEqual(["2025.1", "2026.1", "2027.1"]);

    const directory = copyOfTables();
    const limits = join(directory, "2026.1/limits.csv");
    writeFileSync(limits, readFileSync(limits, "utf8").replace(/^minimum_annual_premium,[^,]*,/m, "minimum_annual_premium,600.125,"));
    const manifestPath = join(directory, "2026.1/manifest.json");
    writeFileSync(manifestPath, readFileSync(manifestPath, "utf8").replace(/"roundingMode": "[a-z-]+"/, '"roundingMode": "half-even"'));
    // The shipped versions are approved: an edited one is a draft again, or tables check fails with APPROVAL_OUTDATED.
    const { approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...draft } = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
    writeFileSync(manifestPath, `${JSON.stringify({ ...draft, status: "draft" }, null, 2)}\n`);
    const halfEven = JSON.parse((await runBuiltCli(["tables", "check", directory, "--json"])).stdout) as typeof report;
    expect(halfEven.summary.versions[1]).toMatchObject({ roundingMode: "half-even", minimumPremium: "600.125", minimumPremiumCharged: "600.12" });
    const text = await runBuiltCli(["tables", "check", directory]);
    expect(text.stdout).toMatch(/│ Minimum premium +│ £600\.12 \(600\.125 in the table, rounded half-even\)/);
    expect(text.stdout).toMatch(/│ Sign-off +│ draft: not approved; analysis only: the service and pmi-rating quote refuse it +│/);
    expect(halfEven.summary.versions[1]).toMatchObject({ status: "draft", signOff: { state: "draft", description: "draft: not approved" } });
    expect(halfEven.summary.versions[1]).not.toHaveProperty("approvedHashMatches");
    expect(report.summary.versions[0]).toMatchObject({ status: "approved", approvedBy: "Chief Actuary (illustrative)", approvedHashMatches: true });

    writeFileSync(join(directory, "2027.1/ncd.csv"), "ncd_level,factor\n0,abc\n");
    const broken = await runBuiltCli(["tables", "check", directory, "--json"]);
    expect(broken.code).toBe(1);
    expect(JSON.parse(broken.stdout)).toMatchObject({
      directory,
      valid: false,
      problems: [{ file: "2027.1/ncd.csv", row: 2, column: "factor", code: "INVALID_NUMBER" }],
    });
    const missing = await runBuiltCli(["tables", "check", join(directory, "nope"), "--json"]);
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ error: { kind: "input", message: expect.stringContaining("Cannot read tables folder") } });
  });
});
