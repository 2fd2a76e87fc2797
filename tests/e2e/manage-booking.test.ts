/**
 * Issue 12 "Done when", in Chromium: a booking through the wizard shows its summary on the confirmed
 * page (issue 23: without its booking code or e-mail address, and not again for a replay of the
 * provider's return); the manage link of the confirmation e-mail opens it; the flight number is changed; the booking
 * is cancelled and its refund coupon pays part of a new booking. A declined payment is paid again from
 * the failed page, and the receipt PDF is downloaded and read.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../server/mail/mailer';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fillAddresses, fillPerson, fillStart, openHome, orderByReceipt, receiptOf } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/** The provider's signed browser return of the latest {@link book}, as the browser requested it. */
let lastReturn = '';

/** Books a round trip on the English home page and answers the sandbox with `button`. */
async function book(button: 'Approve' | 'Decline', outcome: RegExp): Promise<Page> {
  const page = await openHome(browser, server.url);
  page.on('request', (request) => {
    if (/\/api\/payment\/(accept|decline)\?/.test(request.url())) lastReturn = request.url();
  });
  const legs = { departure: true, arrival: true };
  await fillStart(page, legs);
  await fillAddresses(page, legs);
  await fillPerson(page);
  await page.getByTestId('total').waitFor();
  await page.getByRole('button', { name: 'Book' }).click();
  await page.waitForURL(/\/sandbox\/orderstandard/);
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(outcome);
  // The confirmation is owed work, sent by the scheduler right after the commit (issue 24).
  await server.scheduler.settled();
  return page;
}

/**
 * The manage link of the confirmation e-mail of the booking with code `ecode` (its subject's one
 * reference, issue 31), read from the outbox's .eml file.
 */
function manageLinkOf(ecode: string): string {
  const mail = readOutbox(server.dataDir).find((m) => m.subject === `Confirmation of your booking ${ecode}`);
  expect(mail, `confirmation of ${ecode}`).toBeDefined();
  // The .eml as a mail client reads it: quoted-printable soft breaks joined, =3D back to '='.
  const eml = readFileSync(mail!.file, 'utf8')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https?:\/\/\S+\/manage#\S+/.exec(eml)?.[0];
  expect(link).toBeDefined();
  return link!;
}

