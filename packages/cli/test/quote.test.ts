import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

const EXAMPLE = "examples/requests/new-business-single-adult.json";
const example = () => JSON.parse(readFileSync(join(ROOT, EXAMPLE), "utf8")) as { individualHealthCarePolicy: { quote: Record<string, unknown> } };

beforeAll(ensureBuiltCli, 120_000);

describe("pmi-rating quote", () => {
  it("prints the response as JSON", async () => {
    const run = await runBuiltCli(["quote", EXAMPLE]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const response = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(response).toMatchObject({ id: "EX-SINGLE-1", productName: "HrSol", tables: { version: "2026.1" } });
    expect(typeof response.grossPrice).toBe("number");
    expect(response.worksheet).toBeUndefined();
  });

  it("reads standard input with -", async () => {
    const run = await runBuiltCli(["quote", "-"], { input: readFileSync(join(ROOT, EXAMPLE), "utf8") });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ id: "EX-SINGLE-1" });
  });

  it("explains the premium step by step with --explain", async () => {
    const json = JSON.parse((await runBuiltCli(["quote", EXAMPLE])).stdout) as { grossPrice: number; tables: { hash: string } };
    const run = await runBuiltCli(["quote", EXAMPLE, "--explain"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Quote EX-SINGLE-1 — HrSol, New Business");
    expect(run.stdout).toMatch(/Member 1 — self, age \d+, band \w+/);
    for (const step of ["postcodeBand", "baseRate", "underwriting", "options", "ncd", "paymentMethod", "rounding", "ipt"]) {
      expect(run.stdout).toMatch(new RegExp(`│ +\\d+ │ ${step} `));
    }
    expect(run.stdout).toMatch(new RegExp(`│ Policy +│ .*│ +${json.grossPrice.toFixed(2)} │`));
    expect(run.stdout).toContain("Instalments (12 a year)");
    expect(run.stdout).toContain(`Tables hash    ${json.tables.hash}`);
    expect(run.stdout).not.toContain("\u001b[");
  });

  it("writes the worksheet as CSV with exact figures", async () => {
    const run = await runBuiltCli(["quote", EXAMPLE, "--format", "csv"]);
    expect(run.code).toBe(0);
    const rows = parse<Record<string, string>>(run.stdout, { columns: true });
    expect(rows.length).toBeGreaterThan(8);
    expect(rows[0]).toMatchObject({ quoteId: "EX-SINGLE-1", relationship: "self", step: "postcodeBand" });
    expect(rows.find((row) => row.step === "baseRate")?.table).toBe("base-rates.csv");
  });

  it("gives the JSON with its worksheet for --explain --format json", async () => {
    const run = await runBuiltCli(["quote", EXAMPLE, "--explain", "--format", "json"]);
    const response = JSON.parse(run.stdout) as { worksheet: unknown[] };
    expect(response.worksheet.length).toBeGreaterThan(8);
  });

  it("lists every problem of an invalid request and exits 1", async () => {
    const request = example();
    request.individualHealthCarePolicy.quote.productName = "Other";
    request.individualHealthCarePolicy.quote.paymentFrequency = 7;
    const run = await runBuiltCli(["quote", "-"], { input: JSON.stringify(request) });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^pmi-rating: The request on standard input has \d+ problems; nothing was priced:/);
    expect(run.stderr).toMatch(/✖ \/individualHealthCarePolicy\/quote\/productName {2}UNSUPPORTED_PRODUCT {2}\S/);
    expect(run.stderr).toMatch(/✖ \/individualHealthCarePolicy\/quote\/paymentFrequency {2}[A-Z_]+ {2}\S/);
  });

  it("also prints the issues as JSON on standard output with --format json", async () => {
    const request = example();
    request.individualHealthCarePolicy.quote.productName = "Other";
    const run = await runBuiltCli(["quote", "-", "--format", "json"], { input: JSON.stringify(request) });
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual({ issues: [expect.objectContaining({ code: "UNSUPPORTED_PRODUCT", path: "/individualHealthCarePolicy/quote/productName" })] });
  });

  it("refuses a calling system not in --registry", async () => {
    const run = await runBuiltCli(["quote", EXAMPLE, "--registry", "OTHER-SYSTEM, WEB"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("UNREGISTERED_CALLING_SYSTEM");
    expect((await runBuiltCli(["quote", EXAMPLE, "--registry", "HrSolWeb"])).code).toBe(0);
  });

  it("says clearly that a file is missing", async () => {
    const run = await runBuiltCli(["quote", "no-such-request.json"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('pmi-rating: Cannot read "no-such-request.json": no such file or folder\n');
  });

  it("says clearly that a file is not JSON", async () => {
    const directory = mkdtempSync(join(tmpdir(), "pmi-cli-"));
    writeFileSync(join(directory, "broken.json"), '{"individualHealthCarePolicy": ');
    const run = await runBuiltCli(["quote", join(directory, "broken.json")]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^pmi-rating: ".*broken\.json" is refused \(MALFORMED_JSON\): The body is not valid JSON/);
  });

  it("refuses a body the service refuses, __proto__ and constructor.prototype keys, with the service's code and message", async () => {
    const text = readFileSync(join(ROOT, EXAMPLE), "utf8");
    const poisoned = text.replace(/^\{/, '{"__proto__":{"isAdmin":true},');
    const run = await runBuiltCli(["quote", "-"], { input: poisoned });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      'pmi-rating: Standard input is refused (FORBIDDEN_JSON_KEY): The body contains keys that are refused for safety (__proto__, constructor.prototype).\n  /__proto__: The key "__proto__" is not allowed in a request; remove it.\n',
    );
    const json = await runBuiltCli(["quote", "-", "--json"], { input: text.replace(/^\{/, '{"constructor":{"prototype":{"x":1}},') });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toMatchObject({
      error: {
        kind: "input",
        problems: [{ pointer: "/constructor/prototype", code: "FORBIDDEN_JSON_KEY", message: 'The key "prototype" is not allowed in a request; remove it.' }],
      },
    });
  });

  it("prices with --tables and stops on a broken tables folder, naming file, row and column", async () => {
    const directory = mkdtempSync(join(tmpdir(), "pmi-cli-tables-"));
    cpSync(join(ROOT, "tables"), directory, { recursive: true });
    expect((await runBuiltCli(["quote", EXAMPLE, "--tables", directory])).code).toBe(0);
    const ncd = join(directory, "2026.1/ncd.csv");
    const lines = readFileSync(ncd, "utf8").split("\n");
    lines[3] = lines[3]!.replace(/,[^,]*$/, ",not-a-number");
    writeFileSync(ncd, lines.join("\n"));
    const run = await runBuiltCli(["quote", EXAMPLE, "--tables", directory]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toMatch(/^pmi-rating: The tables in ".*" \(--tables\) have \d+ problems?:/);
    expect(run.stderr).toMatch(/ {2}2026\.1\/ncd\.csv:4 column "\w+" \[INVALID_NUMBER\] /);
  });

  it("exits 2 on a usage error", async () => {
    const unknown = await runBuiltCli(["quote", EXAMPLE, "--colour"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--colour'");
    const missing = await runBuiltCli(["quote"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("missing required argument 'file'");
    const format = await runBuiltCli(["quote", EXAMPLE, "--format", "xml"]);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain("Allowed choices are json, text, csv");
  });

  it("shows its options and examples with --help", async () => {
    const run = await runBuiltCli(["quote", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Usage: pmi-rating quote [options] <file>");
    expect(run.stdout).toContain("--explain");
    expect(run.stdout).toContain("Examples:");
  });
});
