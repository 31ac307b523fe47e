import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { safeLoadTables } from "../../../src/plans/loadTables.js";
import { sha256Hex } from "../../../src/tables/hash/sha256Hex.js";
import { defaultTables } from "pmi-rating/tables";
import { compileTablesFiles, sha256HexInBrowser } from "./compileTablesFiles.js";
import type { TablesFile } from "./readTablesFiles.js";

const tablesFolder = new URL("../../../tables", import.meta.url).pathname;

/** The shipped tables folder as a page's folder picker gives it: paths led by the folder's name. */
function shippedTablesFiles(): TablesFile[] {
  const files: TablesFile[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push({ path: `tables/${relative(tablesFolder, path)}`, text: readFileSync(path, "utf8") });
    }
  };
  walk(tablesFolder);
  return files;
}

const edit = (files: TablesFile[], path: string, change: (text: string) => string) =>
  files.map((file) => (file.path === path ? { ...file, text: change(file.text) } : file));

describe("sha256HexInBrowser", () => {
  it("equals node:crypto's sha-256", () => {
    for (const text of ["", "abc", "£ and é and 🙂"]) expect(sha256HexInBrowser(text)).toBe(sha256Hex(text));
  });
});

describe("compileTablesFiles", () => {
  it("compiles the shipped tables folder to the shipped tables, with the same content hash", () => {
    const result = compileTablesFiles(shippedTablesFiles());
    expect(result.success).toBe(true);
    if (result.success) {
      expect(result.tables.hash).toBe(defaultTables.hash);
      expect(result.tables.versions.map((version) => version.manifest.version)).toEqual(defaultTables.versions.map((version) => version.manifest.version));
    }
  });

  it("reports the same problems, with file, row and column, as tables check on disk", async () => {
    const files = edit(shippedTablesFiles(), "tables/2026.1/ncd.csv", (text) => text.replace(/\n(\d+),0\.6\d*/, "\n$1,zero"));
    const result = compileTablesFiles(files);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.problems).toContainEqual(expect.objectContaining({ file: "2026.1/ncd.csv", column: "factor", code: "INVALID_NUMBER" }));
      expect(result.problems[0]?.row).toBeGreaterThan(1);
    }
    expect((await safeLoadTables(tablesFolder)).success).toBe(true);
  });

  it("names a missing file, an unknown file and CSV that cannot be parsed", () => {
    const files = shippedTablesFiles()
      .filter((file) => file.path !== "tables/2027.1/payment.csv")
      .concat([
        { path: "tables/2026.1/notes.csv", text: "a\n1\n" },
        { path: "tables/2026.1/README.md", text: "ignored" },
      ]);
    const broken = edit(files, "tables/2026.1/limits.csv", () => 'a,b\n"unterminated,1\n');
    const result = compileTablesFiles(broken);
    expect(result.success).toBe(false);
    if (!result.success) {
      const codes = result.problems.map((problem) => `${problem.file} ${problem.code}`);
      expect(codes).toContain("2027.1/payment.csv MISSING_FILE");
      expect(codes).toContain("2026.1/notes.csv UNKNOWN_FILE");
      expect(codes).toContain("2026.1/limits.csv CSV_SYNTAX");
      expect(codes).not.toContain("2026.1/limits.csv MISSING_FILE");
    }
  });

  it("refuses a manifest with a key given twice, as tables check does, naming the line and the key", () => {
    const files = edit(shippedTablesFiles(), "tables/2026.1/manifest.json", (text) =>
      text.replace('"effectiveFrom": "2026-01-01",', '"effectiveFrom": "2026-01-01",\n  "effectiveFrom": "2026-06-01",'),
    );
    const result = compileTablesFiles(files);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.problems).toContainEqual(expect.objectContaining({ file: "2026.1/manifest.json", code: "DUPLICATE_KEY", column: "effectiveFrom" }));
    }
  });

  it("accepts the files of a folder chosen at its own level (paths without a leading folder)", () => {
    const files = shippedTablesFiles().map((file) => ({ ...file, path: file.path.replace(/^tables\//, "") }));
    const result = compileTablesFiles(files);
    expect(result.success && result.tables.hash).toBe(defaultTables.hash);
  });

  it("says there is no version when nothing was chosen", () => {
    const result = compileTablesFiles([]);
    expect(result.success ? [] : result.problems.map((problem) => problem.code)).toContain("NO_VERSIONS");
  });
});
