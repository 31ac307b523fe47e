import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPercent } from "@pmi-rating/rate-change";
import { pinTablesVersion } from "@pmi-rating/rate-change";
import { defaultTables, defaultTablesData } from "pmi-rating/tables";
import { diffTablesVersions } from "@pmi-rating/rate-change";
import { bookLines } from "../src/bookLines.js";
import { compareBook } from "../src/compareBook.js";
import { segmentGrid } from "../src/segmentGrid.js";
import { openWorkbench, CHROMIUM_SKIPPED, runsInChromium, screenshot, type OpenWorkbench } from "./workbenchFixture.js";

// The rate-change views of the workbench in a real browser (Debian's Chromium driven by
// playwright-core) against the real reference service; skipped without Chromium except on CI.

describe.runIf(runsInChromium)(`workbench rate change in Chromium${CHROMIUM_SKIPPED}`, () => {
  let workbench: OpenWorkbench;
  let page: Page;

  beforeAll(async () => {
    workbench = await openWorkbench();
    page = workbench.page;
  }, 90_000);

  afterAll(() => workbench?.close());

  it("shows the diff of two versions: the base-rate heat map and every changed cell highlighted", async () => {
    await page.click("#tab-rates");
    await page.selectOption("#rates-from", "inForce:2026.1");
    await page.selectOption("#rates-to", "inForce:2027.1");
    await page.waitForSelector("#rates-heatmap");
    const cells = await page.$$eval("#rates-heatmap tbody td", (tds) => tds.map((td) => td.textContent));
    const [, v2026, v2027] = defaultTablesData.versions;
    const diff = diffTablesVersions({ label: "a", version: v2026! }, { label: "b", version: v2027! });
    const baseRates = diff.tables.find((table) => table.file === "base-rates.csv")!;
    expect(cells).toHaveLength(baseRates.changed.flatMap((row) => row.cells).length);
    expect(new Set(cells)).toEqual(new Set(["+6.00 %"]));
    await expect(page.locator(".diff-table[data-file='base-rates.csv'] td.changed").count()).resolves.toBe(baseRates.changed.flatMap((row) => row.cells).length);
    await expect(page.getAttribute(".diff-table[data-file='base-rates.csv'] td.changed", "title")).resolves.toBe("was 323.00 (+6.00 %)");
    await expect(page.textContent("#rates-summary")).resolves.toBe("2 of 11 files differ: manifest.json, base-rates.csv.");
    await screenshot(page, "rate-change");
  });

  it("draws the dislocation by segment of a comparison: bars by age band and postcode band, and the age × band heat map", async () => {
    await page.click("#tab-compare");
    await page.fill("#book-policies", "200");
    await page.fill("#book-seed", "4");
    await page.selectOption("#compare-from-version", "2026.1");
    await page.selectOption("#compare-to-version", "2027.1");
    await page.click("#compare-run");
    await page.waitForSelector("#segment-heatmap", { timeout: 60_000 });
    const lines = bookLines({ kind: "seeded", policies: 200, seed: 4 }, defaultTables);
    const report = compareBook({ lines, from: pinTablesVersion(defaultTables, "2026.1")!, to: pinTablesVersion(defaultTables, "2027.1")!, basis: "gross" });
    const grid = segmentGrid(report.segments);
    const byAge = await page.$$eval("#segment-by-age tbody tr", (rows) =>
      rows.map((row) => [row.querySelector("th")?.textContent, row.querySelectorAll("td")[1]?.textContent]),
    );
    expect(byAge).toEqual(grid.byAge.map((entry) => [entry.label, formatPercent(entry.changePercent ?? Number.NaN)]));
    await expect(page.locator("#segment-heatmap tbody tr").count()).resolves.toBe(grid.ageBands.length);
    await page.locator("#segment-view").scrollIntoViewIfNeeded();
    await screenshot(page, "compare-segments");
    expect(workbench.pageErrors).toEqual([]);
    expect(workbench.foreignRequests).toEqual([]);
  });
});
