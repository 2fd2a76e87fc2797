/**
 * Customer feedback in Chromium (issue 11): the day-after e-mail's link opens the feedback page, the
 * customer leaves feedback in French by keyboard, the operator approves it, and /customers in Dutch
 * lists it marked as French, its markup shown as text, with paging over enough approved reviews; the
 * account's orders list leads to the same form. axe finds nothing on the new pages in nl, fr and en.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../core';
import { STORAGE_KEYS } from '../../site/src/config';
import { approveFeedback } from '../../server/cli/feedback-commands';
import { insertFeedback, setFeedbackStatus } from '../../server/data/feedback/feedback-repo';
import { makeLinkToken } from '../../server/feedback/feedback-link';
import { readOutbox } from '../../server/mail/mailer';
import { at, type AccountKey } from '../../site/src/utils/account-i18n';
import { rideOrder } from '../support/feedback-helpers';
import { visitor } from '../support/payment-helpers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { submitLogin } from './login';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let tokenId: string;
const REVIEW = 'Chauffeur très aimable.\n<b>Pas du gras</b> & ponctuel.';

/** Every axe finding on the page, whatever its impact. */
async function axeViolations(page: Page): Promise<string[]> {
  // The page's Content-Security-Policy blocks injected scripts; axe runs through the DevTools protocol.
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const result = await axe.run();
    return result.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** A page whose visitor chose `lang` with the selector. */
async function pageIn(lang: Lang): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.language, lang],
  );
  return page;
}

/** Approved reviews written straight to the database, one per completed order, in turn nl, en. */
async function seedApproved(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const order = await rideOrder(server, { tokenId, lastLegDays: -20 });
    const id = await insertFeedback(server.ctx.db, {
      orderId: order.id,
      rating: 5 - (i % 3),
      text: `Vroegere rit ${i + 1}`,
      lang: i % 2 ? 'en' : 'nl',
      displayName: 'Tine P.',
      channel: 'link',
    });
    await setFeedbackStatus(server.ctx.db, id!, 'approved');
  }
  // The seeded reviews are older than the one the test leaves.
  await server.ctx.db.query(`UPDATE feedback SET created_at = now() - interval '3 days'`);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  tokenId = (await visitor(server)).tokenId;
  await seedApproved(11);
});

afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

describe('feedback through the e-mailed link', () => {
  let feedbackId = 0;

  it('opens the link of the day-after e-mail and leaves feedback in French by keyboard', async () => {
    const order = await rideOrder(server, { tokenId, taal: 'FR', lastLegDays: -1 });
    await server.scheduler.tick();
    const mail = readOutbox(server.dataDir).find((m) => m.subject.includes(order.ecode));
    const link = /^(http\S+\/fr\/feedback\?t=\S+)$/m.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    const page = await pageIn('fr');
    await page.goto(link!);
    const fr = (key: AccountKey) => at('fr', key);
    await expect.poll(() => page.getByText(fr('acc.fb.rating1')).count()).toBe(1);
    expect(await page.title()).toContain('Votre avis sur votre trajet');
    await expect.poll(() => page.getByText('Comment s’est passé votre trajet, Tine ?').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Sending nothing names both fields.
    await page.getByRole('button', { name: fr('acc.fb.submit') }).click();
    expect(await page.getByRole('alert').allTextContents()).toEqual(
      expect.arrayContaining([fr('acc.fb.ratingRequired'), fr('acc.fb.textRequired')]),
    );
    expect(await axeViolations(page)).toEqual([]);

    // The rating is a radio group: arrow keys move from 1 to 4.
    await page.getByRole('radio', { name: fr('acc.fb.rating1') }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('radio', { name: fr('acc.fb.rating4') }).isChecked()).toBe(true);
    await page.getByLabel(/^Votre avis/).fill(REVIEW);
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: fr('acc.fb.submit') }).press('Enter');
    await expect.poll(() => page.getByText(fr('acc.fb.done')).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(fr('acc.fb.done'));
    expect(await axeViolations(page)).toEqual([]);

    const { rows } = await server.ctx.db.query<{ id: number; rating: number; body: string; lang: string }>(
      'SELECT id, rating, body, lang FROM feedback WHERE order_id = $1',
      [order.id],
    );
    expect(rows).toEqual([{ id: expect.any(Number), rating: 4, body: REVIEW, lang: 'fr' }]);
    feedbackId = rows[0]!.id;

    // The link works once.
    await page.goto(link!);
    await expect.poll(() => page.getByText(fr('acc.fb.given')).count()).toBe(1);
    await page.close();
  });

  it('lists the approved feedback on /customers in Dutch, marked as French, with paging', async () => {
    const page = await pageIn('nl');
    await page.goto(`${server.url}/customers`);
    const nl = (key: AccountKey, vars?: Record<string, string | number>) => at('nl', key, vars);
    // Pending feedback is not shown: 11 seeded reviews.
    await expect.poll(() => page.locator('[data-summary]').textContent()).toContain('11 beoordelingen');
    expect(await page.locator('article[lang="fr"]').count()).toBe(0);

    await approveFeedback(server.ctx.db, { id: String(feedbackId) });
    await page.reload();
    await expect.poll(() => page.locator('[data-summary]').textContent()).toContain('12 beoordelingen');
    const first = page.locator('article.review').first();
    expect(await first.getAttribute('lang')).toBe('fr');
    expect(await first.locator('.review-lang').textContent()).toBe(nl('acc.cust.lang.fr'));
    expect(await first.locator('.review-lang').isVisible()).toBe(true);
    // The text is text: its markup is shown, never applied, and its line break kept.
    expect(await first.locator('.review-text').textContent()).toBe(REVIEW);
    expect(await first.locator('.review-text b').count()).toBe(0);
    expect(await first.locator('.review-text').innerText()).toContain('\n');
    expect(await first.textContent()).toContain('Tine P.');
    expect(await first.textContent()).not.toContain('Peeters');
    expect(await page.locator('article.review').count()).toBe(10);
    expect(await page.getByText(nl('acc.orders.page', { page: 1, pages: 2 })).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: nl('acc.orders.next') }).click();
    await expect.poll(() => page.getByText(nl('acc.orders.page', { page: 2, pages: 2 })).count()).toBe(1);
    expect(await page.locator('article.review').count()).toBe(2);
    expect(await page.locator('article.review[lang="en"] .review-lang').first().textContent()).toBe(
      nl('acc.cust.lang.en'),
    );
    await page.close();
  });
});

