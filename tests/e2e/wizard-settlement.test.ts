/**
 * Issue 5 "Done when" (invoice and free orders) and issue 4 (agent details in the overview): bookings
 * through the real wizard that never visit the payment provider, and the agent values an embedding
 * page gives the element.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgent, createCoupon } from '../../server/booking/admin';
import { t } from '../../site/src/utils/i18n';
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

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

describe('a booking that skips the payment provider', () => {
  it('is invoiced for an agent whose licence pays by invoice and lands on /order-confirmed', async () => {
    await createAgent(server.ctx.db, {
      licence: 'TA-INVOICE',
      name: 'Invoice Travel',
      email: 'desk@invoice-travel.be',
      uid: 'agent-7',
      payment: 'INVOICE',
    });
    const query = new URLSearchParams({
      TALIC: 'TA-INVOICE',
      UID: 'agent-7',
      TANAME: 'Invoice Travel',
      TAEMAIL: 'desk@invoice-travel.be',
      AGENT: '1',
    });
    const page = await openHome(browser, server.url, `?${query}`);
    const provider = providerRequests(page);
    await fillBooking(page);
    // The home page handed the address's agent values to the element (SPEC 2 "/" route).
    expect(await page.getByTestId('agent').innerText()).toContain('Invoice Travel');
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/order-confirmed\?/);
    const receipt = receiptOf(page);
    expect(await orderByReceipt(server, receipt)).toMatchObject({ status: 'invoiced' });
    expect(provider.map((r) => r.url())).toEqual([]);
    await expect.poll(() => page.locator('[data-reference]').textContent()).toContain(receipt);
    // Nothing was paid, so the page does not say a payment went through.
    await expect.poll(() => page.getByText(t('en', 'outcome.invoiceText')).isVisible()).toBe(true);
    expect(await page.getByText(t('en', 'outcome.confirmedText')).isVisible()).toBe(false);
    await page.close();
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

describe('an element with agent attributes', () => {
  it('shows the agent details in the overview and no travel-agent notice', async () => {
    const page = await openWidget(
      browser,
      server.url,
      'lang="en" talic="TA-ATTR" uid="u-1" taname="Attribute Travel" taemail="desk@attribute.be" agent="1"',
    );
    const agent = page.getByRole('region', { name: 'Travel agent' });
    await agent.waitFor();
    const text = await agent.getByTestId('agent').innerText();
    expect(text.split('\n')).toEqual(['Attribute Travel', 'desk@attribute.be', 'Licence TA-ATTR']);
    expect(await page.getByText(/travel agent\?/i).count()).toBe(0);
    await page.close();
  });
});
