import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

/** A folder with one golden case for the example single adult, not yet recorded. */
function caseFolder(): string {
  const directory = mkdtempSync(join(tmpdir(), "pmi-cli-golden-"));
  const request = JSON.parse(readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8")) as unknown;
  writeFileSync(join(directory, "single.json"), `${JSON.stringify({ description: "Single adult, New Business", request }, null, 2)}\n`);
  return directory;
}

describe("pmi-rating golden", () => {
  it("passes the project's golden cases", async () => {
    const run = await runBuiltCli(["golden", "test/golden/cases"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^✔ pass {4}\S+\.json — /m);
    expect(run.stdout.trimEnd().split("\n").at(-1)).toMatch(/^(\d+) cases, \1 passed, 0 failed$/);
  });

  it("records with --update, then passes, then shows the premiums that changed and exits 1", async () => {
    const directory = caseFolder();
    const update = await runBuiltCli(["golden", directory, "--update"]);
    expect(update.code).toBe(0);
    expect(update.stdout).toContain("↻ updated single.json — Single adult, New Business (1 difference written)");
    const recorded = JSON.parse(readFileSync(join(directory, "single.json"), "utf8")) as { expected: { netPrice: number; grossPrice: number } };
    expect(recorded.expected.netPrice).toBeGreaterThan(0);

    const pass = await runBuiltCli(["golden", directory]);
    expect(pass.code).toBe(0);
    expect(pass.stdout).toBe("✔ pass    single.json — Single adult, New Business\n\n1 case, 1 passed, 0 failed\n");

    const expectedNet = recorded.expected.netPrice;
    writeFileSync(join(directory, "single.json"), JSON.stringify({ ...recorded, expected: { ...recorded.expected, netPrice: 1 } }));
    const fail = await runBuiltCli(["golden", directory]);
    expect(fail.code).toBe(1);
    expect(fail.stdout).toContain("✖ FAIL    single.json — Single adult, New Business (1 difference)");
    expect(fail.stdout).toMatch(/│ Member +│ Field +│ Expected +│ Actual +│/);
    expect(fail.stdout).toMatch(new RegExp(`│ policy +│ netPrice +│ 1 +│ ${expectedNet} +│`));
    expect(fail.stdout).toContain("1 case, 0 passed, 1 failed");

    const rewrite = await runBuiltCli(["golden", directory, "--update"]);
    expect(rewrite.code).toBe(0);
    expect(rewrite.stdout).toMatch(new RegExp(`│ policy +│ netPrice +│ 1 +│ ${expectedNet} +│`));
    expect(rewrite.stdout).toMatch(/│ Member +│ Field +│ Was +│ Now +│/);
    expect((await runBuiltCli(["golden", directory])).code).toBe(0);
  });

  it("reports a case file that is not JSON and a missing folder", async () => {
    const directory = caseFolder();
    writeFileSync(join(directory, "broken.json"), "{");
    const run = await runBuiltCli(["golden", directory, "--update"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✖ ERROR {3}broken\.json: /);
    const missing = await runBuiltCli(["golden", join(directory, "nope")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^pmi-rating: Cannot read golden cases folder ".*nope": no such file or folder\n$/);
  });

  it("reports a table edit that moves no pinned figure once, as a hash change, in text and in --json", async () => {
    const tables = mkdtempSync(join(tmpdir(), "pmi-cli-golden-tables-"));
    cpSync(join(ROOT, "tables"), tables, { recursive: true });
    const manifestPath = join(tables, "2026.1/manifest.json");
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { description?: string };
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, description: `${manifest.description ?? ""} Reworded.` }, null, 2));

    const run = await runBuiltCli(["golden", "test/golden/cases", "--tables", tables]);
    expect(run.code).toBe(1);
    const hashLines = run.stdout.split("\n").filter((line) => line.includes("only by the tables hash"));
    expect(hashLines).toHaveLength(1);
    expect(hashLines[0]).toMatch(/^⚠ hash {4}\d+ cases differ only by the tables hash, [0-9a-f]{12}… → [0-9a-f]{12}…: .*run with --update to record it\.$/);
    expect(run.stdout).not.toMatch(/✖ FAIL/);

    const json = await runBuiltCli(["golden", "test/golden/cases", "--tables", tables, "--json", "--filter", "renewal"]);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as {
      filter: string;
      cases: { file: string; description: string; tablesHashOnly: boolean }[];
      tablesHashChanges: { cases: number }[];
      totals: { cases: number; tablesHashOnly: number };
    };
    expect(report.filter).toBe("renewal");
    expect(report.cases.length).toBeGreaterThan(0);
    expect(report.cases.every((goldenCase) => /renewal/i.test(`${goldenCase.file} ${goldenCase.description}`))).toBe(true);
    expect(report.tablesHashChanges).toHaveLength(1);
    expect(report.tablesHashChanges[0]?.cases).toBe(report.totals.tablesHashOnly);
  });

  it("runs cases in sub-folders, only those matching --filter, and says so when none matches", async () => {
    const directory = caseFolder();
    mkdirSync(join(directory, "nested"));
    renameSync(join(directory, "single.json"), join(directory, "nested/single.json"));
    await runBuiltCli(["golden", directory, "--update"]);
    const run = await runBuiltCli(["golden", directory, "--filter", "SINGLE ADULT"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("✔ pass    nested/single.json — Single adult, New Business");
    const none = await runBuiltCli(["golden", directory, "--filter", "renewal", "--json"]);
    expect(none.code).toBe(1);
    expect(JSON.parse(none.stdout)).toEqual({ error: { message: `No golden case in "${directory}" matches the filter "renewal"`, exitCode: 1, kind: "input" } });
  });
});
