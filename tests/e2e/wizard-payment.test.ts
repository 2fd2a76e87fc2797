/**
 * Issue 5 "Done when", card path: bookings made through the real wizard on the site's home page go to
 * the sandbox provider, and each answer (approve, decline, cancel) lands on its outcome page with the
 * order in the matching state. The failed path also shows that the draft survives for a retry, and
 * the confirmed path that the confirmed page clears it.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at } from '../../site/src/utils/account-i18n';
import { t } from '../../site/src/utils/i18n';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { createCoupon } from '../../server/cli/coupon-commands';
import { addCoupon, fillBooking, openHome, orderByReceipt, receiptOf } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** Books a round trip on the home page and answers the sandbox payment page with `button`. */
async function payAndAnswer(button: 'Approve' | 'Decline' | 'Cancel', outcome: RegExp): Promise<Page> {
  const page = await openHome(browser, server.url);
  await fillBooking(page);
  await page.getByRole('button', { name: 'Book' }).click();
  await page.waitForURL(/\/sandbox\/orderstandard/);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(outcome);
  return page;
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('tb.draft.')));

describe('a booking through the wizard and the sandbox provider', () => {
  it('is paid on Approve, lands on /order-confirmed with the payment reference and clears the draft', async () => {
    const page = await payAndAnswer('Approve', /\/order-confirmed\?/);
    const payid = new URL(page.url()).searchParams.get('PAYID');
    expect(payid).toMatch(/^\d+$/);
    await expect
      .poll(() => page.locator('[data-reference]').textContent())
      .toContain(`${t('en', 'outcome.reference')}: ${payid}`);
    expect(await orderByReceipt(server, receiptOf(page))).toMatchObject({ status: 'paid' });
    expect(await draftKeys(page)).toEqual([]);
    // A new booking starts empty on step 0 instead of resuming the paid one.
    await page.getByRole('link', { name: t('en', 'outcome.newBooking') }).click();
    await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
    expect(await page.getByLabel('Postcode').inputValue()).toBe('');
    await page.close();
  });

  it('fails on Decline with the failure text, leaves the order unpaid and restores the draft for a retry', async () => {
    const page = await payAndAnswer('Decline', /\/order-failed\?/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'outcome.failed'));
    expect(await page.getByText(t('en', 'outcome.failedText')).count()).toBe(1);
    const receipt = receiptOf(page);
    await expect.poll(() => page.locator('[data-reference]').textContent()).toContain(receipt);
    expect(await orderByReceipt(server, receipt)).toMatchObject({ status: 'failed' });
    await page.getByRole('link', { name: at('en', 'acc.outcome.toForm') }).click();
    // Back on the wizard at the last step, with what the customer typed before.
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ann');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('ann@example.be');
    expect(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('470123456');
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByRole('button', { name: 'Previous' }).click();
    const departure = page.getByRole('group', { name: 'Outbound', exact: true });
    expect(await departure.getByLabel('Street').inputValue()).toBe('Wetstraat');
    expect(await departure.getByLabel('Flight number').inputValue()).toBe('SN2153');
    await page.close();
  });

  it('is canceled on Cancel and lands on /order-canceled', async () => {
    const page = await payAndAnswer('Cancel', /\/order-canceled\?/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t('en', 'outcome.canceled'));
    expect(await orderByReceipt(server, receiptOf(page))).toMatchObject({ status: 'payment_cancelled' });
    await page.close();
  });

  it('pays the same order when a declined booking with a one-use coupon is retried', async () => {
    await createCoupon(
      server.ctx.db,
      { code: 'ONCE10', campaign: 'E2E', amount: '10', 'max-uses': '1' },
      new Date(),
    );
    const page = await openHome(browser, server.url);
    await fillBooking(page);
    await addCoupon(page, 'ONCE10');
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/order-failed\?/);
    const declined = receiptOf(page);
    await page.getByRole('link', { name: at('en', 'acc.outcome.toForm') }).click();
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/order-confirmed\?/);
    // The retry is a new payment attempt for the order the coupon was used on, not a second order.
    expect(receiptOf(page)).toBe(declined);
    expect(await orderByReceipt(server, declined)).toMatchObject({ status: 'paid' });
    await page.close();
  });
});
