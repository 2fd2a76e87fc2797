/**
 * `npm run screens`: screenshots of the wizard's steps 0 to 3 at a phone's (390 px) and a desktop's
 * (1280 px) width, taken from the running product with Debian's Chromium, into docs/screens/
 * (step0-390.png … step3-1280.png) so that the README can show what the wizard looks like. It builds
 * whatever is stale first, then runs the real server on a throw-away data folder (migrations run on
 * start), so the pictures are always those of the current code.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadConfig } from '../server/config';
import { startServer } from '../server/server';
import { launchBrowser } from '../tests/support/browser';
import { fillAddresses, fillPerson, fillStart, openWidget } from '../tests/e2e/wizard-helpers';
import { buildStale } from './build';

const OUT = join(import.meta.dirname, '..', 'docs', 'screens');
const WIDTHS = [390, 1280] as const;

/** Saves the page as docs/screens/step<step>-<width>.png, the full page so the whole step shows. */
async function shoot(page: Page, step: number, width: number): Promise<void> {
  // A step's form and the price load after the step shows: wait until neither says it is loading.
  for (const busy of ['Loading the booking form…', 'Calculating the price…'])
    await page.getByText(busy).first().waitFor({ state: 'hidden', timeout: 30_000 });
  // Caret blinking and the focus ring would make every run differ; the screenshot hides the caret.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: join(OUT, `step${step}-${width}.png`), fullPage: true, caret: 'hide' });
}

buildStale();
mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'tb-screens-'));
const server = await startServer(
  loadConfig({
    ...process.env,
    DATABASE_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    JOBS_INTERVAL_SECONDS: '0',
  }),
);
const browser = await launchBrowser();
try {
  const legs = { departure: true, arrival: true };
  for (const width of WIDTHS) {
    const page = await openWidget(browser, server.url);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await shoot(page, 0, width);
    await fillStart(page, legs);
    await shoot(page, 1, width);
    await fillAddresses(page, legs);
    // The type cards show their prices once the one pricing call has answered.
    await page.getByText('€').first().waitFor();
    await shoot(page, 2, width);
    await fillPerson(page);
    // A phone shows the total in the bar at the bottom, a desktop in the overview.
    await page.getByTestId(width < 600 ? 'total-bar' : 'total').waitFor();
    await shoot(page, 3, width);
    await page.close();
  }
  console.log(`Screenshots written to ${OUT}`);
} finally {
  await browser.dispose();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
