/**
 * Helpers of the wizard browser tests: a bare page that embeds `<transfer-booking>` from the real built
 * bundle, the site's real home page, steps that fill the wizard the way a customer does, and reading
 * an order's status back from the server's database. Playwright locators pierce open shadow roots, so
 * `page.getByLabel()` reaches the element's fields.
 */
import type { BrowserContext, Page, Request } from 'playwright-core';
import { addDays, brusselsToday } from '../../core/dates';
import type { TestServer } from '../support/server';

/** The trip legs a test books. */
export interface Legs {
  departure: boolean;
  arrival: boolean;
}

/** A date a week ahead in the date input's format. */
export function inputDate(days: number): string {
  return addDays(brusselsToday(new Date()), days).replaceAll('/', '-');
}

/** Opens a bare host page with one element; `attrs` are its attributes. */
export async function openWidget(
  browser: BrowserContext,
  base: string,
  attrs = 'lang="en"',
  query = '',
): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${base}/widget-host${query}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Host</title></head><body><h1>Host page</h1>
<transfer-booking id="tb" ${attrs}></transfer-booking>
<script type="module" src="/widget/transfer-booking.js"></script></body></html>`,
    }),
  );
  await page.goto(`${base}/widget-host${query}`);
  await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
  return page;
}

/**
 * Opens the site's English home page (`query` such as `?TALIC=…` is kept). The stored language choice
 * keeps the Dutch outcome pages the payment returns to from redirecting, as a returning visitor's would.
 */
export async function openHome(browser: BrowserContext, base: string, query = ''): Promise<Page> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('tb-lang', 'en'));
  await page.goto(`${base}/en/${query}`);
  await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
  return page;
}

/** Fills step 0 and goes on to step 1. */
export async function fillStart(page: Page, opts: Legs): Promise<void> {
  if (!opts.departure) await page.getByLabel('Departure (to the airport)').uncheck();
  if (!opts.arrival) await page.getByLabel('Return (from the airport)').uncheck();
  await page.getByLabel('Postal code').fill('1000');
  await page
    .getByText(/City: /)
    .first()
    .waitFor();
  await page.getByRole('combobox', { name: 'Airport' }).selectOption('BRU');
  await page.getByLabel(opts.departure ? 'Departure date' : 'Return date').fill(inputDate(10));
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Addresses and flights' }).waitFor();
}

/** Fills the address and flight of each booked leg on step 1 and goes on to step 2. */
export async function fillAddresses(page: Page, opts: Legs): Promise<void> {
  const legs = [
    ...(opts.departure ? [{ name: 'Departure', flight: 'SN2153', time: '10:30' }] : []),
    ...(opts.arrival ? [{ name: 'Return', flight: 'SN2154', time: '18:45' }] : []),
  ];
  for (const leg of legs) {
    const group = page.getByRole('group', { name: leg.name, exact: true });
    await group.getByLabel('Street').fill('Wetstraat');
    await group.getByText('1 street found').waitFor();
    await group.getByLabel('House number').fill('16');
    await group.getByLabel('Flight number').fill(leg.flight);
    await group
      .getByLabel(leg.name === 'Departure' ? 'Flight departure time' : 'Landing time')
      .fill(leg.time);
    if (leg.name === 'Return') await group.getByLabel('City the return flight leaves from').fill('Lisbon');
  }
  if (opts.arrival && opts.departure) {
    await page.getByLabel('Landing date').fill(inputDate(17));
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Transport and luggage' }).waitFor();
}

/** Goes through step 2 and fills step 3. */
export async function fillPerson(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Your details' }).waitFor();
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Surname').fill('Peeters');
  await page.getByLabel('E-mail').fill('ann@example.be');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('470123456');
  await page.getByLabel('I have read the privacy policy').check();
  await page.getByLabel('I accept the general terms and conditions').check();
  await page.getByLabel('I place this order with an obligation to pay').check();
}

/** Fills steps 0 to 3 like a customer and waits until the overview shows a total. */
export async function fillBooking(
  page: Page,
  legs: Legs = { departure: true, arrival: true },
): Promise<void> {
  await fillStart(page, legs);
  await fillAddresses(page, legs);
  await fillPerson(page);
  await page.getByTestId('total').waitFor();
}

/** Adds a coupon through the overview's popup, as a customer does, once the server accepts the code. */
export async function addCoupon(page: Page, code: string): Promise<void> {
  await page.getByRole('button', { name: 'Add a coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a coupon' });
  await dialog.getByLabel('Coupon code').fill(code);
  await dialog.getByText('This coupon is valid.').waitFor();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: `Remove coupon ${code}` }).waitFor();
}

/** Collects the requests the page sends to the payment provider (the sandbox), to assert none or some. */
export function providerRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/sandbox')) seen.push(r);
  });
  return seen;
}

/** Reads an order's status and total straight from the server's database by its receipt number. */
export async function orderByReceipt(
  server: TestServer,
  bonnr: string,
): Promise<{ status: string; totalCents: number } | undefined> {
  const { rows } = await server.ctx.db.query<{ status: string; total_cents: number }>(
    'SELECT status, total_cents FROM orders WHERE bonnr = $1',
    [bonnr],
  );
  const row = rows[0];
  return row && { status: row.status, totalCents: Number(row.total_cents) };
}

/** The receipt number (`orderID`) of the outcome page the browser is on. */
export function receiptOf(page: Page): string {
  return new URL(page.url()).searchParams.get('orderID') ?? '';
}
