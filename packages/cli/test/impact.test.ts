import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { BUILT_CLI, ensureBuiltCli, ROOT, runBuiltCli, runProcess } from "./builtCli.js";

const directory = mkdtempSync(join(tmpdir(), "pmi-cli-impact-"));
const book = join(directory, "book.ndjson");
const POLICIES = 300;

beforeAll(async () => {
  await ensureBuiltCli();
  const written = await runBuiltCli(["book", "-n", String(POLICIES), "-s", "11", "--out", book]);
  expect(written.code).toBe(0);
}, 120_000);

describe("pmi-rating impact", () => {
  it("compares two versions of one folder: statistics, histogram, largest changes, CSV per policy", async () => {
    const out = join(directory, "impact.csv");
    const run = await runBuiltCli(["impact", "--from-version", "2026.1", "--to-version", "2027.1", "--workers", "2", "--out", out, book]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Rate change impact on gross premium");
    expect(run.stdout).toContain("from: shipped tables, version 2026.1 for every policy");
    expect(run.stdout).toContain(`Policies read:      ${POLICIES}`);
    expect(run.stdout).toContain(`Compared:           ${POLICIES}`);
    expect(run.stdout).toMatch(/Book premium: +£\d+\.\d\d → £\d+\.\d\d \(\+\d+\.\d\d %\)/);
    expect(run.stdout).toMatch(/Median change: +[+-]?\d+\.\d\d %/);
    expect(run.stdout).toMatch(/│ +P5 │ +P25 │ +P50 │ +P75 │ +P95 │/);
    expect(run.stdout).toContain("Distribution of the percentage change");
    expect(run.stdout).toMatch(/Largest increases\n.*\n.*Policy.*Change %/);
    expect(run.stdout).toMatch(/│ BOOK-11-\d{7} │/);
    // Piped: no progress bar, only the closing line on standard error.
    expect(run.stderr).toMatch(new RegExp(`^Priced ${POLICIES} policies twice in \\d+\\.\\d s with 2 threads; wrote .*impact\\.csv\\n$`));

    const rows = parse<Record<string, string>>(readFileSync(out, "utf8"), { columns: true });
    expect(rows).toHaveLength(POLICIES);
    expect(rows.map((row) => Number(row.line))).toEqual(Array.from({ length: POLICIES }, (_, index) => index + 1));
    expect(rows[0]).toMatchObject({ policyId: "BOOK-11-0000001", status: "compared", fromVersion: "2026.1", toVersion: "2027.1" });
    const first = rows[0]!;
    expect(Number(first.toGross) - Number(first.fromGross)).toBeCloseTo(Number(first.change), 2);
  });

  it("writes -o FILE where it is named, relative to the working folder, with formula-like ids neutralised", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pmi-cli-impact-out-"));
    const lines = readFileSync(book, "utf8").split("\n").slice(0, 3);
    const withId = (line: string, id: string) => {
      const request = JSON.parse(line) as { individualHealthCarePolicy: { quote: { id: string } } };
      request.individualHealthCarePolicy.quote.id = id;
      return JSON.stringify(request);
    };
    const hostile = ['=HYPERLINK("http://example.invalid","x")', "+cmd|' /C calc'!A0", "@SUM(1)"];
    writeFileSync(join(folder, "book.ndjson"), `${lines.map((line, index) => withId(line, hostile[index]!)).join("\n")}\n`);
    const run = await runBuiltCli(["impact", "--from-version", "2026.1", "--to-version", "2027.1", "-o", "report.csv", "book.ndjson"], { cwd: folder });
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/; wrote report\.csv\n$/);
    expect(readdirSync(folder).sort()).toEqual(["book.ndjson", "report.csv"]);
    const rows = parse<Record<string, string>>(readFileSync(join(folder, "report.csv"), "utf8"), { columns: true });
    expect(rows.map((row) => [row.policyId, row.status])).toEqual(hostile.map((id) => [`'${id}`, "compared"]));
    // Numbers stay numbers, negative ones included.
    expect(rows.every((row) => Number.isFinite(Number(row.change)))).toBe(true);
  });

  it("lists the policies that failed with either tables, by id or line number", async () => {
    const withFailures = join(directory, "with-failures.ndjson");
    appendFileSync(withFailures, readFileSync(book, "utf8").split("\n").slice(0, 20).join("\n") + "\n");
    appendFileSync(withFailures, "{not json\n");
    appendFileSync(withFailures, `${JSON.stringify({ individualHealthCarePolicy: { quote: { id: "BROKEN-1", productName: "Other" } } })}\n`);
    const run = await runBuiltCli(["impact", "--from-version", "2026.1", "--to-version", "2027.1", "--basis", "net", withFailures]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Rate change impact on net premium");
    expect(run.stdout).toContain("Policies read:      22");
    expect(run.stdout).toContain("Failed:             2");
    expect(run.stdout).toContain("Policies that could not be compared: 2");
    expect(run.stdout).toMatch(/│ +21 │ line 21 +│ both tables │ MALFORMED_JSON: The body is not valid JSON/);
    expect(run.stdout).toMatch(/│ +22 │ BROKEN-1 +│ both tables │ [A-Z_]+ at \//);
  });

  it("reports a line over --max-line-bytes as failed with its number, and carries on with the report", async () => {
    const withLongLine = join(directory, "with-long-line.ndjson");
    const [first, second] = readFileSync(book, "utf8").split("\n");
    appendFileSync(withLongLine, `${first}\n${" ".repeat(5_000)}${first}\n${second}\n`);
    const run = await runBuiltCli(["impact", "--from-version", "2026.1", "--to-version", "2027.1", "--workers", "2", "--max-line-bytes", "4096", withLongLine]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Policies read:      3");
    expect(run.stdout).toContain("Failed:             1");
    expect(run.stdout).toMatch(/│ +2 │ line 2 +│ both tables │ LINE_TOO_LONG: the line is \d+ bytes, over the maximum of 4096 bytes/);
  });

  it("prices by each policy's date without pinned versions, and reads the book from standard input", async () => {
    const run = await runBuiltCli(["impact", "--to", "tables", "--workers", "1", "-"], { input: readFileSync(book, "utf8") });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("to:   tables, version by each policy's price date");
    expect(run.stdout).toContain(`Compared:           ${POLICIES}`);
    expect(run.stdout).toContain("Median change:      0.00 %");
  });

  it("draws a progress bar on a terminal", async () => {
    // script(1) gives the command a pseudo-terminal, as when an actuary runs it by hand.
    const command = `${process.execPath} ${BUILT_CLI} impact --from-version 2026.1 --to-version 2027.1 --workers 1 ${book} > /dev/null`;
    const run = await runProcess("script", ["-qec", command, "/dev/null"], { env: { TERM: "xterm", CI: "" } });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Pricing \|[█░]+\| +\d+% \| \d+ policies/);
  });

  it("stops before pricing on a missing book, a broken folder or an unknown version", async () => {
    const missing = await runBuiltCli(["impact", join(directory, "nope.ndjson")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^pmi-rating: Cannot read the book ".*nope\.ndjson": no such file or folder\n$/);
    const version = await runBuiltCli(["impact", "--to-version", "2099.1", book]);
    expect(version.code).toBe(1);
    expect(version.stderr).toBe("pmi-rating: --to-version 2099.1 is not in the shipped tables (versions: 2025.1, 2026.1, 2027.1)\n");
    const folder = await runBuiltCli(["impact", "--from", directory, book]);
    expect(folder.code).toBe(1);
    expect(folder.stderr).toMatch(/^pmi-rating: The tables in ".*" \(--from\) have \d+ problems?:\n/);
  });

  it("runs its worker threads from the TypeScript sources under tsx too", async () => {
    const run = await runProcess(join(ROOT, "node_modules/.bin/tsx"), [
      "packages/cli/src/index.ts",
      "impact",
      "--from-version",
      "2026.1",
      "--to-version",
      "2027.1",
      "--workers",
      "2",
      book,
    ]);
    expect(run.stderr).toMatch(/with 2 threads/);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Compared:           ${POLICIES}`);
  }, 60_000);
});
