import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuoteResponse } from "pmi-rating";
import { safeQuote } from "pmi-rating";
import { defaultTables } from "pmi-rating/tables";
import { loadTables } from "pmi-rating/node";
import { openWorkbench, CHROMIUM_SKIPPED, runsInChromium, screenshot, type OpenWorkbench } from "./workbenchFixture.js";

// The Quote panel's form in a real browser (Debian's Chromium driven by playwright-core) against
// the real reference service: a renewal and an MTC entered through the form's inputs only, checked
// against the request they must write and against safeQuote's answer to it.
type Json = Record<string, any>;
const example = JSON.parse(readFileSync(new URL("../../../examples/requests/new-business-couple.json", import.meta.url), "utf8")) as Json;
const money = (amount: number) => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(amount);

/** The couple of the default example as the form must write it once the renewal inputs below are entered. */
function renewalOfTheCouple(): Json {
  const request = structuredClone(example);
  const quote = request.individualHealthCarePolicy.quote;
  quote.transactionType = "Renewal";
  const [self, partner] = quote.memberCategory[0].familyUnit[0].member;
  Object.assign(self, { effectiveDate: "2024-04-01", memberYearsClaimFree: 4, wellnessDiscount: 10, previousnetPremium: 1250 });
  Object.assign(partner, { effectiveDate: "2026-05-15", previousnetPremium: 700, postcodeBand: "C" });
  quote.memberCategory[0].option.find((option: Json) => option.name === "Excess").optionTypeName = "1000";
  return request;
}

function priced(request: unknown): QuoteResponse {
  const result = safeQuote(request, defaultTables, { movement: true, allowDraft: true });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.data;
}

