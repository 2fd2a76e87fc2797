/**
 * Helpers of the widget browser tests: a page that embeds `<transfer-booking>` from the real built
 * bundle, and steps that fill the wizard the way a customer does. Playwright locators pierce open
 * shadow roots, so `page.getByLabel()` reaches the element's fields.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, brusselsToday } from '../../core/dates';

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

/** Fills step 0 and goes on to step 1. */
export async function fillStart(page: Page, opts: { departure: boolean; arrival: boolean }): Promise<void> {
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
export async function fillAddresses(
  page: Page,
  opts: { departure: boolean; arrival: boolean },
): Promise<void> {
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
  await page.getByLabel('Last name').fill('Peeters');
  await page.getByLabel('Email').fill('ann@example.be');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('470123456');
  await page.getByLabel('I have read the privacy statement').check();
  await page.getByLabel('I accept the general terms and conditions').check();
  await page.getByLabel('I place this order with an obligation to pay').check();
}