describe('feedback from the account', () => {
  it("leads from the orders list's Leave feedback to the form, in English", async () => {
    const username = `feedback-${Date.now()}@example.be`;
    const password = 'lange-kerstboom-9';
    const anon = (await visitor(server)).token;
    const reg = await server.api('/billousers/newuser', {
      token: anon,
      json: { username, password, confirmPassword: password, firstname: 'Lies', lastname: 'Maes' },
    });
    const userId = reg.body.data.id as number;
    const order = await rideOrder(server, { tokenId, userId, taal: 'EN' });
    const en = (key: AccountKey) => at('en', key);

    const page = await pageIn('en');
    await page.goto(`${server.url}/en/login`);
    await submitLogin(page, username, password);
    await page.waitForURL('**/en/account');
    const leave = page.getByRole('link', { name: `${en('acc.orders.leaveFeedback')} ${order.bonnr}` });
    await leave.click();
    await page.waitForURL(`**/en/feedback?order=${order.id}`);
    await expect.poll(() => page.getByText(`Booking ${order.bonnr}`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: en('acc.fb.rating5') }).check();
    await page.getByLabel(/^Your feedback/).fill('Spot on.');
    await page.getByRole('button', { name: en('acc.fb.submit') }).click();
    await expect.poll(() => page.getByText(en('acc.fb.done')).count()).toBe(1);

    await page.goto(`${server.url}/en/account`);
    await expect.poll(() => page.getByText(en('acc.orders.feedbackGiven'), { exact: true }).count()).toBe(1);
    await page.close();
  });
});

describe('axe on the new pages', () => {
  it.each(['nl', 'fr', 'en'] as const)(
    'finds nothing on the feedback page and /customers in %s',
    async (lang) => {
      const order = await rideOrder(server, { tokenId });
      const token = await makeLinkToken(server.ctx, order.id, new Date());
      const prefix = lang === 'nl' ? '' : `/${lang}`;
      const page = await pageIn(lang);
      await page.goto(`${server.url}${prefix}/feedback?t=${token}`);
      await expect.poll(() => page.getByText(at(lang, 'acc.fb.rating3')).count()).toBe(1);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${server.url}${prefix}/feedback?t=forged`);
      await expect.poll(() => page.getByText(at(lang, 'acc.fb.invalid')).count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${server.url}${prefix}/customers`);
      await expect.poll(() => page.locator('article.review').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );
});
