/**
 * Issue 13 "Done when", orders and dispatch in Chromium: an operator logs in, finds tomorrow's rides on
 * the dispatch sheet, sets a pickup time with the keyboard on the unscheduled list, and the customer's
 * e-mail and manage page show it; an operator refunds an order as a coupon. axe-core finds nothing
 * serious on the three sections.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/mailer';
import { accountEn } from '../../site/src/i18n/account-en';
import { boOrdersEn as t } from '../../site/src/i18n/bo-orders-en';
import { staffToken, STAFF_PASSWORD } from '../support/backoffice-fixtures';
import { ride, type Ride } from '../support/backoffice-orders-helpers';
import { launchBrowser } from '../support/browser';
import { seriousViolations } from './axe';
import { startTestServer, type TestServer } from '../support/server';
import { submitLogin } from './login';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let tomorrow: Ride;

const fill = (text: string, vars: Record<string, string>) =>
  Object.entries(vars).reduce((s, [k, v]) => s.replace(`{${k}}`, v), text);

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  tomorrow = await ride(server, {
    daysAhead: 1,
    taal: 'EN',
    naam: 'Vandenbroucke',
    email: 'lies@example.be',
  });
  const { email } = await staffToken(server, 'operator');
  page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
  await page.goto(`${server.url}/en/login?next=${encodeURIComponent('/en/backoffice')}`);
  await submitLogin(page, email, STAFF_PASSWORD);
  await page.waitForURL('**/en/backoffice');
});

afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

describe('back office: orders and dispatch', () => {
  it('shows tomorrow’s rides on the dispatch sheet', async () => {
    await page.getByRole('link', { name: t['dispatch.nav'] }).click();
    const caption = fill(t['dispatch.caption'], { date: tomorrow.date.replaceAll('/', '-') });
    const sheet = page.getByRole('table', { name: caption });
    await sheet.getByRole('rowheader', { name: tomorrow.bonnr }).first().waitFor();
    expect(await sheet.getByRole('row').count()).toBe(2); // the heading row, the outbound leg (the return rides in a week)
    expect(await seriousViolations(page)).toEqual([]);
    // Printed, the page shows the sheet alone: no controls, no navigation.
    await page.emulateMedia({ media: 'print' });
    expect(await sheet.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: t['dispatch.print'] }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: t['orders.nav'] }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
  });

  it('sets a pickup time with the keyboard; the e-mail and the manage page show it', async () => {
    await page.getByRole('link', { name: t['unscheduled.nav'] }).click();
    const field = page.getByLabel(fill(t['pickup.label'], { leg: `${tomorrow.bonnr} ${t['leg.H']}` }));
    await field.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The time is filled in; the form is sent from the keyboard (Enter in the field).
    await field.fill('06:15');
    await field.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: fill(t['pickup.saved'], { time: '06:15' }) })
      .waitFor();
    // The mail is owed work, sent by the scheduler right after the commit (issue 24).
    await server.scheduler.settled();
    const mail = readOutbox(server.dataDir).find((m) => m.subject.includes(tomorrow.ecode));
    expect(mail?.to).toBe('lies@example.be');
    expect(mail?.text).toContain('06:15');

    const manage = await browser.newPage();
    await manage.goto(`${server.url}/en/manage`);
    await manage.waitForSelector('astro-island:not([ssr])');
    await manage.getByLabel(new RegExp(`^${accountEn['acc.manage.code']}`)).fill(tomorrow.ecode);
    await manage.getByLabel(new RegExp(`^${accountEn['acc.manage.email']}`)).fill('lies@example.be');
    await manage.getByRole('button', { name: accountEn['acc.manage.open'] }).click();
    await manage.getByText('06:15', { exact: true }).first().waitFor();
    await manage.close();
  });

  it('refunds an order as a coupon of a chosen amount', async () => {
    await page.getByRole('link', { name: t['orders.nav'] }).click();
    await page.getByRole('searchbox', { name: t['orders.q'] }).fill(tomorrow.bonnr);
    await page.getByRole('button', { name: t['orders.search'], exact: true }).click();
    await page.getByRole('button', { name: fill(t['orders.open'], { bonnr: tomorrow.bonnr }) }).click();
    await page
      .getByRole('heading', {
        name: fill(t['detail.title'], { bonnr: tomorrow.bonnr, ecode: tomorrow.ecode }),
      })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('radio', { name: /another amount/ }).check();
    await page.getByLabel(t['cancel.amount']).fill('25');
    await page.getByRole('button', { name: t['cancel.submit'] }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Cancelled\. Coupon RF-/ })
      .waitFor();
    const { rows } = await server.ctx.db.query<{ amount_cents: number; kind: string }>(
      'SELECT amount_cents, kind FROM coupons WHERE refund_order_id = $1',
      [tomorrow.id],
    );
    expect(rows).toEqual([{ amount_cents: 2500, kind: 'refund' }]);
    // The mail is owed work, sent by the scheduler right after the commit (issue 24).
    await server.scheduler.settled();
    const mail = readOutbox(server.dataDir).find((m) => m.subject.includes('Cancellation'));
    expect(mail?.to).toBe('lies@example.be');
    // The order read again lists the refund coupon and the cancellation with named columns, amounts
    // in euros and the statuses in words: no field name of the API shows.
    const refunds = page.getByRole('table', { name: t['detail.refundCoupons'] });
    await refunds.getByRole('columnheader', { name: t['field.amount_cents'] }).waitFor();
    expect(await refunds.getByRole('cell', { name: '€25.00' }).count()).toBe(1);
    const cancellations = page.getByRole('table', { name: t['detail.cancellations'] });
    await cancellations.getByRole('columnheader', { name: t['field.status_before'] }).waitFor();
    const text = await page.getByRole('region', { name: /^Booking / }).innerText();
    expect(text).not.toMatch(/_cents|_at\b|status_before|\bpaid\b/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
