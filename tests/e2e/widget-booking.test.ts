import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { startTestServer, type TestServer } from '../support/server';
import { fillAddresses, fillPerson, fillStart, openWidget } from './wizard-helpers';

let server: TestServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.dispose();
  await server?.close();
});

describe('<transfer-booking> booking in Chromium', () => {
  it.each([
    ['round trip', { departure: true, arrival: true }],
    ['departure only', { departure: true, arrival: false }],
    ['return only', { departure: false, arrival: true }],
  ])('takes a %s to the hosted payment page', async (_name, legs) => {
    const page = await openWidget(browser, server.url);
    await fillStart(page, legs);
    await fillAddresses(page, legs);
    await fillPerson(page);
    await page.getByTestId('total').waitFor();
    const posted = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().includes('/sandbox/orderstandard'),
    );
    await page.getByRole('button', { name: 'Book' }).click();
    const request = await posted;
    const form = new URLSearchParams(request.postData() ?? '');
    expect(form.get('CURRENCY')).toBe('EUR');
    expect(Number(form.get('AMOUNT'))).toBeGreaterThan(0);
    expect(form.get('SHASIGN')).toMatch(/^[0-9A-F]{40,128}$/);
  });
});
