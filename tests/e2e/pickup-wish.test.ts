/**
 * Issue 27's pickup-time wish in Chromium: on the manage page the customer asks, with the keyboard
 * alone, for a pickup 30 minutes later (the screen reader is told it was sent); the dispatcher finds it
 * in the back office and accepts it; the customer's manage page then shows the new pickup time and one
 * e-mail says so. axe-core finds nothing serious on the manage page's and the back office's new controls.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/mailer';
import { accountEn as a } from '../../site/src/i18n/account-en';
import { boOrdersEn as t } from '../../site/src/i18n/bo-orders-en';
import { staffToken, STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { ride, type Ride } from '../support/backoffice-orders-helpers';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { seriousViolations } from './axe';
import { hydrated, submitLogin } from './login';

const EMAIL = 'an@example.be';
let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let order: Ride;

const fill = (text: string, vars: Record<string, string | number>) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), text);

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  order = await ride(server, { daysAhead: 5, taal: 'EN', heenterug: 'H', email: EMAIL, pickupHeen: '07:00' });
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** Opens the booking on the English manage page with its code and e-mail address. */
async function openBooking(): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
  await page.goto(`${server.url}/en/manage`);
  await hydrated(page);
  await page.getByLabel(new RegExp(`^${a['acc.manage.code']}`)).fill(order.ecode);
  await page.getByLabel(new RegExp(`^${a['acc.manage.email']}`)).fill(EMAIL);
  await page.getByRole('button', { name: a['acc.manage.open'] }).click();
  await page.getByRole('heading', { name: a['acc.outcome.summary'], exact: true }).waitFor();
  return page;
}

describe('a pickup-time wish from the manage page to the dispatcher and back', () => {
  it('asks 30 minutes later with the keyboard; the dispatcher accepts; the page and one e-mail tell it', async () => {
    const leg = a['acc.manage.leg.H'];
    const page = await openBooking();
    const time = page.getByLabel(fill(a['acc.wish.time'], { leg }));
    await time.waitFor();
    expect(await seriousViolations(page), 'wish form').toEqual([]);

    // Keyboard only: type the time, Tab past the note to the button, Enter.
    await time.focus();
    await page.keyboard.type('07:30');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('wish-H-note');
    await page.keyboard.press('Tab');
    const send = page.getByRole('button', { name: fill(a['acc.wish.send'], { leg }) });
    expect(await send.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    // The polite status region announces it; focus lands on the line saying the wish waits.
    await page.getByRole('status').filter({ hasText: a['acc.wish.sent'] }).waitFor();
    const waiting = fill(a['acc.wish.open'], { leg, time: '07:30' });
    await page.getByText(waiting).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(waiting);
    expect(await seriousViolations(page), 'waiting wish').toEqual([]);

    // The dispatcher logs in and finds the wish under "No pickup time" with the open ones.
    const { email } = await staffToken(server, 'dispatcher');
    const office = await browser.newPage();
    await office.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
    await office.goto(`${server.url}/en/login?next=${encodeURIComponent('/en/backoffice')}`);
    await submitLogin(office, email, STAFF_PASSWORD);
    await office.waitForURL('**/en/backoffice');
    await office.getByRole('link', { name: t['unscheduled.nav'] }).click();
    const what = `${order.id} ${t['leg.H']} 07:30`;
    const accept = office.getByRole('button', { name: fill(t['wish.accept'], { what }) });
    await accept.waitFor();
    expect(await seriousViolations(office), 'open wishes').toEqual([]);
    await accept.focus();
    await office.keyboard.press('Enter');
    await office
      .getByRole('status')
      .filter({ hasText: fill(t['wish.accepted'], { time: '07:30' }) })
      .waitFor();
    await office.close();

    // The customer's mail is owed work, sent by the scheduler once the answer commits (issue 24).
    await server.scheduler.settled();
    const mails = readOutbox(server.dataDir).filter((m) => m.to === EMAIL && m.subject.includes(order.ecode));
    const answers = mails.filter((m) => m.subject.startsWith('Your request for another pickup time'));
    expect(answers).toHaveLength(1);
    expect(answers[0]!.text).toContain('07:30');
    expect(mails.filter((m) => m.subject.startsWith('Your pickup time'))).toEqual([]);

    // Opened again, the booking shows the new pickup time and the accepted wish.
    await page.close();
    const again = await openBooking();
    await again.getByText(fill(a['acc.wish.accepted'], { leg, time: '07:30' })).waitFor();
    await again.getByText('07:30', { exact: true }).first().waitFor();
    const { rows } = await server.ctx.db.query<{ t: string }>(
      'SELECT pickup_time_heen AS t FROM orders WHERE id = $1',
      [order.id],
    );
    expect(rows[0]!.t).toBe('07:30');
    await again.close();
  });
});
