import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../../", import.meta.url));
const bin = (name: string) => `${root}node_modules/.bin/${name}`;

/** Runs a linter; a non-zero exit (errors found) still gives its output to assert on. */
async function lint(command: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(command, args, {
      cwd: root,
      timeout: 60_000,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === "number" ? failed.code : 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

describe("docs/openapi.json under the OpenAPI linters", () => {
  it("passes Redocly's recommended rules with 0 errors (examples checked against their schemas)", async () => {
    const { code, output } = await lint(bin("redocly"), ["lint", "docs/openapi.json", "--format=summary"]);
    expect(output).toContain("Your API description is valid");
    expect(output).not.toMatch(/^error /m);
    expect(code).toBe(0);
  }, 90_000);

  it("passes Spectral's spectral:oas ruleset (.spectral.yaml) with 0 errors", async () => {
    const { code, output } = await lint(bin("spectral"), ["lint", "docs/openapi.json", "--ruleset", ".spectral.yaml", "--fail-severity", "error"]);
    expect(output).toMatch(/0 errors/);
    expect(code).toBe(0);
  }, 90_000);
});
