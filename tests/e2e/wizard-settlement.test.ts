/**
 * Issue 5 "Done when" (invoice and free orders), issue 4 (agent details in the overview) and issue 9
 * (only the agent's own login settles by invoice): bookings through the real wizard that never visit
 * the payment provider, the agent link without that login that does, and the agent values an embedding
 * page gives the element.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createAgentUser } from '../../server/cli/agency-commands';
import { createCoupon } from '../../server/cli/coupon-commands';
import { t } from '../../site/src/utils/i18n';
import { en as wizardEn } from '../support/widget-texts';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import {
  addCoupon,
  fillBooking,
  openHome,
  openWidget,
  orderByReceipt,
  providerRequests,
  receiptOf,
} from './wizard-helpers';
import { submitLogin } from './login';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** The agent link of the licence TA-INVOICE, which settles by invoice. */
const agentLink = `?${new URLSearchParams({
  TALIC: 'TA-INVOICE',
  UID: 'agent-7',
  TANAME: 'Invoice Travel',
  TAEMAIL: 'desk@invoice-travel.be',
  AGENT: '1',
})}`;

async function invoiceAgent(): Promise<void> {
  await createAgent(server.ctx.db, {
    licence: 'TA-INVOICE',
    name: 'Invoice Travel',
    email: 'desk@invoice-travel.be',
    uid: 'agent-7',
    payment: 'INVOICE',
  });
}

/** Logs in on the site's login page, as the agent does before opening the link. */
async function logIn(username: string, password: string): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
  await page.goto(`${server.url}/en/login`);
  await submitLogin(page, username, password);
  await page.waitForURL('**/en/account');
  return page;
}

/** Ends the stored session of the browser context, so the next test starts logged out. */
const forget = (page: Page) => page.evaluate(() => localStorage.clear());

describe('a booking that skips the payment provider', () => {
  it('is invoiced for the logged-in agent of a licence that pays by invoice and lands on /order-confirmed', async () => {
    await invoiceAgent();
    await createAgentUser(server.ctx.db, {
      licence: 'TA-INVOICE',
      email: 'desk@invoice-travel.be',
      password: 'reisbureau-kompas-42',
    });
    const login = await logIn('desk@invoice-travel.be', 'reisbureau-kompas-42');
    const page = await openHome(browser, server.url, agentLink);
    const provider = providerRequests(page);
    await fillBooking(page);
    // The home page handed the address's agent values to the element (SPEC 2 "/" route) and kept the
    // agent of that licence logged in.
    expect(await page.getByTestId('agent').innerText()).toContain('Invoice Travel');
    expect(await page.getByTestId('agent-card-notice').count()).toBe(0);
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/order-confirmed\?/);
    const receipt = receiptOf(page);
    expect(await orderByReceipt(server, receipt)).toMatchObject({ status: 'invoiced' });
    expect(provider.map((r) => r.url())).toEqual([]);
    await expect.poll(() => page.locator('[data-reference]').textContent()).toContain(receipt);
    // Nothing was paid, so the page does not say a payment went through.
    await expect.poll(() => page.getByText(t('en', 'outcome.invoiceText')).isVisible()).toBe(true);
    expect(await page.getByText(t('en', 'outcome.confirmedText')).isVisible()).toBe(false);
    await forget(page);
    await page.close();
    await login.close();
  });

  it('is free with a 100 % coupon added in the overview and lands on /order-confirmed', async () => {
    await createCoupon(server.ctx.db, { code: 'ALLFREE', campaign: 'E2E', percent: '100' }, new Date());
    const page = await openHome(browser, server.url);
    const provider = providerRequests(page);
    await fillBooking(page);
    expect(await page.getByTestId('total').textContent()).not.toMatch(/^€\s?0[.,]00$/);
    await addCoupon(page, 'ALLFREE');
    // The price is recalculated 1000 ms after the coupon list changes (SPEC 4).
    await expect
      .poll(() => page.getByTestId('total').textContent(), { timeout: 10_000 })
      .toMatch(/^€\s?0[.,]00$/);
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/order-confirmed\?/);
    expect(await orderByReceipt(server, receiptOf(page))).toEqual({ status: 'free', totalCents: 0 });
    expect(provider.map((r) => r.url())).toEqual([]);
    await expect.poll(() => page.getByText(t('en', 'outcome.freeText')).isVisible()).toBe(true);
    expect(
      await page.getByRole('heading', { level: 1, name: t('en', 'outcome.confirmed') }).isVisible(),
    ).toBe(true);
    await page.close();
  });
});

describe('a booking through an agent link without the agent login', () => {
  it('says before Book that it is paid by card, and goes to the card payment page', async () => {
    await invoiceAgent();
    const page = await openHome(browser, server.url, agentLink);
    const provider = providerRequests(page);
    const invoice: string[] = [];
    page.on('request', (r) => {
      if (/invoiceorderok|checkpaymentmethode/.test(r.url())) invoice.push(r.url());
    });
    await fillBooking(page);
    expect(await page.getByTestId('agent').innerText()).toContain('Invoice Travel');
    const notice = page.getByTestId('agent-card-notice');
    expect(await notice.textContent()).toBe(wizardEn['person.agentCard']);
    expect(await notice.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    expect(provider.length).toBeGreaterThan(0);
    expect(invoice).toEqual([]);
    const { rows } = await server.ctx.db.query<{ status: string }>(
      "SELECT status FROM orders WHERE talic = 'TA-INVOICE' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]?.status).toBe('awaiting_payment');
    await page.close();
  });
});

describe('an element with agent attributes', () => {
  it('shows the agent details in the overview and no travel-agent notice', async () => {
    const page = await openWidget(
      browser,
      server.url,
      'lang="en" talic="TA-ATTR" uid="u-1" taname="Attribute Travel" taemail="desk@attribute.be" agent="1"',
    );
    const agent = page.getByRole('region', { name: 'Travel agency' });
    await agent.waitFor();
    const text = await agent.getByTestId('agent').innerText();
    expect(text.split('\n')).toEqual(['Attribute Travel', 'desk@attribute.be', 'Licence TA-ATTR']);
    expect(await page.getByText(/travel agent\?/i).count()).toBe(0);
    await page.close();
  });
});
