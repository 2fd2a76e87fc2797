/**
 * Issue 28 "Done when", in Chromium: a partner's link opens the wizard with the traveller's name,
 * e-mail, mobile and coupon and a utm_campaign in the page URL; the fields are prefilled, the coupon is
 * applied, and the paid order carries the partner, the page's origin and the campaign, which the back
 * office's order detail and partner figures show, and the partner agency's portal shows too.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgentUser } from '../../server/cli/agency-commands';
import { createCoupon } from '../../server/cli/coupon-commands';
import { createStaffUser } from '../../server/cli/staff-commands';
import { figuresEn } from '../../site/src/i18n/figures-en';
import { STORAGE_KEYS } from '../../site/src/config';
import { seriousViolations } from './axe';
import { submitLogin } from './login';
import { insertPartner } from '../../server/data/partners/partners-repo';
import { staffToken } from '../support/backoffice-fixtures';
import { launchBrowser } from '../support/browser';
import { addAgents } from '../support/order-fixtures';
import { startTestServer, type TestServer } from '../support/server';
import { consentBox, fillAddresses, fillStart, openHome, receiptOf, startsWith } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  await addAgents(server);
  await insertPartner(server.ctx.db, { name: 'Reizen Partner', talic: 'TA-1', code: 'RPART', active: true });
  await createCoupon(server.ctx.db, { code: 'LENTE10', campaign: 'E2E', amount: '10' }, new Date());
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

const PASSWORD = 'lente-luchthaven-27';

/** A new tab logged in as `email`, in English (a session of an earlier step is forgotten). */
async function loggedIn(email: string): Promise<Page> {
  await browser.clearCookies();
  const page = await browser.newPage();
  // Storage is cleared on a page that never navigates on its own (tests/e2e/backoffice-partners.test.ts):
  // the login page sends a visitor who is still logged in on to the account page.
  await page.goto(`${server.url}/en/no-such-page`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [STORAGE_KEYS.language, 'en'],
  );
  await page.goto(`${server.url}/en/login`);
  await submitLogin(page, email, PASSWORD);
  await page.waitForURL((url) => url.pathname !== '/en/login');
  return page;
}

/** This month as the figures write it in English ('November 2026'). */
const thisMonth = () =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' }).format(
    new Date(),
  );

describe('a partner link with prefill and utm_campaign', () => {
  it('prefills the traveller, applies the coupon, and the paid order counts for the partner and campaign', async () => {
    const query = new URLSearchParams({
      PARTNER: 'RPART',
      'first-name': 'An',
      'last-name': 'Peeters',
      email: 'an@example.be',
      mobile: '+32470123456',
      coupon: 'LENTE10',
      utm_source: 'nieuwsbrief',
      utm_campaign: 'lente-2027',
    });
    const page = await openHome(browser, server.url, `?${query.toString()}`);
    await page.getByRole('button', { name: 'Remove coupon LENTE10' }).waitFor();
    const legs = { departure: true, arrival: false };
    await fillStart(page, legs);
    await fillAddresses(page, legs);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    const label = (id: Parameters<typeof startsWith>[1]) => page.getByLabel(startsWith('en', id));
    expect(await label('person.firstName').inputValue()).toBe('An');
    expect(await label('person.lastName').inputValue()).toBe('Peeters');
    expect(await label('person.email').inputValue()).toBe('an@example.be');
    expect(await page.getByRole('textbox', { name: startsWith('en', 'person.phone') }).inputValue()).toBe(
      '470123456',
    );
    await consentBox(page, 'en').check();
    await page.getByTestId('total').waitFor();
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/order-confirmed\?/);
    const bonnr = receiptOf(page);
    await page.close();

    const { rows } = await server.ctx.db.query<{ id: number }>('SELECT id FROM orders WHERE bonnr = $1', [
      bonnr,
    ]);
    const operator = (await staffToken(server, 'operator')).token;
    const detail = await server.api(`/backoffice/orders/${rows[0]!.id}`, { token: operator });
    expect(detail.body.data.order).toMatchObject({
      status: 'paid',
      voornaam: 'An',
      attribution: {
        partner: 'RPART',
        page_origin: new URL(server.url).origin,
        utm_source: 'nieuwsbrief',
        utm_campaign: 'lente-2027',
      },
    });
    const figures = await server.api('/backoffice/partner-figures', { token: operator });
    expect(figures.body.data).toContainEqual(
      expect.objectContaining({ partner: 'RPART', campaign: 'lente-2027', bookings: 1 }),
    );

    // The same figures on screen: the operator's back office, then the partner agency's portal.
    await createStaffUser(server.ctx.db, {
      email: 'cijfers@operator.example',
      password: PASSWORD,
      role: 'operator',
    });
    const bo = await loggedIn('cijfers@operator.example');
    await bo.goto(`${server.url}/en/backoffice#figures`);
    const table = bo.getByRole('table', { name: figuresEn['figures.caption'] });
    const row = table.getByRole('row').filter({ hasText: 'lente-2027' });
    await row.getByRole('rowheader', { name: thisMonth() }).waitFor();
    expect(await row.textContent()).toContain('Reizen Partner (RPART)');
    expect(await seriousViolations(bo)).toEqual([]);
    await bo.close();

    await createAgentUser(server.ctx.db, {
      licence: 'TA-1',
      email: 'desk@reizen-partner.be',
      password: PASSWORD,
    });
    const portal = await loggedIn('desk@reizen-partner.be');
    await portal.goto(`${server.url}/en/agent-portal`);
    const mine = portal.getByRole('table', { name: figuresEn['figures.caption'] });
    await mine
      .getByRole('row')
      .filter({ hasText: 'lente-2027' })
      .getByRole('rowheader', { name: thisMonth() })
      .waitFor();
    await portal.close();
  });
});
