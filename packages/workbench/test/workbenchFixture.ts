import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { startReferenceService, type ReferenceService } from "@pmi-rating/service";
import { skippedBecause } from "@pmi-rating/test-support";
import { CHROMIUM_PATH, hasChromium, launchChromium } from "./chromium.js";

/** Whether the browser tests run: with Chromium, and always on CI (CI set), where a missing browser is a failure. */
export const runsInChromium = hasChromium || process.env.CI !== undefined;

/** The end of the browser suites' titles: why they are skipped, when they are. */
export const CHROMIUM_SKIPPED = skippedBecause(!runsInChromium && `no Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);

if (!runsInChromium) {
  console.warn(`\n*** Workbench browser tests SKIPPED: no Chromium at ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium ***\n`);
}

/** The workbench open in Chromium, served by a real reference service. */
export interface OpenWorkbench {
  readonly service: ReferenceService;
  readonly browser: BrowserContext;
  readonly page: Page;
  /** Every request the page made elsewhere than the service (data: and blob: URLs aside): the workbench makes none. */
  readonly foreignRequests: string[];
  /** Every uncaught error of the page. */
  readonly pageErrors: string[];
  /** Closes the browser and stops the service. */
  readonly close: () => Promise<void>;
}

export interface OpenWorkbenchOptions {
  /** The page's size (default: the browser's); the quote form is checked at 1366 px wide. */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** The service's environment (default none), e.g. `PMI_TABLES_DIR` for other tables. */
  readonly env?: Readonly<Record<string, string>>;
}

/**
 * Starts the reference service on an ephemeral port (it serves the built workbench), launches
 * Chromium with a new profile, opens the workbench and waits until it is ready, recording the
 * page's errors and any request it makes elsewhere.
 *
 * @example
 * beforeAll(async () => { workbench = await openWorkbench({ viewport: { width: 1366, height: 768 } }); }, 90_000);
 * afterAll(() => workbench?.close());
 */
export async function openWorkbench(options: OpenWorkbenchOptions = {}): Promise<OpenWorkbench> {
  if (!hasChromium) throw new Error(`CI is set but there is no Chromium at ${CHROMIUM_PATH}: install it (apt-get install -y chromium) before the tests.`);
  const service = await startReferenceService({ env: { ...options.env }, port: 0, host: "127.0.0.1", handleSignals: false, log: () => undefined });
  const browser = await launchChromium();
  const page = await browser.newPage();
  if (options.viewport !== undefined) await page.setViewportSize(options.viewport);
  const foreignRequests: string[] = [];
  const pageErrors: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(`${service.url}/`) && !url.startsWith("data:") && !url.startsWith("blob:")) foreignRequests.push(url);
  });
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${service.url}/`);
  await page.waitForSelector("body[data-ready=true]", { timeout: 30_000 });
  const close = async () => {
    await browser.close();
    await service.close();
  };
  return { service, browser, page, foreignRequests, pageErrors, close };
}

/** Screenshots go to docs/workbench/ with UPDATE_SCREENSHOTS=1 (npm run screenshots), else to a temporary folder, so a test run leaves the tree clean. */
const screenshotDir =
  process.env.UPDATE_SCREENSHOTS === "1" ? new URL("../../../docs/workbench/", import.meta.url).pathname : mkdtempSync(join(tmpdir(), "pmi-workbench-shots-"));
mkdirSync(screenshotDir, { recursive: true });

/**
 * Saves what the page shows (the viewport, or the whole page with `fullPage`) as `<name>.png`
 * among the screenshots.
 *
 * @example
 * await screenshot(page, "rate-change");
 */
export function screenshot(page: Page, name: string, { fullPage = false }: { readonly fullPage?: boolean } = {}): Promise<Buffer> {
  return page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage });
}
