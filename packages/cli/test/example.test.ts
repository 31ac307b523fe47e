import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli, ROOT, runBuiltCli } from "./builtCli.js";

beforeAll(ensureBuiltCli, 120_000);

describe("pmi-rating example", () => {
  it("lists every shipped example request with what it shows", async () => {
    const run = await runBuiltCli(["example"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Example requests \(print one with: pmi-rating example <name>\):\n/);
    expect(run.stdout).toMatch(/\n {2}new-business-single-adult +New Business, one adult/);
    const listed = JSON.parse((await runBuiltCli(["example", "--json"])).stdout) as { name: string; description: string }[];
    expect(listed.length).toBeGreaterThanOrEqual(13);
    expect(listed.every((example) => example.description !== "")).toBe(true);
  });

  it("prints one request exactly, which the quote command then prices", async () => {
    const run = await runBuiltCli(["example", "new-business-couple"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(readFileSync(join(ROOT, "examples/requests/new-business-couple.json"), "utf8"));
    const priced = await runBuiltCli(["quote", "-"], { input: run.stdout });
    expect(priced.code).toBe(0);
    expect(JSON.parse(priced.stdout)).toHaveProperty("grossPrice");
  });

  it("names the examples when asked for one that does not exist, as JSON with --json", async () => {
    const run = await runBuiltCli(["example", "no-such-example"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('There is no example "no-such-example"; the examples are: incentive-free-option,');
    const json = await runBuiltCli(["example", "no-such-example", "--json"]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ error: { message: expect.stringContaining("There is no example"), exitCode: 1, kind: "input" } });
  });

  it("names a file that exists in the quote command's help", async () => {
    const help = await runBuiltCli(["quote", "--help"]);
    expect(help.stdout).toContain("$ pmi-rating example new-business-single-adult > request.json");
  });
});

describe("--json errors", () => {
  it("prints a refused request's issues, and a usage error, as one JSON document on standard output", async () => {
    const request = JSON.parse(readFileSync(join(ROOT, "examples/requests/new-business-single-adult.json"), "utf8")) as {
      individualHealthCarePolicy: { quote: Record<string, unknown> };
    };
    delete request.individualHealthCarePolicy.quote["paymentType"];
    const refused = await runBuiltCli(["quote", "-", "--json"], { input: JSON.stringify(request) });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe("");
    const error = (JSON.parse(refused.stdout) as { error: { kind: string; problems: { path: string; code: string }[] } }).error;
    expect(error.kind).toBe("input");
    expect(error.problems).toContainEqual(expect.objectContaining({ path: "/individualHealthCarePolicy/quote/paymentType" }));

    const usage = await runBuiltCli(["golden", "--json"]);
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.stdout)).toEqual({ error: { message: expect.stringContaining("missing required argument"), exitCode: 2, kind: "usage" } });
  });
});
