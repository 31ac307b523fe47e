import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatWorksheetCsv } from "@pmi-rating/rate-change";
import { pinTablesVersion } from "@pmi-rating/rate-change";
import { quote } from "pmi-rating";
import { defaultTables, tablesSignOff } from "pmi-rating/tables";
import { loadTables } from "pmi-rating/node";
import { bookLines } from "../src/bookLines.js";
import { compareBook } from "../src/compareBook.js";
import { formatPercent } from "@pmi-rating/rate-change";
import { openWorkbench, CHROMIUM_SKIPPED, runsInChromium, screenshot, type OpenWorkbench } from "./workbenchFixture.js";

// The workbench in a real browser (Debian's Chromium driven by playwright-core) against the
// real reference service. Without Chromium the tests are skipped with a message, except on CI
// (CI set), where a missing browser is a failure.
const example = JSON.parse(readFileSync(new URL("../../../examples/requests/new-business-couple.json", import.meta.url), "utf8")) as unknown;
const expected = quote(example, defaultTables, { explain: true });
const money = (amount: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(amount);

describe.runIf(runsInChromium)(`workbench in Chromium${CHROMIUM_SKIPPED}`, () => {
  let workbench: OpenWorkbench;
  let page: Page;
  let foreignRequests: string[];
  let pageErrors: string[];

  beforeAll(async () => {
    workbench = await openWorkbench();
    ({ page, foreignRequests, pageErrors } = workbench);
  }, 90_000);

  afterAll(() => workbench?.close());

  it("prices the default example at once, with the premiums quote() gives", async () => {
    await expect(page.textContent("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(expected.grossPrice));
    await expect(page.textContent("#policy-premiums [data-field=netPrice]")).resolves.toBe(money(expected.netPrice));
    await expect(page.textContent("#policy-premiums [data-field=ipt]")).resolves.toBe(money(expected.ipt));
    const members = expected.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
    const shown = await page.$$eval("#member-premiums tbody tr", (rows) =>
      rows.map((row) => ["netPrice", "ipt", "grossPrice"].map((field) => row.querySelector(`[data-field=${field}]`)?.textContent)),
    );
    expect(shown).toEqual(members.map((member) => [member.netPrice.toFixed(2), member.ipt.toFixed(2), member.grossPrice.toFixed(2)]));
    await screenshot(page, "quote");
  });

  it("shows every date of birth whole at 1366 px wide", async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const cut = await page.$$eval("input[name$='.dateOfBirth']", (inputs) =>
      inputs.filter((input) => (input as HTMLInputElement).scrollWidth > (input as HTMLInputElement).clientWidth).map((input) => (input as HTMLInputElement).value),
    );
    expect(await page.$$eval("input[name$='.dateOfBirth']", (inputs) => inputs.length)).toBeGreaterThan(0);
    expect(cut).toEqual([]);
  });

  it("keeps the JSON in step with the form, and re-prices", async () => {
    await page.selectOption("select[name=paymentFrequency]", "12");
    const json = JSON.parse(await page.inputValue("#request-json")) as { individualHealthCarePolicy: { quote: unknown } };
    const monthly = quote(json, defaultTables);
    expect(json.individualHealthCarePolicy.quote).toMatchObject({ paymentFrequency: 12 });
    await expect(page.textContent("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(monthly.grossPrice));
    await page.selectOption("select[name=paymentFrequency]", "1");
  });

  it("opens the waterfall with every step labelled, and exports the worksheet CSV", async () => {
    await page.click("#tab-explain");
    await page.waitForSelector("#panel-explain:not([hidden]) #worksheet-table");
    const label = await page.getAttribute("#waterfall", "aria-label");
    expect(label).toContain("baseRate 1030 to 1030.00");
    expect(label).toContain("Gross premium");
    const memberLines = (expected.worksheet ?? []).filter((line) => line.member?.endsWith("/member/0"));
    await expect(page.locator("#worksheet-table tbody tr").count()).resolves.toBe(memberLines.length);
    // The chart is drawn: the canvas holds an image, not an empty bitmap.
    await page.waitForFunction(() => (document.getElementById("waterfall") as HTMLCanvasElement).toDataURL().length > 5000);
    await screenshot(page, "explain");
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#worksheet-csv")]);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv).toBe(formatWorksheetCsv(expected));
  });

  it("shows a validation error with its code and highlights its pointer in the JSON", async () => {
    await page.click("#tab-quote");
    await page.fill("input[name='member.0.dateOfBirth']", "1979-13-45");
    const problem = page.locator(".problems li[data-code]").first();
    await expect(problem.getAttribute("data-code")).resolves.toBe("INVALID_DATE");
    const pointer = "/individualHealthCarePolicy/quote/memberCategory/0/familyUnit/0/member/0/dateOfBirth";
    await page.click(`.problems button[data-pointer='${pointer}']`);
    const selected = await page.$eval("#request-json", (area) => {
      const textarea = area as HTMLTextAreaElement;
      return textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
    });
    expect(selected).toBe('"dateOfBirth": "1979-13-45"');
    await expect(page.textContent("#request-highlight mark.active")).resolves.toBe('"dateOfBirth": "1979-13-45"');
    await screenshot(page, "problems");
    await page.fill("input[name='member.0.dateOfBirth']", "1979-03-02");
    await expect(page.textContent("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(expected.grossPrice));
  });

  it("runs an impact comparison in a Web Worker and agrees with the command line's figures", async () => {
    await page.click("#tab-compare");
    await page.fill("#book-policies", "300");
    await page.fill("#book-seed", "5");
    await page.selectOption("#compare-from-version", "2026.1");
    await page.selectOption("#compare-to-version", "2027.1");
    await page.click("#compare-run");
    await page.waitForSelector("#impact-summary", { timeout: 60_000 });
    await expect(page.$eval("#compare-progress", (bar) => [(bar as HTMLProgressElement).value, (bar as HTMLProgressElement).max])).resolves.toEqual([300, 300]);
    const lines = bookLines({ kind: "seeded", policies: 300, seed: 5 }, defaultTables);
    const from = pinTablesVersion(defaultTables, "2026.1");
    const to = pinTablesVersion(defaultTables, "2027.1");
    if (from === undefined || to === undefined) throw new Error("versions missing");
    const report = compareBook({ lines, from, to, basis: "gross" });
    await expect(page.textContent("#impact-median")).resolves.toBe(formatPercent(report.medianChangePercent ?? Number.NaN));
    const firstMover = report.largestIncreases[0];
    await expect(page.textContent("#largest-increases tbody tr td")).resolves.toBe(firstMover?.policyId);
    await screenshot(page, "compare");
    // Explain the largest increase: its request is loaded in Quote and the Explain tab opens.
    await page.click("#largest-increases tbody tr button");
    await page.waitForSelector("#panel-explain:not([hidden])");
    await expect(page.textContent("#explain-status")).resolves.toContain(firstMover?.policyId);
  });

  it("checks an uploaded tables folder and lists each problem with file, row and column", async () => {
    const folder = mkdtempSync(join(tmpdir(), "pmi-workbench-tables-"));
    cpSync(new URL("../../../tables", import.meta.url).pathname, join(folder, "tables"), { recursive: true });
    const ncd = join(folder, "tables", "2026.1", "ncd.csv");
    writeFileSync(ncd, readFileSync(ncd, "utf8").replace(/\n(\d+),0\.6\d*/, "\n$1,zero"));
    await page.click("#tab-tables");
    await expect(page.textContent(".tables-summary [data-field=hash]")).resolves.toBe(defaultTables.hash);
    await page.setInputFiles("#tables-upload", join(folder, "tables"));
    await page.waitForSelector("#tables-problems");
    const rows = await page.$$eval("#tables-problems tbody tr", (trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => td.textContent)));
    expect(rows).toContainEqual(["2026.1/ncd.csv", expect.stringMatching(/^\d+$/), "factor", "INVALID_NUMBER", expect.any(String)]);
    await page.locator("#tables-check").scrollIntoViewIfNeeded();
    await screenshot(page, "tables");

    // A valid change to an approved version: the verdict of tables check (tablesSignOff), shown with both hashes, and still open to analysis.
    writeFileSync(ncd, readFileSync(new URL("../../../tables/2026.1/ncd.csv", import.meta.url), "utf8").replace("0,1.60", "0,1.61"));
    await page.setInputFiles("#tables-upload", join(folder, "tables"));
    await page.waitForSelector("#tables-problems");
    const changed = await loadTables(join(folder, "tables"));
    const expectedProblems = tablesSignOff(changed).checkProblems.map((problem) => [problem.file, "", problem.column, problem.code, problem.message]);
    const shownProblems = await page.$$eval("#tables-problems tbody tr", (trs) => trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => td.textContent)));
    expect(shownProblems).toEqual(expectedProblems);
    expect(shownProblems[0]?.[3]).toBe("APPROVAL_OUTDATED");
    await expect(page.textContent("#tables-check h2")).resolves.toContain("tables check fails on these tables");
    await expect(page.getAttribute("#tables-check [data-field=sign-off][data-state=changed-since-approval]", "data-state")).resolves.toBe("changed-since-approval");
    // The tables in force (the shipped ones) are approved as they are.
    const inForce = await page.$$eval("#tables-summary [data-field=sign-off]", (cells) => cells.map((cell) => cell.getAttribute("data-state")));
    expect(inForce).toEqual(["approved", "approved", "approved"]);

    // Mended, the folder passes and can be compared: the same version on both sides changes nothing.
    writeFileSync(ncd, readFileSync(new URL("../../../tables/2026.1/ncd.csv", import.meta.url), "utf8"));
    await page.setInputFiles("#tables-upload", join(folder, "tables"));
    await page.waitForSelector("#tables-check .ok");
    await page.click("#tab-compare");
    await page.selectOption("#compare-from-source", "uploaded");
    await page.selectOption("#compare-from-version", "2026.1");
    await page.selectOption("#compare-to-version", "2026.1");
    await page.fill("#book-policies", "40");
    await page.click("#compare-run");
    await page.waitForFunction(() => document.getElementById("compare-status")?.textContent?.startsWith("Done"));
    await expect(page.textContent("#impact-median")).resolves.toBe("0.00 %");
  });

  it("reports JSON that cannot be parsed, where it breaks", async () => {
    await page.click("#tab-quote");
    const original = await page.inputValue("#request-json");
    await page.fill("#request-json", '{ "individualHealthCarePolicy": { "quote": } }');
    await expect(page.getAttribute(".problems li[data-code]", "data-code")).resolves.toBe("MALFORMED_JSON");
    await expect(page.textContent(".problems li")).resolves.toMatch(/not valid JSON \(ValueExpected at character 44\)/);
    await page.fill("#request-json", original);
    await expect(page.textContent("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(quote(JSON.parse(original), defaultTables).grossPrice));
  });

  it("refuses the bodies the service refuses: prototype-poisoning keys and a key given twice, each at its pointer", async () => {
    await page.click("#tab-quote");
    const original = await page.inputValue("#request-json");
    const cases: [string, string, string][] = [
      ['{ "individualHealthCarePolicy": { "quote": { "__proto__": { "admin": true } } } }', "FORBIDDEN_JSON_KEY", "/individualHealthCarePolicy/quote/__proto__"],
      ['{ "individualHealthCarePolicy": { "constructor": { "prototype": { "x": 1 } } } }', "FORBIDDEN_JSON_KEY", "/individualHealthCarePolicy/constructor/prototype"],
      [
        '{ "individualHealthCarePolicy": { "quote": { "productName": "Other", "productName": "HrSol" } } }',
        "DUPLICATE_JSON_KEY",
        "/individualHealthCarePolicy/quote/productName",
      ],
    ];
    for (const [text, code, pointer] of cases) {
      await page.fill("#request-json", text);
      await expect(page.getAttribute(".problems li[data-code]", "data-code")).resolves.toBe(code);
      await expect(page.locator(`.problems button[data-pointer='${pointer}']`).count()).resolves.toBe(1);
    }
    await page.fill("#request-json", original);
    await expect(page.textContent("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(quote(JSON.parse(original), defaultTables).grossPrice));
  });

  it("is operated by keyboard: arrow keys move between the tabs", async () => {
    await page.focus("#tab-tables");
    await page.keyboard.press("ArrowRight");
    await expect(page.getAttribute("#tab-quote", "aria-selected")).resolves.toBe("true");
    await page.keyboard.press("End");
    await expect(page.getAttribute("#tab-tables", "aria-selected")).resolves.toBe("true");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("tab-tables");
  });

  it("shows a renewal's equivalent new-business price and why its price changed", async () => {
    await page.click("#tab-quote");
    await page.selectOption("#example", "renewal-previous-premium");
    await page.waitForSelector("#movement-chart");
    const renewal = JSON.parse(readFileSync(new URL("../../../examples/requests/renewal-previous-premium.json", import.meta.url), "utf8")) as unknown;
    const priced = quote(renewal, defaultTables, { movement: true });
    await expect(page.textContent("#policy-premiums [data-field=equivalentNewBusiness]")).resolves.toContain(money(priced.equivalentNewBusiness?.grossPrice ?? 0));
    expect(await page.$$eval("#movement-chart .movement-row", (rows) => rows.length)).toBe(priced.movement?.parts.length);
    await screenshot(page, "workbench-renewal-movement");
  });

  it("loads nothing but its own files and raises no script error", () => {
    expect(foreignRequests).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
