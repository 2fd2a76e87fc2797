import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/** Debian's Chromium; tests never download a browser of their own. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// One Chromium per test worker, shared by the files it runs one after the other (the e2e project runs
// without isolation, so this module outlives a file): starting Chromium cost each file seconds on the
// 2-core machine. Each file still gets a context of its own, which shares no cookies, storage or cache
// with any other; the worker's exit ends the browser.
let shared: Promise<Browser> | undefined;

function startChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh, isolated browser context of the worker's headless Chromium; `dispose()` closes it. */
export async function launchBrowser(): Promise<BrowserContext & { dispose(): Promise<void> }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: install it with "apt-get install -y chromium" (as root).`,
    );
  }
  let browser = await (shared ??= startChromium());
  // A browser that crashed or was closed in an earlier file is replaced, once.
  if (!browser.isConnected()) browser = await (shared = startChromium());
  const context = await browser.newContext();
  return Object.assign(context, {
    async dispose() {
      await context.close();
    },
  });
}
