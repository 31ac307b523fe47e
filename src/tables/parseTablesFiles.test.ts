import { describe, expect, it } from "vitest";
import { parseTablesFiles } from "./parseTablesFiles.js";

const IPT = "effective_from,rate_percent\n2024-01-01,12\n";
const NCD = "ncd_level,factor\n0,1.00\n";

describe("parseTablesFiles", () => {
  it("parses ipt.csv and each version folder, sorted by folder name", () => {
    const { parsed, problems, unreadable } = parseTablesFiles([
      { path: "2027.1/ncd.csv", text: NCD },
      { path: "ipt.csv", text: IPT },
      { path: "2026.1/manifest.json", text: '\uFEFF{"version":"2026.1"}' },
    ]);
    expect(problems).toEqual([]);
    expect(unreadable.size).toBe(0);
    expect(parsed.ipt?.rows).toHaveLength(1);
    expect(parsed.versions.map((version) => version.directory)).toEqual(["2026.1", "2027.1"]);
    expect(parsed.versions[0]?.manifest).toEqual({ version: "2026.1" });
    expect(Object.keys(parsed.versions[1]?.files ?? {})).toEqual(["ncd.csv"]);
  });

  it("names misspelt tables files, ignores notes, hidden folders and deeper files", () => {
    const { parsed, problems } = parseTablesFiles([
      { path: "README.md" },
      { path: "rates.csv" },
      { path: "2026.1/ncd-levels.csv" },
      { path: "2026.1/notes.txt" },
      { path: ".git/config.json" },
      { path: "2026.1/old/ncd.csv", text: NCD },
    ]);
    expect(problems.map((problem) => [problem.file, problem.code])).toEqual([
      ["2026.1/ncd-levels.csv", "UNKNOWN_FILE"],
      ["rates.csv", "UNKNOWN_FILE"],
    ]);
    expect(parsed.versions.map((version) => version.directory)).toEqual(["2026.1"]);
  });

  it("reports a file that could not be read, or parsed, and marks it unreadable so it is not also called missing", () => {
    const { parsed, problems, unreadable } = parseTablesFiles([
      { path: "ipt.csv", problem: { file: "ipt.csv", code: "FILE_TOO_LARGE", message: "ipt.csv is 6.0 MB" } },
      { path: "2026.1/manifest.json", text: '{"version":"2026.1","version":"2026.2"}' },
      { path: "2026.1/ncd.csv", text: 'ncd_level,factor\n"0,1.00\n' },
    ]);
    expect(problems.map((problem) => [problem.file, problem.code])).toEqual(
      expect.arrayContaining([
        ["ipt.csv", "FILE_TOO_LARGE"],
        ["2026.1/manifest.json", "DUPLICATE_KEY"],
      ]),
    );
    expect(problems.some((problem) => problem.file === "2026.1/ncd.csv")).toBe(true);
    expect([...unreadable].sort()).toEqual(["2026.1/manifest.json", "2026.1/ncd.csv", "ipt.csv"]);
    expect(parsed.ipt).toBeUndefined();
    expect(parsed.versions[0]?.manifest).toBeUndefined();
  });
});
