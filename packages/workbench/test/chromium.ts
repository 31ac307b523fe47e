import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/** Debian's Chromium (apt-get install -y chromium); browsers are never downloaded. PMI_CHROMIUM overrides the path. */
export const CHROMIUM_PATH = process.env.PMI_CHROMIUM ?? "/usr/bin/chromium";

/** Whether the browser tests can run here. */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** The launch arguments: headless, no sandbox (containers), and no traffic of Chromium's own. */
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Starts Chromium with a new, empty profile (its own user-data-dir), as a browser context to open pages in. */
export async function launchChromium(): Promise<BrowserContext> {
  const userDataDir = mkdtempSync(join(tmpdir(), "pmi-workbench-chromium-"));
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
}
