import { execFileSync } from "node:child_process";
import { mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { safeLoadTables } from "../plans/loadTables.js";
import { copyDefaultTables } from "@pmi-rating/test-support";

// Tables folders an attacker or a careless operator hands to `tables check`, `loadTables` and
// `serve --tables`: each must be refused with the file (and row), quickly, in bounded memory.

const BASE_RATES = "2026.1/base-rates.csv";
const HEADER = "from_age,to_age,A,B,C,D,E,F";
const ROW = "0,99,323.00,353.40,380.00,418.00,475.00,570.00";

async function problemsWith(change: (folder: Awaited<ReturnType<typeof copyDefaultTables>>) => Promise<void>) {
  const folder = await copyDefaultTables();
  try {
    await change(folder);
    const result = await safeLoadTables(folder.directory);
    if (result.success) throw new Error("The broken tables loaded");
    return result.problems;
  } finally {
    await rm(folder.directory, { recursive: true, force: true });
  }
}

describe("loadTables under attack", () => {
  it("4,000 overlapping base-rate rows: no stack overflow, the first 100 named by file and row, the rest counted", async () => {
    const problems = await problemsWith((folder) => writeFile(folder.path(BASE_RATES), [HEADER, ...Array.from({ length: 4_000 }, () => ROW)].join("\n")));
    expect(problems).toHaveLength(101);
    expect(problems[0]).toEqual({
      file: BASE_RATES,
      row: 3,
      column: "from_age",
      code: "AGE_BAND_OVERLAP",
      message: "Ages 0-99 are in this band (0-99) and in row 2 (0-99): each age must be in exactly one band.",
    });
    expect(problems.slice(0, 100).every((problem) => problem.file === BASE_RATES && problem.row !== undefined)).toBe(true);
    // 3,999 rows overlap the first; 100 are listed.
    expect(problems[100]).toEqual({
      file: BASE_RATES,
      code: "TOO_MANY_PROBLEMS",
      message: "And 3899 more problems in this file, not listed: mend the ones above and check again.",
    });
  });

  it("100,000 bad cells are 100 problems and a count, not megabytes of them", async () => {
    const problems = await problemsWith((folder) =>
      writeFile(folder.path(BASE_RATES), [HEADER, ...Array.from({ length: 20_000 }, (_, index) => `${index % 100},${index % 100},x,x,x,x,x,-1`)].join("\n")),
    );
    const ofFile = problems.filter((problem) => problem.file === BASE_RATES);
    expect(ofFile).toHaveLength(101);
    expect(ofFile.at(-1)).toMatchObject({ code: "TOO_MANY_PROBLEMS", message: expect.stringMatching(/^And 11\d{4} more problems/) });
  });

  it("a FIFO in place of a table file is refused at once, not waited on forever", async () => {
    const problems = await problemsWith(async (folder) => {
      await rm(folder.path(BASE_RATES));
      execFileSync("mkfifo", [folder.path(BASE_RATES)]);
    });
    expect(problems).toContainEqual({
      file: BASE_RATES,
      code: "NOT_A_FILE",
      message: `${BASE_RATES} is a named pipe (FIFO), not a regular file; a tables file must be a plain CSV or JSON file.`,
    });
    expect(problems.filter((problem) => problem.file === BASE_RATES && problem.code === "MISSING_FILE")).toEqual([]);
  }, 20_000);

  it("a symlink to /dev/zero is refused before a byte is read (it leads out of the folder)", async () => {
    const problems = await problemsWith(async (folder) => {
      await rm(folder.path("ipt.csv"));
      await symlink("/dev/zero", folder.path("ipt.csv"));
    });
    expect(problems).toContainEqual({
      file: "ipt.csv",
      code: "LINK_OUTSIDE_FOLDER",
      message:
        "ipt.csv is a symbolic link that leads out of the tables folder: a tables file must be inside it (links within the folder, as a Kubernetes ConfigMap mount has, are read).",
    });
  });

  it("a folder in place of a table file is refused as such", async () => {
    const problems = await problemsWith(async (folder) => {
      await rm(folder.path("2026.1/manifest.json"));
      await mkdir(folder.path("2026.1/manifest.json"));
    });
    expect(problems).toContainEqual(expect.objectContaining({ file: "2026.1/manifest.json", code: "NOT_A_FILE", message: expect.stringContaining("is a folder") }));
  });
});