describe.runIf(runsInChromium)(`workbench quote form in Chromium${CHROMIUM_SKIPPED}`, () => {
  let workbench: OpenWorkbench | undefined;
  let page: Page;

  beforeAll(async () => {
    workbench = await openWorkbench({ viewport: { width: 1366, height: 768 } });
    page = workbench.page;
  }, 90_000);

  afterAll(() => workbench?.close());

  const requestShown = async () => JSON.parse(await page.inputValue("#request-json")) as Json;
  const shownText = (selector: string) => page.textContent(selector);

  it("prices a renewal entered through the form: the renewal inputs reach the JSON, the ENBP and the movement chart show", async () => {
    await page.selectOption("select[name=transactionType]", "Renewal");
    await page.fill("input[name='member.0.effectiveDate']", "2024-04-01");
    await page.fill("input[name='member.0.memberYearsClaimFree']", "4");
    await page.fill("input[name='member.0.wellnessDiscount']", "10");
    await page.fill("input[name='member.0.previousnetPremium']", "1250");
    await page.fill("input[name='member.1.effectiveDate']", "2026-05-15");
    await page.fill("input[name='member.1.previousnetPremium']", "700");
    await page.fill("input[name='member.1.postcodeBand']", "C");
    await page.selectOption("select[name='category.0.option.Excess']", "1000");

    const wanted = renewalOfTheCouple();
    expect(await requestShown()).toEqual(wanted);
    const expected = priced(wanted);
    await expect(shownText("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(expected.grossPrice));
    await expect(shownText("#policy-premiums [data-field=netPrice]")).resolves.toBe(money(expected.netPrice));
    // The equivalent new-business price beside the renewal, dearer here (previous premiums held by the collar).
    const enbp = expected.equivalentNewBusiness;
    expect(enbp?.dearerThanNewBusiness).toBe(true);
    await expect(shownText("#policy-premiums [data-field=equivalentNewBusiness]")).resolves.toBe(money(enbp?.grossPrice ?? 0));
    await expect(shownText("#policy-premiums [data-field=equivalentNewBusinessNote]")).resolves.toBe("this quote is dearer; rule warn");
    const memberNewBusiness = await page.$$eval("#member-premiums tbody [data-field=equivalentNewBusiness]", (cells) => cells.map((cell) => cell.textContent));
    const expectedMembers = expected.memberCategory.flatMap((category) => category.familyUnit.flatMap((unit) => unit.member));
    expect(memberNewBusiness).toEqual(expectedMembers.map((member) => member.equivalentNewBusiness?.grossPrice.toFixed(2)));
    // The movement chart: one bar per part, in the order of attribution, with its signed amount.
    const movement = expected.movement;
    if (movement === undefined) throw new Error("the renewal has no movement");
    const bars = await page.$$eval("#movement-chart .movement-row", (rows) =>
      rows.map((row) => [row.querySelector(".movement-label")?.textContent, row.querySelector(".movement-amount")?.textContent]),
    );
    expect(bars.map(([, amount]) => amount)).toEqual(movement.parts.map((part) => `${part.amount >= 0 ? "+" : "−"}${Math.abs(part.amount).toFixed(2)}`));
    expect(bars.map(([label]) => label)).toEqual(["Age band", "Tariff", "Option prices", "NCD", "Wellness", "Payment", "Capping"]);
    await expect(shownText("#movement-chart figcaption")).resolves.toBe(
      `Why the price changed: net ${money(movement.previousNetPrice)} last year to ${money(movement.netPrice)}`,
    );
    await screenshot(page, "quote-renewal", { fullPage: true });
  });

  it("shows every date whole at 1366 px wide, the member effective dates included", async () => {
    expect(page.viewportSize()?.width).toBe(1366);
    const dates = await page.$$eval("input[name$='.dateOfBirth'], input[name$='.effectiveDate']", (inputs) =>
      inputs.map((input) => {
        const field = input as HTMLInputElement;
        return { value: field.value, cut: field.scrollWidth > field.clientWidth };
      }),
    );
    expect(dates.map((date) => date.value)).toEqual(["1979-03-02", "1981-11-23", "2024-04-01", "2026-05-15"]);
    expect(dates.filter((date) => date.cut)).toEqual([]);
  });

  it("prices an MTC with a capping factor the form sends, as safeQuote does", async () => {
    await page.selectOption("select[name=transactionType]", "MTC");
    await page.fill("input[name='member.0.cncFactor']", "1.1");
    const wanted = renewalOfTheCouple();
    wanted.individualHealthCarePolicy.quote.transactionType = "MTC";
    wanted.individualHealthCarePolicy.quote.memberCategory[0].familyUnit[0].member[0].cncFactor = 1.1;
    expect(await requestShown()).toEqual(wanted);
    const expected = priced(wanted);
    const member = expected.memberCategory[0]?.familyUnit[0]?.member[0];
    expect(member?.cncFactor).toBe(1.1);
    await expect(shownText("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(expected.grossPrice));
    await expect(shownText("#member-premiums tbody tr [data-field=netPrice]")).resolves.toBe(member?.netPrice.toFixed(2));
    // No movement on an MTC: the chart is for renewals.
    await expect(page.locator("#movement-chart").count()).resolves.toBe(0);
  });

  it("checks the quote date: not a date is a problem, a date prices again", async () => {
    const before = await shownText("#policy-premiums [data-field=grossPrice]");
    await page.fill("#quote-date", "2026-02-30");
    await expect(page.locator(".problems li[data-code]").first().getAttribute("data-code")).resolves.toBe("INVALID_QUOTE_DATE");
    await page.fill("#quote-date", "2026-03-01");
    await expect(shownText("#policy-premiums [data-field=grossPrice]")).resolves.toBe(before);
    await page.fill("#quote-date", "");
  });

  it("prices a draft version in the workbench, and refuses it before its availableFrom when a quote date is given", async () => {
    // The shipped tables with 2026.1 back in draft, available from 2026-03-01: the workbench's own service shows them.
    const parent = mkdtempSync(join(tmpdir(), "pmi-workbench-draft-"));
    const folder = join(parent, "tables");
    cpSync(new URL("../../../tables", import.meta.url).pathname, folder, { recursive: true });
    const manifestPath = join(folder, "2026.1", "manifest.json");
    const { approvedBy: _by, approvedAt: _at, approvedHash: _hash, ...manifest } = JSON.parse(readFileSync(manifestPath, "utf8")) as Json;
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, status: "draft", availableFrom: "2026-03-01" }, null, 2));
    // The service serving the page refuses a draft for live quotes unless its operator allows unapproved tables.
    const draft = await openWorkbench({ env: { PMI_TABLES_DIR: folder, PMI_ALLOW_UNAPPROVED_TABLES: "true" } });
    const draftPage = draft.page;
    try {
      // The default example (price date 2026-04-01, version 2026.1) prices on the draft, as safeQuote with allowDraft does.
      const draftTables = await loadTables(folder);
      const expected = safeQuote(example, draftTables, { allowDraft: true });
      if (!expected.success) throw new Error(JSON.stringify(expected.issues));
      await expect(draftPage.textContent("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(expected.data.grossPrice));
      await expect(draftPage.textContent("#quote-sign-off")).resolves.toBe(
        "Priced with version 2026.1, draft: not approved: the workbench prices it for analysis; the service and pmi-rating quote refuse it.",
      );
      await draftPage.fill("#quote-date", "2026-02-28");
      await expect(draftPage.locator(".problems li[data-code]").first().getAttribute("data-code")).resolves.toBe("TABLES_NOT_EFFECTIVE");
      await draftPage.fill("#quote-date", "2026-03-01");
      await expect(draftPage.textContent("#policy-premiums [data-field=grossPrice]")).resolves.toBe(money(expected.data.grossPrice));
      expect(draft.pageErrors).toEqual([]);
    } finally {
      await draft.close();
      rmSync(parent, { recursive: true, force: true });
    }
  }, 90_000);

  it("raised no error in the page", () => {
    expect(workbench?.pageErrors).toEqual([]);
  });
});
