/**
 * `npm run screens`: screenshots of the running product with Debian's Chromium, into docs/screens/:
 * the wizard's steps 0 to 3 at a phone's (390 px) and a desktop's (1280 px) width (step0-390.png …
 * step3-1280.png), then, at 390 px, the confirmation page of a booking paid on the sandbox payment page
 * (confirmation-390.png) and that booking opened on the manage page with its code and e-mail address
 * (manage-390.png), so that the README can show what a customer sees. It builds whatever is stale
 * first, then runs the real server on a throw-away data folder (migrations run on start, e-mail goes to
 * its outbox, payments to the sandbox), so the pictures are always those of the current code.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { loadConfig } from '../server/config';
import { readOutbox } from '../server/mail/outbox';
import { startServer } from '../server/server';
import { at } from '../site/src/utils/account-i18n';
import { launchBrowser } from '../tests/support/browser';
import {
  fillAddresses,
  fillPerson,
  fillStart,
  openHome,
  openWidget,
  wizardText,
} from '../tests/e2e/wizard-helpers';
import { buildStale } from './build';

const OUT = join(import.meta.dirname, '..', 'docs', 'screens');
const WIDTHS = [390, 1280] as const;
const PHONE = { width: 390, height: 844 };
const legs = { departure: true, arrival: true };

/** Saves the page as docs/screens/<name>.png, the full page so the whole step shows. */
async function shoot(page: Page, name: string): Promise<void> {
  // A step's form and the price load after the step shows: wait until neither says it is loading.
  for (const busy of ['Loading the booking form…', 'Calculating the price…'])
    await page.getByText(busy).first().waitFor({ state: 'hidden', timeout: 30_000 });
  // Caret blinking and the focus ring would make every run differ; the screenshot hides the caret.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.screenshot({ path: join(OUT, `${name}.png`), fullPage: true, caret: 'hide' });
}

/**
 * The booking code of the run's one booking, as its confirmation e-mail carries it: in the subject
 * (the customer's one reference) and in the manage link.
 */
function bookingCode(dataDir: string): string {
  for (const mail of readOutbox(dataDir)) {
    const link = /\/manage#(\S+)/.exec(mail.text)?.[1];
    const code = link && new URLSearchParams(link).get('code');
    if (code && mail.subject.endsWith(` ${code}`)) return code;
  }
  throw new Error('No confirmation e-mail with a manage link and its booking code in the outbox.');
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
    // Whatever the shell holds: no e-mail leaves (the outbox folder) and no real provider is paid.
    SMTP_URL: '',
    PAYMENT_URL: '',
    PAYMENT_PSPID: '',
    PAYMENT_SHA_IN: '',
    PAYMENT_SHA_OUT: '',
  }),
);
const browser = await launchBrowser();
try {
  for (const width of WIDTHS) {
    const page = await openWidget(browser, server.url);
    await page.setViewportSize({ width, height: width < 600 ? PHONE.height : 900 });
    await shoot(page, `step0-${width}`);
    await fillStart(page, legs);
    await shoot(page, `step1-${width}`);
    await fillAddresses(page, legs);
    // The type cards show their prices once the one pricing call has answered.
    await page.getByText('€').first().waitFor();
    await shoot(page, `step2-${width}`);
    await fillPerson(page);
    // A phone shows the total in the bar at the bottom, a desktop in the overview.
    await page.getByTestId(width < 600 ? 'total-bar' : 'total').waitFor();
    await shoot(page, `step3-${width}`);
    await page.close();
  }

  // A booking on the site's home page on a phone, paid on the sandbox: its confirmation, then the
  // manage page opened the way the confirmation e-mail tells (booking code and e-mail address).
  const page = await openHome(browser, server.url);
  await page.setViewportSize(PHONE);
  await fillStart(page, legs);
  await fillAddresses(page, legs);
  await fillPerson(page);
  await page.getByTestId('total-bar').waitFor();
  await page.getByRole('button', { name: wizardText('en', 'nav.book') }).click();
  await page.waitForURL(/\/sandbox\/orderstandard/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/order-confirmed\?/, { timeout: 30_000 });
  const summary = at('en', 'acc.outcome.summary');
  await page.getByRole('heading', { name: summary, exact: true }).waitFor({ timeout: 30_000 });
  await shoot(page, 'confirmation-390');
  // The confirmation e-mail is owed work, sent by the scheduler right after the payment's commit.
  await server.scheduler.settled();
  const code = bookingCode(dataDir);
  await page.getByRole('link', { name: at('en', 'acc.manage.link') }).click();
  await page.getByLabel(at('en', 'acc.manage.code')).fill(code);
  await page.getByLabel(at('en', 'acc.manage.email')).fill('ann@example.be');
  await page.getByRole('button', { name: at('en', 'acc.manage.open') }).click();
  await page.getByRole('heading', { name: summary, exact: true }).waitFor({ timeout: 30_000 });
  await shoot(page, 'manage-390');
  await page.close();
  console.log(`Screenshots written to ${OUT}`);
} finally {
  await browser.dispose();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
