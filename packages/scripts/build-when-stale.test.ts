import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

// npm start's prestart (packages/scripts/build-when-stale.mjs) skips the build only when dist/ was built
// from the inputs as they are now: a stale dist/ served by `npm start` would price with old rules.
const script = join(import.meta.dirname, "build-when-stale.mjs");

function isCurrent(root: string): boolean {
  const run = spawnSync(process.execPath, [script, "--check", "--root", root], { encoding: "utf8" });
  if (run.status !== 0 && run.status !== 1) throw new Error(`build-when-stale --check failed: ${run.stderr}`);
  return run.status === 0;
}

function hashOfInputs(root: string): string {
  const run = spawnSync(
    process.execPath,
    ["--input-type=module", "-e", `import { hashBuildInputs } from ${JSON.stringify(script)}; process.stdout.write(hashBuildInputs(${JSON.stringify(root)}));`],
    {
      encoding: "utf8",
    },
  );
  return run.stdout;
}

describe("build-when-stale (npm start's prestart)", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "pmi-build-when-stale-"));
    mkdirSync(join(root, "src", "steps"), { recursive: true });
    mkdirSync(join(root, "tables", "2026-01"), { recursive: true });
    writeFileSync(join(root, "src", "steps", "ncd.ts"), "export const ncd = 1;\n");
    writeFileSync(join(root, "src", "steps", "ncd.test.ts"), "// a test\n");
    writeFileSync(join(root, "tables", "2026-01", "ncd.csv"), "level,factor\n0,1\n");
    writeFileSync(join(root, "package.json"), "{}\n");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function markBuilt(): void {
    mkdirSync(join(root, "dist"), { recursive: true });
    mkdirSync(join(root, "packages", "cli", "dist"), { recursive: true });
    writeFileSync(join(root, "packages", "cli", "dist", "cli.js"), "");
    writeFileSync(join(root, "dist", ".build-inputs.sha256"), `${hashOfInputs(root)}\n`);
  }

  it("calls a missing or unmarked dist/ stale", () => {
    expect(isCurrent(root)).toBe(false);
    mkdirSync(join(root, "dist"));
    mkdirSync(join(root, "packages", "cli", "dist"), { recursive: true });
    writeFileSync(join(root, "packages", "cli", "dist", "cli.js"), "");
    expect(isCurrent(root)).toBe(false);
  });

  it("calls dist/ current when nothing changed since the build, and when only a test file changed", () => {
    markBuilt();
    expect(isCurrent(root)).toBe(true);
    writeFileSync(join(root, "src", "steps", "ncd.test.ts"), "// another test\n");
    expect(isCurrent(root)).toBe(true);
  });

  it("calls dist/ stale after a source, a table, a new file or the package file changed", () => {
    const changes = [
      () => writeFileSync(join(root, "src", "steps", "ncd.ts"), "export const ncd = 2;\n"),
      () => writeFileSync(join(root, "tables", "2026-01", "ncd.csv"), "level,factor\n0,0.9\n"),
      () => writeFileSync(join(root, "src", "steps", "smoker.ts"), "export const smoker = 1;\n"),
      () => writeFileSync(join(root, "package.json"), '{"version":"1.0.1"}\n'),
    ];
    for (const change of changes) {
      markBuilt();
      expect(isCurrent(root)).toBe(true);
      change();
      expect(isCurrent(root)).toBe(false);
    }
  });

  it("calls dist/ stale when the built entry is gone", () => {
    markBuilt();
    rmSync(join(root, "packages", "cli", "dist", "cli.js"));
    expect(isCurrent(root)).toBe(false);
  });
});
