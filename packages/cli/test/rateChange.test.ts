import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

/** The golden file of a command's output: an actuary reads it to see what the command prints. */
const golden = (name: string) => join(ROOT, "packages/cli/test/golden-output", name);

function scratch(): string {
  return mkdtempSync(join(tmpdir(), "pmi-cli-rate-change-"));
}

describe("the rate-change cycle on the command line", () => {
  it("tables diff prints every changed cell with its percent change (text, --csv, --json)", async () => {
    const text = await runBuiltCli(["tables", "diff", "2026.1", "2027.1"]);
    expect(text.code).toBe(0);
    await expect(text.stdout).toMatchFileSnapshot(golden("tables-diff-2026.1-2027.1.txt"));
    const csv = await runBuiltCli(["tables", "diff", "2026.1", "2027.1", "--csv"]);
    await expect(csv.stdout).toMatchFileSnapshot(golden("tables-diff-2026.1-2027.1.csv"));
    const json = JSON.parse((await runBuiltCli(["tables", "diff", "tables/2026.1", "tables/2027.1", "--json"])).stdout) as {
      tables: { file: string; changed: unknown[] }[];
    };
    expect(json.tables.map((table) => [table.file, table.changed.length])).toEqual([
      ["manifest.json", 4],
      ["base-rates.csv", 17],
    ]);
  });

  it("impact --by prints the segments and writes them as CSV", async () => {
    const folder = scratch();
    const book = join(folder, "book.ndjson");
    writeFileSync(book, (await runBuiltCli(["book", "-n", "200", "--seed", "7"])).stdout);
    const csv = join(folder, "segments.csv");
    const run = await runBuiltCli([
      "impact",
      "--from-version",
      "2026.1",
      "--to-version",
      "2027.1",
      book,
      "--by",
      "postcode-band",
      "--over",
      "5%",
      "--segments-csv",
      csv,
      "--workers",
      "1",
      "--no-progress",
    ]);
    expect(run.code).toBe(0);
    const table = run.stdout.slice(run.stdout.indexOf("Impact by postcode-band"));
    await expect(table).toMatchFileSnapshot(golden("impact-by-postcode-band.txt"));
    await expect(readFileSync(csv, "utf8")).toMatchFileSnapshot(golden("impact-by-postcode-band.csv"));
    const usage = await runBuiltCli(["impact", book, "--by", "age"]);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("unknown segment age; choose any of age-band, postcode-band");
  });

  it("tables solve reaches the target, and impact on the written tables agrees to 0.01 %", async () => {
    const folder = scratch();
    const book = join(folder, "book.ndjson");
    writeFileSync(book, (await runBuiltCli(["book", "-n", "80", "--seed", "3"])).stdout);
    const out = join(folder, "proposed");
    const run = await runBuiltCli(["tables", "solve", "--book", book, "--from", "2026.1", "--target", "+4.5%", "--out", out]);
    expect(run.code).toBe(0);
    await expect(run.stdout.replace(out, "<out>")).toMatchFileSnapshot(golden("tables-solve-4.5.txt"));
    expect(JSON.parse(readFileSync(join(out, "2026.1/manifest.json"), "utf8"))).toMatchObject({ status: "draft" });
    // The tables written are the whole tables (tax territories too): every other version is still the one approved.
    const check = await runBuiltCli(["tables", "check", out]);
    expect(check.stderr).toBe("");
    expect(check.stdout).toMatch(/Version 2027\.1, effective from 2027-01-01[^]*│ Sign-off +│ approved by [^\n]*; approved hash matches/);
    const impact = await runBuiltCli(["impact", "--from-version", "2026.1", "--to", out, "--to-version", "2026.1", book, "--workers", "1", "--no-progress"]);
    const achieved = /Book premium: +£[\d.]+ → £[\d.]+ \(([+-][\d.]+) %\)/.exec(impact.stdout)?.[1];
    expect(Math.abs(Number(achieved) - 4.5)).toBeLessThanOrEqual(0.01);
  });

  it("tables solve --as with a name that is not a version name is a usage error, and writes nothing", async () => {
    const folder = scratch();
    const out = join(folder, "proposed");
    const run = await runBuiltCli(["tables", "solve", "--book", "unread.ndjson", "--from", "2026.1", "--target", "+4.5%", "--out", out, "--as", "../escaped"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('pmi-rating: --as "../escaped" is not a tables version name (letters, digits, ".", "-" and "_", such as 2027.2)\n');
    expect(existsSync(out)).toBe(false);
    expect(existsSync(join(folder, "escaped"))).toBe(false);
  });

  it("tables solve --segment age-band gives each band its multiplier, and impact --by age-band on the written tables agrees to 0.01 % per band", async () => {
    const folder = scratch();
    const book = join(folder, "book.ndjson");
    writeFileSync(book, (await runBuiltCli(["book", "-n", "80", "--seed", "3"])).stdout);
    const out = join(folder, "proposed");
    const run = await runBuiltCli(["tables", "solve", "--book", book, "--from", "2026.1", "--target", "+4.5%", "--segment", "age-band", "--out", out]);
    expect(run.code).toBe(0);
    await expect(run.stdout.replace(out, "<out>")).toMatchFileSnapshot(golden("tables-solve-4.5-by-age-band.txt"));
    const csv = join(folder, "segments.csv");
    const impact = await runBuiltCli([
      "impact",
      "--from-version",
      "2026.1",
      "--to",
      out,
      "--to-version",
      "2026.1",
      book,
      "--by",
      "age-band",
      "--segments-csv",
      csv,
      "--workers",
      "1",
      "--no-progress",
    ]);
    expect(impact.code).toBe(0);
    const rows = readFileSync(csv, "utf8").trim().split("\n").slice(1);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const [band, , before, after] = row.split(",");
      const change = ((Number(after) - Number(before)) / Number(before)) * 100;
      expect(Math.abs(change - 4.5), band).toBeLessThanOrEqual(0.01);
    }

    const refused = await runBuiltCli([
      "tables",
      "solve",
      "--book",
      book,
      "--from",
      "2026.1",
      "--target",
      "+1%",
      "--scale",
      "table:ncd",
      "--segment",
      "age-band",
      "--out",
      out,
    ]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      "pmi-rating: --segment age-band: ncd.csv cannot be scaled by age-band: --segment age-band goes with --scale base-rates; for ncd.csv, it has no segments: solve it with one multiplier.\n",
    );
  });

  it("tables export and import round trip a version byte for byte", async () => {
    const folder = scratch();
    const xlsx = join(folder, "2026.1.xlsx");
    const exported = await runBuiltCli(["tables", "export", "2026.1", "--xlsx", xlsx]);
    expect(exported.stdout).toBe(`✔ Wrote ${xlsx}: version 2026.1 (hash a9d3fbcf6a79…), 14 sheets (manifest, 10 tables, ipt, tax-territories, premium-tax)\n`);
    const imported = await runBuiltCli(["tables", "import", xlsx, "--out", join(folder, "back")]);
    expect(imported.stdout).toBe(`✔ Wrote ${join(folder, "back")}: version 2026.1, content hash a9d3fbcf6a79b32a66ec95f143e7df238a12c622e0656585c7db73a4d052c0e2\n`);
    for (const file of ["manifest.json", "base-rates.csv", "postcode-bands.csv", "ncd.csv"]) {
      expect(readFileSync(join(folder, "back/2026.1", file), "utf8")).toBe(readFileSync(join(ROOT, "tables/2026.1", file), "utf8"));
    }
    for (const file of ["ipt.csv", "tax-territories.csv", "premium-tax.csv"]) {
      expect(readFileSync(join(folder, "back", file), "utf8")).toBe(readFileSync(join(ROOT, "tables", file), "utf8"));
    }
  });

  it("tables approve signs a draft off, and tables check fails once a file changes after approval", async () => {
    const folder = scratch();
    cpSync(join(ROOT, "tables"), folder, { recursive: true });
    const manifestPath = join(folder, "2027.1/manifest.json");
    const { approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...draft } = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
    writeFileSync(manifestPath, `${JSON.stringify({ ...draft, status: "draft" }, null, 2)}\n`);
    const approve = await runBuiltCli(["tables", "approve", join(folder, "2027.1"), "--by", "A. Actuary", "--at", "2026-10-01"]);
    expect(approve.stdout).toBe("✔ Version 2027.1 approved by A. Actuary on 2026-10-01\nContent hash 915b9e1bf60156209cfdcc49972d991197a76c8ef3a233e5f7c2e7a24fadcc06\n");
    expect((await runBuiltCli(["tables", "check", folder])).code).toBe(0);
    const ncd = join(folder, "2027.1/ncd.csv");
    writeFileSync(ncd, readFileSync(ncd, "utf8").replace("0,1.60", "0,1.61"));
    const check = await runBuiltCli(["tables", "check", folder]);
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(
      '2027.1/manifest.json column "approvedHash" [APPROVAL_OUTDATED] Version 2027.1 was approved with content hash 915b9e1bf60156209cfdcc49972d991197a76c8ef3a233e5f7c2e7a24fadcc06 but its content hash is now',
    );
    // Priced for analysis all the same, and said: impact on the changed folder.
    const book = join(folder, "book.ndjson");
    writeFileSync(book, (await runBuiltCli(["book", "-n", "5", "--seed", "3"])).stdout);
    const impact = await runBuiltCli(["impact", "--to", folder, book, "--workers", "1", "--no-progress"]);
    expect(impact.code).toBe(0);
    expect(impact.stderr).toContain(
      `⚠ --to ${JSON.stringify(folder)} version 2027.1: approved by A. Actuary on 2026-10-01; approved hash does not match (a file changed after approval); analysis only: the service and pmi-rating quote refuse it\n`,
    );
  });

  it("tables approve refuses a version label without --tables, which names the shipped tables", async () => {
    const run = await runBuiltCli(["tables", "approve", "2027.1", "--by", "A. Actuary"], { cwd: scratch() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("names the shipped tables, which come approved and are not changed in place");
  });

  it("tables solve refuses, before writing anything, a day another version takes and --effective-from without --as", async () => {
    const folder = scratch();
    const book = join(folder, "book.ndjson");
    writeFileSync(book, (await runBuiltCli(["book", "-n", "5", "--seed", "3"])).stdout);
    const out = join(folder, "proposed");
    const common = ["tables", "solve", "--book", book, "--from", "2026.1", "--target", "+4.5%", "--out", out];
    const taken = await runBuiltCli([...common, "--as", "2027.2", "--effective-from", "2027-01-01"]);
    expect(taken.code).toBe(2);
    expect(taken.stdout).toBe("");
    expect(taken.stderr).toContain("--effective-from 2027-01-01 is the effectiveFrom of version 2027.1: two versions cannot take effect on one day");
    const alone = await runBuiltCli([...common, "--effective-from", "2027-03-01"]);
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain("--effective-from needs --as");
    expect(existsSync(out)).toBe(false);
  });

  it("quote refuses tables holding a draft, naming the version and its hash, unless --allow-unapproved-tables, which it says", async () => {
    const folder = scratch();
    cpSync(join(ROOT, "tables"), folder, { recursive: true });
    const manifestPath = join(folder, "2027.1/manifest.json");
    const { approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...draft } = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
    writeFileSync(manifestPath, `${JSON.stringify({ ...draft, status: "draft" }, null, 2)}\n`);
    // A request priced with 2026.1: the draft 2027.1 beside it is enough to refuse the tables.
    const request = join(ROOT, "examples/requests/new-business-single-adult.json");
    const refused = await runBuiltCli(["quote", request, "--tables", folder]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain(`The tables in ${JSON.stringify(folder)} (--tables) are not approved as they are (1 version is not)`);
    expect(refused.stderr).toContain(
      '2027.1/manifest.json column "status" [VERSION_NOT_APPROVED] Version 2027.1 (content hash 915b9e1bf60156209cfdcc49972d991197a76c8ef3a233e5f7c2e7a24fadcc06) is a draft',
    );
    const allowed = await runBuiltCli(["quote", request, "--tables", folder, "--allow-unapproved-tables"]);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toBe(`⚠ ${JSON.stringify(folder)} (--tables) version 2027.1: draft: not approved; priced because of --allow-unapproved-tables\n`);
    const earlierName = await runBuiltCli(["quote", request, "--tables", folder, "--allow-draft"]);
    expect(earlierName.code).toBe(0);
    expect(earlierName.stderr).toContain("--allow-draft is now --allow-unapproved-tables");
    // A version changed after approval: both hashes named.
    const ncd = join(folder, "2026.1/ncd.csv");
    writeFileSync(ncd, readFileSync(ncd, "utf8").replace("0,1.60", "0,1.61"));
    const changed = await runBuiltCli(["quote", request, "--tables", folder, "--json"]);
    expect(changed.code).toBe(1);
    const { error } = JSON.parse(changed.stdout) as { error: { problems: { code: string; message: string }[] } };
    expect(error.problems.map((problem) => problem.code)).toEqual(["APPROVAL_OUTDATED", "VERSION_NOT_APPROVED"]);
    expect(error.problems[0]?.message).toMatch(/^Version 2026\.1 was approved with content hash [0-9a-f]{64} but its content hash is now [0-9a-f]{64}: /);
  });
});
