import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's Chromium; tests never download a browser of their own. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A headless Chromium profile in a temporary folder; `close()` removes it. */
export async function launchBrowser(): Promise<BrowserContext & { dispose(): Promise<void> }> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}: install it with "apt-get install -y chromium" (as root).`,
    );
  }
  const profile = mkdtempSync(join(tmpdir(), 'tb-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
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
  return Object.assign(context, {
    async dispose() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  });
}
