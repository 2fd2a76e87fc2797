/**
 * Issue 11's event mode in real Chromium: a visitor books a round trip to a published event from its
 * event page (/en/event?id=…) and pays in the sandbox; the same event is booked from a page of another
 * origin that embeds the widget with `event=`; axe finds nothing serious on the event page in nl, fr
 * and en.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, langPath } from '../../core/locales';
import { WIDGET_TEXTS } from '../support/widget-texts';
import { approvedOrganiser, createEvent } from '../support/event-fixtures';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fillPerson, receiptOf } from './wizard-helpers';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const e = WIDGET_TEXTS.en;

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let partner: Server;
let partnerBase = '';
let eventId = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
  const org = await approvedOrganiser(server);
  eventId = await createEvent(server, org.token);
  partner = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Summer concert tickets</title></head><body>
<h1>Summer concert tickets</h1>
<transfer-booking lang="en" event="${eventId}"></transfer-booking>
<script type="module" src="${server.url}/widget/transfer-booking.js"></script></body></html>`);
  });
  // 127.0.0.1 while the product server is reached as localhost: another origin on the same machine.
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerBase = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await browser?.dispose();
  await new Promise<void>((resolve) => (partner ? partner.close(() => resolve()) : resolve()));
  await server?.close();
});

/** Fills the wizard in event mode (home Wetstraat 16, 1000 Brussel, both rides) up to a priced step 3. */
async function fillEventBooking(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Summer concert' }).waitFor();
  await page.getByLabel('Postcode').fill('1000');
  await page
    .getByText(/Town: /)
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  // Event mode names no flight (issue 28): the step is "Addresses and times".
  await page.getByRole('heading', { name: e['event.addressesHeading'] }).waitFor();
  // The ride back goes home to the same address unless the customer opens another one (issue 31).
  const group = page.getByRole('group', { name: e['event.to'], exact: true });
  await group.getByLabel('Street').fill('Wetstraat');
  await group.getByText('1 street found').waitFor();
  await group.getByLabel('House number').fill('16');
  expect(await page.getByLabel(e['event.arrivalTime']).inputValue()).toBe('19:30');
  expect(await page.getByLabel(e['event.pickupTime']).inputValue()).toBe('23:30');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Transport and luggage' }).waitFor();
  await fillPerson(page);
  await page.getByTestId('total').waitFor();
}

/** Books, approves the sandbox payment and gives the paid order's event and status. */
async function bookAndPay(page: Page): Promise<{ event_id: number; status: string } | undefined> {
  await page.getByRole('button', { name: 'Book' }).click();
  await page.waitForURL(/\/sandbox\/orderstandard/);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(/\/order-confirmed\?/);
  const { rows } = await server.ctx.db.query<{ event_id: number; status: string }>(
    'SELECT event_id, status FROM orders WHERE bonnr = $1',
    [receiptOf(page)],
  );
  return rows[0];
}

describe('a ride to an event', () => {
  it('is booked from the event page and paid in the sandbox', async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
    await page.goto(`${server.url}${langPath('en', 'event')}?id=${eventId}`);
    await fillEventBooking(page);
    expect(await bookAndPay(page)).toEqual({ event_id: eventId, status: 'paid' });
    await page.close();
  });

  it('is booked from another origin embedding the widget with event=', async () => {
    const page = await browser.newPage();
    await page.goto(`${partnerBase}/`);
    expect(new URL(page.url()).origin).not.toBe(new URL(server.url).origin);
    await fillEventBooking(page);
    expect(await bookAndPay(page)).toEqual({ event_id: eventId, status: 'paid' });
    await page.close();
  });

  it.each(LANGS)('leaves axe nothing serious on the event page in %s', async (lang) => {
    const page = await browser.newPage();
    await page.addInitScript((l) => localStorage.setItem('tb-lang', l), lang);
    await page.goto(`${server.url}${langPath(lang, 'event')}?id=${eventId}`);
    // The event's name: English where asked, else its Dutch name (the event offers no French).
    await page.getByRole('heading', { name: lang === 'en' ? 'Summer concert' : 'Zomerconcert' }).waitFor();
    await page.evaluate(AXE);
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }
      ).axe;
      return (await axe.run()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id);
    });
    expect(violations).toEqual([]);
    await page.close();
  });
});