describe('the life of a booking after the wizard', () => {
  it('shows the summary, opens from the e-mail, changes the flight, cancels, and the refund pays part of a new booking', async () => {
    const page = await book('Approve', /\/order-confirmed\?/);
    const bonnr = receiptOf(page);
    const { rows } = await server.ctx.db.query<{ ecode: string; total_cents: number; id: number }>(
      'SELECT id, ecode, total_cents FROM orders WHERE bonnr = $1',
      [bonnr],
    );
    const order = rows[0]!;

    // The confirmed page shows what the customer needs.
    const summary = page.locator('.outcome-summary');
    await summary.getByRole('heading', { name: 'Your booking', exact: true }).waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('Outbound');
    expect(text).toContain('Return');
    expect(text).toContain('Wetstraat 16');
    expect(text).toContain('Paid online.');
    // Issue 23: the outcome page's key sits in the history, so the page names nothing that opens the
    // manage page; the confirmation e-mail carries the code.
    expect(text).not.toContain(order.ecode);
    expect(text).not.toContain('ann@example.be');
    expect(text).toContain('Your confirmation e-mail with the booking code is on its way.');
    expect(await summary.getByRole('button', { name: 'Add to calendar (.ics)' }).count()).toBe(1);
    expect(await summary.getByRole('link', { name: 'Manage my booking' }).count()).toBe(1);
    // The key left the address bar, and a reload in this tab still shows the summary.
    expect(new URL(page.url()).hash).toBe('');
    await page.reload();
    await summary.getByRole('heading', { name: 'Your booking', exact: true }).waitFor();

    // The provider's return sent again (from the history, in another tab) lands without a key.
    expect(lastReturn).toContain('/api/payment/accept?');
    const replay = await browser.newPage();
    await replay.goto(lastReturn);
    await replay.waitForURL(/\/order-confirmed\?/);
    expect(new URL(replay.url()).hash).toBe('');
    // The island renders nothing without a key, so it is waited for attached, not visible.
    await replay.waitForSelector('astro-island[component-url*="OutcomeIsland"]:not([ssr])', {
      state: 'attached',
    });
    expect(await replay.locator('.outcome-summary').count()).toBe(0);
    await replay.close();

    // The e-mail's link opens the booking on the manage page.
    const link = new URL(manageLinkOf(order.ecode));
    await page.goto(`${server.url}${link.pathname}${link.hash}`);
    await page.getByRole('heading', { name: 'Your booking', exact: true }).waitFor();
    expect(new URL(page.url()).hash).toBe('');

    // Change the departure flight number.
    await page.getByRole('button', { name: 'Change flight or contact details' }).click();
    const change = page.getByRole('dialog', { name: 'Change flight or contact details' });
    await change.getByLabel('Outbound flight number').fill('SN3001');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await change.getByText('Your changes have been saved.').waitFor();
    await change.getByRole('button', { name: 'Close' }).click();
    await page.getByText('SN3001').first().waitFor();
    const changed = await server.ctx.db.query('SELECT vluchtnrheen FROM orders WHERE id = $1', [order.id]);
    expect(changed.rows).toEqual([{ vluchtnrheen: 'SN3001' }]);

    // Cancel: free under the default scale ten days ahead, so the whole price comes back as a coupon.
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
    // A free cancellation says so and how the refund comes, never "€0.00 is charged" (issue 30).
    await cancel
      .getByText(
        /^You can cancel free of charge\. You will receive €[\d.,]+ back as a discount coupon, valid for 1 year on a new booking\.$/,
      )
      .waitFor();
    // Issue 27: the dialog lists the one scale in force, both ends of each step.
    expect(await cancel.getByRole('listitem').allInnerTexts()).toEqual([
      '24 hours or more before pickup: no charge (refunded as a discount coupon)',
      'less than 24 hours before pickup: the full price',
    ]);
    // Issue 30 (copy review E2): a free cancellation says so, and names no "€0.00" charge.
    await cancel
      .getByText(/^You can cancel free of charge\. You will receive €[\d.]+ back as a discount coupon/)
      .waitFor();
    expect(await cancel.getByText('€0.00').count()).toBe(0);
    await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
    const refund = page.getByText(/Your discount coupon: RF-/);
    await refund.waitFor();
    const code = /RF-[A-Z0-9]+/.exec((await refund.textContent()) ?? '')![0];
    expect(await orderByReceipt(server, bonnr)).toMatchObject({ status: 'cancelled' });

    // Book again with the coupon: a Business ride costs more, so the coupon pays part of it.
    await page.getByRole('button', { name: 'Book again with this coupon' }).click();
    await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
    await page.getByRole('button', { name: `Remove coupon ${code}` }).waitFor();
    const legs = { departure: true, arrival: true };
    await fillStart(page, legs);
    await fillAddresses(page, legs);
    await page.getByLabel('Business').check();
    await fillPerson(page);
    await page.getByTestId('total').waitFor();
    await page.getByRole('button', { name: 'Book' }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/order-confirmed\?/);
    const second = await server.ctx.db.query<{ total_cents: number; reduction_cents: number; kind: string }>(
      `SELECT o.total_cents, oc.reduction_cents, c.kind FROM orders o
         JOIN order_coupons oc ON oc.order_id = o.id JOIN coupons c ON c.id = oc.coupon_id
        WHERE o.bonnr = $1`,
      [receiptOf(page)],
    );
    expect(second.rows).toEqual([
      { total_cents: expect.any(Number), reduction_cents: order.total_cents, kind: 'refund' },
    ]);
    expect(second.rows[0]!.total_cents).toBeGreaterThan(0);
    await page.close();
  });

  it('pays a declined payment again from the failed page, without the wizard', async () => {
    const page = await book('Decline', /\/order-failed\?/);
    const bonnr = receiptOf(page);
    await page.getByRole('button', { name: 'Pay again by card or Bancontact' }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.waitForURL(/\/order-confirmed\?/);
    expect(receiptOf(page)).toBe(bonnr);
    expect(await orderByReceipt(server, bonnr)).toMatchObject({ status: 'paid' });
    await page.close();
  });

  it('downloads the receipt PDF from the manage page by keyboard, through a signed link, in the order language', async () => {
    const page = await book('Approve', /\/order-confirmed\?/);
    const bonnr = receiptOf(page);
    // Issue 23: no address the page asks for carries a token or a manage key.
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    // The outcome page's link opens the manage page, which asks for the code and e-mail address.
    await page.getByRole('link', { name: 'Manage my booking' }).click();
    const { rows } = await server.ctx.db.query<{ ecode: string }>(
      'SELECT ecode FROM orders WHERE bonnr = $1',
      [bonnr],
    );
    await page.getByLabel('Booking code').fill(rows[0]!.ecode);
    await page.getByLabel('E-mail address of the booking').fill('ann@example.be');
    await page.getByRole('button', { name: 'Open booking' }).click();
    await page.getByRole('heading', { name: 'Your booking', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Download receipt (PDF)' }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`receipt-${bonnr}.pdf`);
    expect(download.url()).toMatch(/\/api\/files\/receipt\/\d+\?expires=\d+&signature=[\w-]{43}$/);
    expect(addresses.filter((a) => /access_token|manage_key/.test(a))).toEqual([]);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    // A paid order's receipt is its invoice as issued (issue 23): the year's number, the booking code,
    // amounts excluding VAT, VAT 6 % and including VAT, and how it was paid.
    expect(text).toMatch(/Receipt \d{4}\/\d{6}/);
    // Issue 31: a consumer's one reference on it is the booking code.
    expect(text).toContain(`Booking code: ${rows[0]!.ecode}`);
    expect(text).not.toContain(bonnr);
    expect(text).toMatch(/Total excluding VAT: €[\d.]+/);
    expect(text).toMatch(/Total VAT 6%: €[\d.]+/);
    expect(text).toContain('Payment method: online payment');
    await page.close();
  });
});
