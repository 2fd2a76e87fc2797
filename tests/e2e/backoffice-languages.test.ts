/**
 * The back office in Dutch and French (the other browser tests use English): an operator whose chosen
 * language is nl or fr gets every section of the navigation in that language, with the page's language
 * said to screen readers, and axe-core finds nothing serious or critical on any section nor on an
 * opened order.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { langPath } from '../../core/locales';
import { SECTIONS } from '../../site/src/islands/backoffice/sections';
import { ot } from '../../site/src/utils/bo-orders-i18n';
import { staffToken, STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { ride, type Ride } from '../support/backoffice-orders-helpers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { seriousViolations } from './axe';
import { submitLogin } from './login';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let email: string;
let tomorrow: Ride;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  tomorrow = await ride(server, { daysAhead: 1, taal: 'FR', naam: 'Dubois', email: 'marie@example.be' });
  ({ email } = await staffToken(server, 'operator'));
});

afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** Waits until the section the page shows has its heading and nothing is loading any more. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h2').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
}

describe.each(['nl', 'fr'] as const)('the back office in %s', (lang) => {
  let page: Page;

  beforeAll(async () => {
    await browser.clearCookies();
    page = await browser.newPage();
    // The other language's session is forgotten once; the chosen language is kept on every page.
    // (on a page that sends nobody elsewhere: the login page would send a logged-in visitor on).
    await page.goto(`${server.url}/no-such-page`);
    await page.evaluate(() => localStorage.clear());
    const login = `${server.url}${langPath(lang, 'login')}`;
    await page.addInitScript((l) => localStorage.setItem('tb-lang', l), lang);
    const home = langPath(lang, 'backoffice');
    await page.goto(`${login}?next=${encodeURIComponent(home)}`);
    await submitLogin(page, email, STAFF_PASSWORD);
    await page.waitForURL(`**${home}`);
  });

  afterAll(async () => {
    await page?.close();
  });

  it('names every section in the navigation and leaves axe nothing serious on any', async () => {
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    const nav = page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('a[href^="#"]') });
    await nav.waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(SECTIONS.map((s) => s.label(lang)));
    for (const section of SECTIONS) {
      await nav.getByRole('link', { name: section.label(lang), exact: true }).click();
      await expect.poll(() => page.title()).toContain(section.label(lang));
      await settled(page);
      expect(await seriousViolations(page), section.id).toEqual([]);
    }
  });

  it('opens an order with its records in the same language and leaves axe nothing serious', async () => {
    await page.getByRole('link', { name: ot(lang, 'orders.nav'), exact: true }).click();
    await page.getByRole('searchbox', { name: ot(lang, 'orders.q') }).fill(tomorrow.bonnr);
    await page.getByRole('button', { name: ot(lang, 'orders.search'), exact: true }).click();
    await page.getByRole('button', { name: ot(lang, 'orders.open', { bonnr: tomorrow.bonnr }) }).click();
    const title = ot(lang, 'detail.title', { bonnr: tomorrow.bonnr, ecode: tomorrow.ecode });
    await page.getByRole('heading', { name: title }).waitFor();
    await settled(page);
    await page.getByRole('heading', { name: ot(lang, 'detail.legs'), exact: true }).waitFor();
    expect(await seriousViolations(page), 'order').toEqual([]);
  });
});
