import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateBookRequests } from "../book/generateBook.js";
import { decimalOf } from "pmi-rating/toolkit";
import { defaultTables, defaultTablesData } from "pmi-rating/tables";
import { loadTables } from "pmi-rating/node";
import { scaleTargetOf } from "./scaleTarget.js";
import { writeTablesFolder } from "../write/writeTablesFolder.js";
import { ImpactAccumulator } from "../impact/ImpactAccumulator.js";
import { pinTablesVersion } from "../impact/pinTablesVersion.js";
import { priceBookBatch } from "../impact/priceBookBatch.js";
import { solveTablesVersion } from "./solveTablesVersion.js";

const bookOf = (seed: number, count: number) => [...generateBookRequests(count, seed)].map((request) => JSON.stringify(request));

/** The book premium change impact reports (its pricing threads' batch function and its accumulator). */
function impactChangePercent(
  lines: readonly string[],
  from: Parameters<typeof priceBookBatch>[2]["from"],
  to: Parameters<typeof priceBookBatch>[2]["to"],
): number | undefined {
  const options = { basis: "gross" as const, largest: 0, failureSamples: 0, csvRecords: false };
  const accumulator = new ImpactAccumulator(options);
  accumulator.addBatch(priceBookBatch(new TextEncoder().encode(`${lines.join("\n")}\n`), 1, { from, to }, options));
  return accumulator.summary().totalChangePercent;
}

describe("solveTablesVersion: the answer, written and re-run through impact, gives the target", () => {
  const scale = scaleTargetOf("base-rates")!;
  const from = pinTablesVersion(defaultTables, "2026.1")!;

  it.each([11, 12, 13])(
    "book of seed %i: targets +4.5 %, -2 % and +10 %",
    async (seed) => {
      const lines = bookOf(seed, 50);
      for (const target of ["4.5", "-2", "10"]) {
        const solved = solveTablesVersion({ tables: defaultTablesData, version: "2026.1", lines, targetPercent: decimalOf(target), scale, basis: "gross" });
        expect(solved.converged).toBe(true);
        expect(solved.adjusted.manifest).toMatchObject({ status: "draft" });
        expect(solved.adjusted.manifest).not.toHaveProperty("approvedHash");
        // Not a division: 1 + target is only the second trial (minimum premiums, capping and rounding move the answer).
        expect(solved.trials[1]?.multiplier.toString()).toBe(decimalOf(1).plus(decimalOf(target).div(100)).toString());
        expect(solved.multiplier.eq(solved.trials[1]!.multiplier)).toBe(false);

        const folder = await mkdtemp(join(tmpdir(), "pmi-solve-"));
        await writeTablesFolder(folder, solved.tables);
        const to = pinTablesVersion(await loadTables(folder), "2026.1")!;
        const achieved = impactChangePercent(lines, from, to);
        expect(Math.abs((achieved ?? Number.NaN) - Number(target))).toBeLessThanOrEqual(0.01);
      }
    },
    300_000,
  );

  it("scales a factor table too (table:ncd)", () => {
    const lines = bookOf(31, 40);
    const solved = solveTablesVersion({
      tables: defaultTablesData,
      version: "2026.1",
      lines,
      targetPercent: decimalOf("-1.5"),
      scale: scaleTargetOf("table:ncd")!,
      basis: "net",
    });
    expect(solved.converged).toBe(true);
    expect(solved.adjusted.files["ncd.csv"]?.rows[0]?.values.factor).toMatch(/^\d\.\d{6}$/);
  }, 120_000);
});
