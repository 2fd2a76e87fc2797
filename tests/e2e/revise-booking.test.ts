/**
 * Issue 27 "Done when", in Chromium: a paid Dutch order's date and address are moved in place from the
 * manage page, in the wizard's own steps prefilled with the order; the higher price's difference is paid
 * in the sandbox, and the new legs are found on the manage page, the receipt, the e-mail, its .ics and
 * the dispatch sheet. A second change drops the return ride: the lower price's difference comes back
 * as the operator's setting says: a coupon by default, the card once the operator chose so in the back
 * office. None charges a cancellation fee.

 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, brusselsToday } from '../../core/dates';
import { readOutbox } from '../../server/mail/mailer';
import { at } from '../../site/src/utils/account-i18n';
import { t as siteText } from '../../site/src/utils/i18n';
import { backofficeCall, staffToken } from '../support/backoffice-fixtures';
import { launchBrowser } from '../support/browser';
import { seriousViolations } from './axe';
import { startTestServer, type TestServer } from '../support/server';
import {
  fillAddresses,
  fillPerson,
  fillStart,
  inputDate,
  receiptOf,
  startsWith,
  wizardText,
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

interface Booked {
  id: number;
  bonnr: string;
  ecode: string;
  total_cents: number;
}

/** Books a Dutch round trip on the home page and pays it in the sandbox. */
async function bookDutch(): Promise<{ page: Page; order: Booked }> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('tb-lang', 'nl'));
  await page.goto(`${server.url}/`);
  await page.getByRole('heading', { name: wizardText('nl', 'start.heading') }).waitFor();
  const legs = { departure: true, arrival: true, lang: 'nl' as const };
  await fillStart(page, legs);
  await fillAddresses(page, legs);
  await fillPerson(page, 'nl');
  await page.getByTestId('total').waitFor();
  await page.getByRole('button', { name: wizardText('nl', 'nav.book') }).click();
  await page.waitForURL(/\/sandbox\/orderstandard/);
  await page.getByRole('button', { name: /Goedkeuren|Approve/ }).click();
  await page.waitForURL(/\/order-confirmed\?/);
  await server.scheduler.settled();
  const { rows } = await server.ctx.db.query<Booked>(
    'SELECT id, bonnr, ecode, total_cents FROM orders WHERE bonnr = $1',
    [receiptOf(page)],
  );
  return { page, order: rows[0]! };
}

/** Opens `order` on the Dutch manage page by its code and e-mail address. */
async function openManage(page: Page, order: Booked): Promise<void> {
  await page.goto(`${server.url}/manage`);
  await page.getByLabel(at('nl', 'acc.manage.code')).fill(order.ecode);
  await page.getByLabel(at('nl', 'acc.manage.email')).fill('ann@example.be');
  await page.getByRole('button', { name: at('nl', 'acc.manage.open') }).click();
  await page.getByRole('button', { name: at('nl', 'acc.manage.revise') }).waitFor();
}

/** The wizard's Next button, pressed, and the next step's heading waited for. */
async function next(page: Page, heading: Parameters<typeof wizardText>[1]): Promise<void> {
  await page.getByRole('button', { name: wizardText('nl', 'nav.next') }).click();
  await page.getByRole('heading', { name: wizardText('nl', heading) }).waitFor();
}

/** The old and new totals the last step shows, in cents. */
async function shownTotals(page: Page): Promise<{ old: number; now: number }> {
  const cents = async (id: string) =>
    Math.round(
      Number(((await page.getByTestId(id).textContent()) ?? '').replace(/[^\d,]/g, '').replace(',', '.')) *
        100,
    );
  await page.getByTestId('revision-new').waitFor();
  return { old: await cents('revision-old'), now: await cents('revision-new') };
}

