/**
 * Issue 10 "Done when": the widget keeps working after one of its chunks fails once. Chromium loads
 * the real module build; page.route makes the first request of one chunk fail, the wizard shows the
 * failure with a retry (and tells the host page with `tb-error`), and the retry imports the chunk
 * again without losing what the customer typed.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '../support/widget-texts';
import fallback from '../../widget/i18n/fallback';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fillAddresses, fillPerson, fillStart, inputDate, openWidget } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

/**
 * Makes the first request for the chunk whose file name starts with `name` fail with `how`; later
 * requests reach the server. Returns the list of requested URLs.
 */
async function failOnce(page: Page, name: string, how: (route: Route) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  await page.route(new RegExp(`/widget/chunks/${name}-[\\w-]+\\.js$`), (route) => {
    seen.push(route.request().url());
    return seen.length === 1 ? how(route) : route.continue();
  });
  return seen;
}

const serverError = (route: Route) => route.fulfill({ status: 500, body: 'unavailable' });

/** Collects the `tb-error` details of the element with id `tb`. */
async function collectErrors(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const errors: unknown[] = [];
    (window as unknown as { tbErrors: unknown[] }).tbErrors = errors;
    document
      .getElementById('tb')
      ?.addEventListener('tb-error', (e) => errors.push((e as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { tbErrors: unknown[] }).tbErrors);
}

/** Fills step 0 with a departure from Brussels and presses Next. */
async function fillStartAndNext(page: Page): Promise<void> {
  await page.getByLabel('Postcode').fill('1000');
  await page
    .getByText(/Town: /)
    .first()
    .waitFor();
  await page.getByRole('combobox', { name: 'Airport' }).selectOption('BRU');
  await page.getByLabel('Departure date').fill(inputDate(10));
  // A round trip asks its return date on step 0 too (issue 31).
  await page.getByLabel('Return date').fill(inputDate(17));
  await page.getByRole('button', { name: 'Next' }).click();
}

describe('a chunk that fails once', () => {
  // Step 1's code and its texts (the trip catalogue, loaded beside it in the element's language).
  it.each([
    ['code', 'Step1'],
    ['texts', 'trip-en'],
  ])(
    "offers a retry that loads step 1 and keeps what was typed on step 0 (the chunk of step 1's %s answered 500)",
    async (_part, chunk) => {
      const page = await openWidget(browser, server.url);
      const errors = await collectErrors(page);
      const requests = await failOnce(page, chunk, serverError);
      await fillStartAndNext(page);

      const alert = page.getByRole('alert').filter({ hasText: en['api.chunk'] });
      await alert.waitFor();
      expect(await errors()).toEqual([{ action: 'chunk', message: en['api.chunk'] }]);
      const departure = page.getByRole('group', { name: 'Outbound', exact: true });
      expect(await departure.count()).toBe(0);

      await alert.getByRole('button', { name: en['wizard.retry'] }).click();
      await departure.getByLabel('Street').waitFor();
      expect(requests).toHaveLength(2);
      expect(await alert.count()).toBe(0);
      // The draft of step 0 is intact: the overview and step 0 still show it.
      await page.getByRole('button', { name: 'Previous' }).click();
      await page.getByRole('heading', { name: 'Where and when?' }).waitFor();
      expect(await page.getByLabel('Postcode').inputValue()).toBe('1000');
      expect(await page.getByRole('combobox', { name: 'Airport' }).inputValue()).toBe('BRU');
      expect(await page.getByLabel('Departure date').inputValue()).toBe(inputDate(10));
      await page.close();
    },
  );

  it('loads the order flow again when Book is pressed after its chunk was aborted', async () => {
    const page = await openWidget(browser, server.url);
    const errors = await collectErrors(page);
    const requests = await failOnce(page, 'order-flow', (route) => route.abort('connectionreset'));
    const legs = { departure: true, arrival: false };
    await fillStart(page, legs);
    await fillAddresses(page, legs);
    await fillPerson(page);
    await page.getByTestId('total').waitFor();

    await page.getByRole('button', { name: 'Book' }).click();
    await page.getByRole('alert').filter({ hasText: en['api.chunk'] }).waitFor();
    expect(await errors()).toEqual([{ action: 'chunk', message: en['api.chunk'] }]);
    expect(await page.getByLabel('First name').inputValue()).toBe('Ann');

    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/sandbox/'));
    await page.getByRole('button', { name: 'Book' }).click();
    await posted;
    expect(requests).toHaveLength(2);
  });

  it("starts after a retry when the language's messages chunk failed", async () => {
    const browserPage = await browser.newPage();
    const requests = await failOnce(browserPage, 'start-fr', serverError);
    await browserPage.route(`${server.url}/widget-host`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="fr"><head><title>Hôte</title></head><body>
<transfer-booking id="tb" lang="fr"></transfer-booking>
<script type="module" src="/widget/transfer-booking.js"></script></body></html>`,
      }),
    );
    await browserPage.goto(`${server.url}/widget-host`);
    const { 'wizard.loadFailed': message, 'wizard.retry': retry } = fallback.fr;
    await browserPage.getByText(message).waitFor();
    await browserPage.getByRole('button', { name: retry }).click();
    await browserPage.getByRole('heading', { name: 'Où et quand ?' }).waitFor();
    expect(requests).toHaveLength(2);
    await browserPage.close();
  });
});