/** The text of every calendar part of an .eml, decoded. */
function calendarParts(eml: string): string[] {
  return [...eml.matchAll(/Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/g)].map(
    ([part, body]) =>
      /Content-Transfer-Encoding: base64/i.test(part)
        ? Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body!
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/** The cancellations recorded for order `id` (each would carry its fee): a change records none. */
async function cancellations(id: number): Promise<number> {
  const { rows } = await server.ctx.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM order_cancellations WHERE order_id = $1',
    [id],
  );
  return rows[0]!.n;
}

describe('changing a booking in place', () => {
  it("moves a paid Dutch order's date and address and pays the difference in the sandbox", async () => {
    const { page, order } = await bookDutch();
    await openManage(page, order);
    const change = page.getByRole('button', { name: at('nl', 'acc.manage.revise') });
    expect(await change.isDisabled()).toBe(false);
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    await change.click();
    await page.getByText(wizardText('nl', 'revise.banner', { code: order.ecode })).waitFor();
    // The manage key the change calls send travels in their header, never in an address.
    const key = await page.evaluate(
      (slot) => JSON.parse(sessionStorage.getItem(slot) ?? 'null')?.state?.revision?.key as string,
      `tb.draft.revise-${order.id}`,
    );
    expect(key).toMatch(/.{16,}/);

    // The manage page with the wizard in change mode: no serious or critical axe violation (WCAG 2.2 AA).
    expect(await seriousViolations(page)).toEqual([]);
    // Step 0, prefilled: the pickup moves to five days ahead, from Brussels to Ghent (farther: dearer).
    const date = page.getByLabel(startsWith('nl', 'start.pickupDate'));
    expect(await date.inputValue()).toBe(inputDate(10));
    await date.fill(inputDate(5));
    const postal = page.getByLabel(startsWith('nl', 'start.postal'));
    expect(await postal.inputValue()).toBe('1000');
    await postal.fill('9000');
    await page.getByText(/Gent/).first().waitFor();
    await next(page, 'addresses.heading');
    // Step 1, prefilled: the departure address moves to Korenmarkt 1; the return address stays.
    const out = page.getByRole('group', { name: wizardText('nl', 'addresses.departure'), exact: true });
    expect(await out.getByLabel(startsWith('nl', 'addresses.flight')).inputValue()).toBe('SN2153');
    await out.getByLabel(startsWith('nl', 'addresses.street')).fill('Korenmarkt');
    await out.locator('datalist option[value="Korenmarkt"]').waitFor({ state: 'attached' });
    await out.getByLabel(new RegExp(`${startsWith('nl', 'addresses.nr').source}(?:\\s*[*(]|$)`)).fill('1');
    await next(page, 'extras.heading');
    await next(page, 'person.heading');

    const { old, now } = await shownTotals(page);
    expect(old).toBe(order.total_cents);
    expect(now).toBeGreaterThan(old);
    expect(await seriousViolations(page)).toEqual([]);
    // What happens with the difference: it is paid on the payment page.
    expect(await page.getByTestId('revision-settlement').textContent()).toMatch(
      /^U betaalt het verschil van/,
    );
    await page.getByRole('button', { name: wizardText('nl', 'nav.confirmChange') }).click();
    await page.waitForURL(/\/sandbox\/orderstandard/);
    expect(addresses.filter((a) => a.includes(key))).toEqual([]);
    // The payment page asks for the difference only.
    const attempt = await server.ctx.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM payment_attempts WHERE order_id = $1 ORDER BY id DESC LIMIT 1',
      [order.id],
    );
    expect(attempt.rows[0]!.amount_cents).toBe(now - old);
    await page.getByRole('button', { name: /Goedkeuren|Approve/ }).click();
    await page.waitForURL(/\/order-confirmed\?.*revision=\d+/);
    await page.getByRole('heading', { name: siteText('nl', 'outcome.revision') }).waitFor();
    await server.scheduler.settled();

    const newDate = addDays(brusselsToday(new Date()), 5);
    const stored = await server.ctx.db.query(
      'SELECT status, total_cents, datumheen, heenstraat, heennr, heenpostnr FROM orders WHERE id = $1',
      [order.id],
    );
    expect(stored.rows[0]).toEqual({
      status: 'paid',
      total_cents: now,
      datumheen: newDate,
      heenstraat: 'Korenmarkt',
      heennr: '1',
      heenpostnr: '9000',
    });
    expect(await cancellations(order.id)).toBe(0);

    // The manage page shows the new leg.
    await openManage(page, order);
    const booking = (await page.locator('.manage-island').textContent()) ?? '';
    expect(booking).toContain('Korenmarkt 1');
    // The receipt carries the new address.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: at('nl', 'acc.manage.receiptPdf') }).click(),
    ]);
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Korenmarkt');

    // The dispatch sheet of the new day lists the moved leg at its new address.
    const dispatcher = await staffToken(server, 'dispatcher');
    const sheet = await backofficeCall(
      server,
      dispatcher.token,
      `/dispatch?date=${encodeURIComponent(newDate)}`,
    );
    expect(JSON.stringify(sheet.body.data)).toContain(order.bonnr);
    expect(JSON.stringify(sheet.body.data)).toContain('Korenmarkt');

    // The change's confirmation e-mail (in Dutch), with the new rides' calendar file.
    const mails = readOutbox(server.dataDir).filter(
      (m) => m.to.includes('ann@example.be') && m.text.includes('Korenmarkt'),
    );
    expect(mails.length).toBeGreaterThan(0);
    const ics = calendarParts(readFileSync(mails.at(-1)!.file, 'utf8')).join('\n');
    expect(ics).toContain(`DTSTART`);
    expect(ics).toContain(newDate.replaceAll('/', ''));
    expect(ics).toContain('Korenmarkt');
    await page.close();
  });

  it('drops the return ride and gives the difference back as a coupon, the default setting', async () => {
    const { page, order } = await bookDutch();
    await openManage(page, order);
    const change = page.getByRole('button', { name: at('nl', 'acc.manage.revise') });
    expect(await change.isDisabled()).toBe(false);
    await change.click();
    await page.getByText(wizardText('nl', 'revise.banner', { code: order.ecode })).waitFor();
    await page.getByLabel(startsWith('nl', 'start.return')).uncheck();
    await next(page, 'addresses.heading');
    await next(page, 'extras.heading');
    await next(page, 'person.heading');
    const { old, now } = await shownTotals(page);
    expect(now).toBeLessThan(old);
    const sandbox: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/sandbox')) sandbox.push(r.url());
    });
    await page.getByRole('button', { name: wizardText('nl', 'nav.confirmChange') }).click();
    // No payment page: the manage page shows the applied change and the coupon of the difference.
    const done = page.getByText(/Uw wijziging is bevestigd/);
    await done.waitFor();
    expect(sandbox).toEqual([]);
    const code = /kortingsbon (\S+)\./.exec((await done.textContent()) ?? '')?.[1];
    expect(code).toBeDefined();
    const coupon = await server.ctx.db.query<{ amount_cents: number }>(
      'SELECT amount_cents FROM coupons WHERE upper(code) = upper($1)',
      [code],
    );
    expect(coupon.rows[0]!.amount_cents).toBe(old - now);
    const stored = await server.ctx.db.query(
      'SELECT status, total_cents, heenterug FROM orders WHERE id = $1',
      [order.id],
    );
    expect(stored.rows[0]).toEqual({ status: 'paid', total_cents: now, heenterug: 'H' });
    expect(await cancellations(order.id)).toBe(0);
    // The booking as it now stands: one ride.
    expect((await page.locator('.manage-island').textContent()) ?? '').not.toContain(
      at('nl', 'acc.manage.reviseTitle'),
    );
    await page.close();
  });

  it('gives the difference back to the card when the operator chose so in the back office', async () => {
    const operator = await staffToken(server, 'operator');
    const set = await server.api('/backoffice/change-settings', {
      token: operator.token,
      method: 'PUT',
      json: { change_refund: 'card' },
    });
    expect(set.status).toBe(200);
    try {
      const { page, order } = await bookDutch();
      await openManage(page, order);
      const change = page.getByRole('button', { name: at('nl', 'acc.manage.revise') });
      expect(await change.isDisabled()).toBe(false);
      await change.click();
      await page.getByText(wizardText('nl', 'revise.banner', { code: order.ecode })).waitFor();
      await page.getByLabel(startsWith('nl', 'start.return')).uncheck();
      await next(page, 'addresses.heading');
      await next(page, 'extras.heading');
      await next(page, 'person.heading');
      const { old, now } = await shownTotals(page);
      expect(now).toBeLessThan(old);
      expect(await page.getByTestId('revision-settlement').textContent()).toMatch(/^We storten het verschil/);
      await page.getByRole('button', { name: wizardText('nl', 'nav.confirmChange') }).click();
      await page.getByText(/Uw wijziging is bevestigd/).waitFor();
      // The sandbox refunded the difference to the card of the order's payment, once.
      const refunds = await server.ctx.db.query<{ amount_cents: number }>(
        `SELECT r.amount_cents FROM sandbox_refunds r WHERE r.idempotency_key LIKE $1`,
        [`%-revision-%`],
      );
      expect(refunds.rows.map((r) => r.amount_cents)).toContain(old - now);
      expect(await cancellations(order.id)).toBe(0);
      await page.close();
    } finally {
      await server.api('/backoffice/change-settings', {
        token: operator.token,
        method: 'PUT',
        json: { change_refund: 'coupon' },
      });
    }
  });
});
